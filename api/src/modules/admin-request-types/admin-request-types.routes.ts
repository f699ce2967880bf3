import type { RequestTypeAdmin, RequestTypeInput } from '@cc/types';
import { requestTypeSchema } from '@cc/validation';
import type { Knex } from 'knex';
import { createRouter } from '../../lib/create-router';
import { HttpError } from '../../lib/http-error';
import { registerAuditedResource, type AuditedResource } from '../../lib/audited-resource';
import type { AppRouter } from '../../middleware/require-role';
import { ServiceRequest } from '../requests/request.model';
import { RequestType } from './request-type.model';

const toDto = (row: RequestType): RequestTypeAdmin => ({
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
});

/** Requests store the type's name (spec §3), not its id. */
const usedByRequests = async (trx: Knex, name: string) => Boolean(await ServiceRequest.query(trx).where({ requestType: name }).select('id').first());

/**
 * Spec §7 Admin request types: list (active and inactive; the public GET /api/request-types shows
 * active ones only), add, edit (PATCH), delete. A new response time applies to requests filed from
 * now on (their due time is already set).
 */
export const adminRequestTypes: AuditedResource<RequestType, RequestTypeAdmin, Required<RequestTypeInput>> = {
  path: '/api/admin/request-types',
  model: RequestType,
  entity: 'request-type',
  schema: requestTypeSchema,
  toDto,
  searchColumns: ['name', 'display_name', "coalesce(display_name_hi, '')", "coalesce(department, '')"],
  listOrder: [{ column: 'id' }],
  updateMethod: 'PATCH',
  deletedMessage: 'requestTypeDeleted',
  unique: { column: 'name', messageKey: 'requestTypeNameTaken' },
  protections: {
    // A type in use keeps its name: a rename would orphan the requests that store it (spec §8 conflicts are 409).
    async update(trx, before, sent) {
      if ((sent.name ?? before.name) !== before.name && (await usedByRequests(trx, before.name))) {
        throw new HttpError(409, 'requestTypeNameLocked', { field: 'name' });
      }
    },
    // A type requests use is deactivated, not deleted: their history still names it.
    async delete(trx, before) {
      if (await usedByRequests(trx, before.name)) throw new HttpError(409, 'requestTypeInUse');
    },
  },
};

export function adminRequestTypesRouter(): AppRouter {
  const router = createRouter();
  registerAuditedResource(router, adminRequestTypes);
  return router;
}
