import type { MessageKey } from '@cc/validation';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { LocationRow } from '../admin-locations/location.model';

interface Places {
  district: string | null;
  constituency: string | null;
  mandal: string | null;
}

const LEVELS: Array<{ field: keyof Places; refusal: MessageKey }> = [
  { field: 'district', refusal: 'districtUnknown' },
  { field: 'constituency', refusal: 'constituencyNotInDistrict' },
  { field: 'mandal', refusal: 'mandalNotInConstituency' },
];

/** The location a form value names (its code, or the code's last part: catalog.service `locationValue`). */
async function findPlace(trx: Knex, type: keyof Places, value: string, parentId: number | null): Promise<number | null> {
  const query = LocationRow.query(trx).where({ type }).modify('formValue', value);
  if (parentId !== null) query.andWhere({ parentId });
  const row = await query.orderBy('id').select('id').first();
  return row ? row.id : null;
}

/**
 * The user form's cascade, applied again on the server (spec §5: children filtered by parentId): a
 * district that exists, a constituency of that district, a mandal of that constituency, no child
 * without its parent. The request scope compares `users.district` with requests, so a misspelt
 * district would leave a staff member seeing nothing. Places stored before and sent back unchanged
 * pass: self-registration keeps a free-text block as the mandal and 'other' as a Vidhan Sabha.
 */
export async function assertPlaces(trx: Knex, input: Places, before?: Places): Promise<void> {
  if (before && LEVELS.every(({ field }) => before[field] === input[field])) return;
  let parentId: number | null = null;
  let parentMissing = false;
  for (const { field, refusal } of LEVELS) {
    const value = input[field];
    if (value === null) {
      parentMissing = true;
      continue;
    }
    const id: number | null = parentMissing ? null : await findPlace(trx, field, value, parentId);
    if (id === null) throw new HttpError(400, refusal, { field });
    parentId = id;
  }
}
