import { uniqueViolation } from '../../db/unique-violation';
import type { Location, LocationInput, LocationType, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { LocationRow } from './location.model';

export type LocationFields = Required<LocationInput>;

/** The level a location of each type hangs under; a state hangs under nothing. */
const PARENT_TYPE: Record<LocationType, LocationType | null> = { state: null, district: 'state', constituency: 'district', mandal: 'constituency' };

type RowWithParent = LocationRow & { parentName?: string | null };

function toDto(row: RowWithParent): Location {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    nameHi: row.nameHi ?? null,
    code: row.code,
    parentId: row.parentId ?? null,
    parentName: row.parentName ?? null,
    isActive: row.isActive,
  };
}

const withParent = (db: Knex) =>
  LocationRow.query(db).alias('l').leftJoinRelated('parent', { alias: 'p' }).select('l.*', 'p.name as parentName');

/** The hierarchy in order: states, then districts, ... each by name. */
export async function listLocations(db: Knex, query: PageQuery & { type?: LocationType | null }): Promise<Paged<Location>> {
  const rows = withParent(db)
    // raw: the hierarchy's order (state first), which no column holds.
    .orderByRaw("array_position(array['state', 'district', 'constituency', 'mandal']::text[], l.type::text)")
    .orderBy('l.name')
    .orderBy('l.id');
  if (query.type) rows.where('l.type', query.type);
  whereContainsAny(rows, query.search, ['l.name', "coalesce(l.name_hi, '')", 'l.code']);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toDto);
}

/** Spec §5: the parent must exist and be exactly one level above (state > district > constituency > mandal). */
async function assertParent(trx: Knex, type: LocationType, parentId: number | null): Promise<void> {
  const expected = PARENT_TYPE[type];
  if (expected === null) {
    if (parentId !== null) throw new HttpError(400, 'locationParentNotAllowed', { field: 'parentId' });
    return;
  }
  if (parentId === null) throw new HttpError(400, 'locationParentRequired', { field: 'parentId' });
  const parent = await LocationRow.query(trx).findById(parentId).select('type');
  if (!parent) throw new HttpError(400, 'locationParentRequired', { field: 'parentId' });
  if (parent.type !== expected) throw new HttpError(400, 'locationParentWrongLevel', { field: 'parentId' });
}

/** Spec §2: locations are added, never edited or deleted (requests and users name them). */
export async function createLocation(db: Knex, actor: Actor, input: LocationFields): Promise<Location> {
  return db.transaction(async (trx) => {
    await assertParent(trx, input.type, input.parentId);
    if (await LocationRow.query(trx).modify('withCode', input.code).select('id').first()) throw new HttpError(409, 'locationCodeTaken', { field: 'code' });
    const row = await LocationRow.query(trx)
      .insertAndFetch(input)
      .catch((error: unknown) => {
        if (uniqueViolation(error)) throw new HttpError(409, 'locationCodeTaken', { field: 'code' });
        throw error;
      });
    const location = toDto((await withParent(trx).where('l.id', row.id).first()) as RowWithParent);
    await recordAudit(trx, actor, { action: 'create', entity: 'location', entityId: location.id, after: { ...location } });
    return location;
  });
}
