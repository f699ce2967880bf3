import type { LocationOption, RequestTypeOption } from '@cc/types';
import type { Knex } from 'knex';
import { RequestType } from '../admin-request-types/request-type.model';
import { LocationRow } from '../admin-locations/location.model';

export async function listActiveRequestTypes(db: Knex): Promise<RequestTypeOption[]> {
  const rows = await RequestType.query(db).where({ isActive: true }).orderBy('id');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    displayNameHi: row.displayNameHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    department: row.department,
    departmentHi: row.departmentHi,
    standardResponseTime: row.standardResponseTime,
    isActive: row.isActive,
    // The form says whether a request of this type can be published at all.
    visibility: row.visibility,
  }));
}

/** `value` is what forms submit: a district's code, or the part after ':' of a Vidhan Sabha's code. */
export const locationValue = (code: string) => code.slice(code.lastIndexOf(':') + 1);

export async function listActiveLocations(
  db: Knex,
  filter: { type?: string; parentId?: number },
): Promise<LocationOption[]> {
  const query = LocationRow.query(db).modify('active');
  if (filter.type) query.andWhere({ type: filter.type });
  if (filter.parentId) query.andWhere({ parentId: filter.parentId });
  const rows = await query.orderBy([{ column: 'parentId', order: 'asc', nulls: 'first' }, { column: 'id', order: 'asc' }]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    nameHi: row.nameHi,
    code: row.code,
    value: locationValue(row.code),
    parentId: row.parentId,
    isActive: row.isActive,
  }));
}
