import type { Paged, RequestTypeAdmin, RequestTypeInput } from '@cc/types';
import type { Knex } from 'knex';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../lib/http-error';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { RequestType } from './request-type.model';

export type RequestTypeFields = Required<RequestTypeInput>;

function toDto(row: RequestType): RequestTypeAdmin {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    displayNameHi: row.displayNameHi ?? null,
    description: row.description ?? null,
    descriptionHi: row.descriptionHi ?? null,
    department: row.department ?? null,
    departmentHi: row.departmentHi ?? null,
    standardResponseTime: row.standardResponseTime,
    isActive: row.isActive,
    visibility: row.visibility,
  };
}

/** Active and inactive types (the public list, GET /api/request-types, shows active ones only). */
export async function listRequestTypes(db: Knex, query: PageQuery): Promise<Paged<RequestTypeAdmin>> {
  const rows = RequestType.query(db).orderBy('id');
  whereContainsAny(rows, query.search, ['name', 'display_name', "coalesce(display_name_hi, '')", "coalesce(department, '')"]);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toDto);
}

async function typeForUpdate(trx: Knex, id: number): Promise<RequestType> {
  const row = await RequestType.query(trx).findById(id).forUpdate();
  if (!row) throw notFound();
  return row;
}

const usedByRequests = async (trx: Knex, name: string) => Boolean(await trx('requests').where({ requestType: name }).first('id'));

async function assertNameFree(trx: Knex, name: string, exceptId?: number): Promise<void> {
  const taken = await trx('request_types').where({ name }).modify((q) => exceptId !== undefined && q.whereNot('id', exceptId)).first('id');
  if (taken) throw new HttpError(409, 'requestTypeNameTaken', { field: 'name' });
}

function asConflict(error: unknown): never {
  if (uniqueViolation(error)) throw new HttpError(409, 'requestTypeNameTaken', { field: 'name' });
  throw error;
}

export async function createRequestType(db: Knex, actor: Actor, input: RequestTypeFields): Promise<RequestTypeAdmin> {
  return db.transaction(async (trx) => {
    await assertNameFree(trx, input.name);
    const type = toDto(await RequestType.query(trx).insertAndFetch(input).catch(asConflict));
    await recordAudit(trx, actor, { action: 'create', entity: 'request-type', entityId: type.id, after: { ...type } });
    return type;
  });
}

/**
 * Only the fields sent change. Requests store the type's name, so a type in use keeps its name (a rename would orphan them);
 * the new response time applies to requests filed from now on (their due time is already set).
 */
export async function updateRequestType(db: Knex, actor: Actor, id: number, sent: Partial<RequestTypeFields>): Promise<RequestTypeAdmin> {
  return db.transaction(async (trx) => {
    const before = toDto(await typeForUpdate(trx, id));
    const { id: _id, ...stored } = before;
    const input: RequestTypeFields = { ...stored, ...sent };
    if (input.name !== before.name) {
      if (await usedByRequests(trx, before.name)) throw new HttpError(409, 'requestTypeNameLocked', { field: 'name' });
      await assertNameFree(trx, input.name, id);
    }
    const after = toDto(await RequestType.query(trx).patchAndFetchById(id, { ...input, updatedAt: new Date() }).catch(asConflict));
    await recordAudit(trx, actor, { action: 'update', entity: 'request-type', entityId: id, before: { ...before }, after: { ...after } });
    return after;
  });
}

/** A type that requests use is deactivated, not deleted: their history still names it. */
export async function deleteRequestType(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const type = toDto(await typeForUpdate(trx, id));
    if (await usedByRequests(trx, type.name)) throw new HttpError(409, 'requestTypeInUse');
    await RequestType.query(trx).deleteById(id);
    await recordAudit(trx, actor, { action: 'delete', entity: 'request-type', entityId: id, before: { ...type } });
  });
}
