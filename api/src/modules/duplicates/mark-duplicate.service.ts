import type { Knex } from 'knex';
import { HttpError, notFound } from '../../lib/http-error';
import { contactMessages, enqueueMessages, requestContacts } from '../notifications/outbox.service';
import { trackLinks } from '../public-track/track-links';
import { isStaffLikeRole } from '../request-workflow';
import { RequestHistory } from '../requests/request-history.model';
import type { ActingUser } from '../requests/request-actions.service';
import { ServiceRequest } from '../requests/request.model';
import { canSee } from '../requests/request-scope';
import { isOpenStatus } from '../sla/open-statuses';

export interface MarkDuplicateInput {
  /** The original's id, or its code (upper case, as the schema leaves it). */
  of: number | string;
  note?: string | null;
}

/** The history actions of marking (on the duplicate) and of a follower moved along (on the duplicate's own followers). */
export const MARK_DUPLICATE_ACTION = 'mark_duplicate';
export const FOLLOW_MOVED_ACTION = 'duplicate_relinked';

const refuse = (status: 400 | 409, messageKey: ConstructorParameters<typeof HttpError>[1]) => new HttpError(status, messageKey, status === 400 ? { field: 'of' } : {});

/**
 * Closes an open request as a duplicate of another of the same district, in one transaction: both rows locked in id order (two staff marking A→B and B→A at once cannot
 * deadlock, the second sees the first's result), the duplicate rejected with `duplicate_of_id` and
 * a remark, its history row (who, when, why), the requests that followed it now following the
 * original (a history row each; chains stay one step long), and its citizen told with the
 * original's code and track link. Status `rejected`: decision 0050.
 */
export async function markDuplicate(db: Knex, actor: ActingUser, id: number, input: MarkDuplicateInput): Promise<ServiceRequest> {
  if (!isStaffLikeRole(actor.role)) throw new HttpError(403, 'accessDenied');
  return db.transaction(async (trx) => {
    const originalId = await resolveOriginalId(trx, input.of);
    const locked = await ServiceRequest.query(trx)
      .whereIn('id', [id, originalId ?? id])
      .orderBy('id')
      .forUpdate();
    const duplicate = locked.find((row) => row.id === id);
    if (!duplicate || !canSee(actor, duplicate)) throw notFound();
    const original = locked.find((row) => row.id === originalId);
    if (!original || !canSee(actor, original)) throw refuse(400, 'duplicateOriginalNotFound');
    if (original.id === duplicate.id) throw refuse(400, 'duplicateOfItself');
    if (original.district !== duplicate.district) throw refuse(400, 'duplicateOtherDistrict');
    if (original.duplicateOfId !== null) throw refuse(409, 'duplicateOriginalIsDuplicate');
    if (!isOpenStatus(duplicate.status)) throw refuse(409, 'actionNotAllowedInStatus');

    const note = input.note?.trim() || null;
    const remark = note ? `Duplicate of ${original.requestId}. ${note}` : `Duplicate of ${original.requestId}.`;
    const [updated] = await ServiceRequest.query(trx)
      .where({ id: duplicate.id, status: duplicate.status })
      .patch({ status: 'rejected', duplicateOfId: original.id, assignedTo: actor.id, response: remark, updatedAt: trx.fn.now() })
      .returning('*');
    if (!updated) throw new HttpError(409, 'requestChangedConcurrently');
    await RequestHistory.query(trx).insert({
      requestId: duplicate.id,
      action: MARK_DUPLICATE_ACTION,
      fromStatus: duplicate.status,
      toStatus: 'rejected',
      notes: remark,
      userId: actor.id,
      userRole: actor.role,
    });
    await moveFollowers(trx, actor, duplicate, original);
    await tellCitizen(trx, updated, original.requestId, remark);
    return updated;
  });
}

/** The original's id from its id or code; null when no request has that code (refused after the lock). */
async function resolveOriginalId(trx: Knex, of: number | string): Promise<number | null> {
  if (typeof of === 'number') return of;
  const row = await ServiceRequest.query(trx).where('requestId', of).select('id').first();
  return row ? Number(row.id) : null;
}

/** Requests that followed the new duplicate follow its original from now on, each with a history row. */
async function moveFollowers(trx: Knex, actor: ActingUser, duplicate: ServiceRequest, original: ServiceRequest): Promise<void> {
  const moved = await ServiceRequest.query(trx).where('duplicateOfId', duplicate.id).patch({ duplicateOfId: original.id }).returning('id');
  if (!moved.length) return;
  const notes = `Now follows ${original.requestId}: ${duplicate.requestId} was closed as its duplicate.`;
  await RequestHistory.query(trx).insert(
    moved.map((row) => ({ requestId: row.id, action: FOLLOW_MOVED_ACTION, notes, userId: actor.id, userRole: actor.role })),
  );
}

/**
 * The duplicate's citizen: closed, the original's code, and their OWN request's track link, on which
 * the original's public status is shown. Never a link to the original: it would let them read its
 * remark, rate it and reopen it. The stored templates name the link `{{originalTrackUrl}}` (it
 * follows the original); it is filled with this same own link.
 */
async function tellCitizen(trx: Knex, duplicate: ServiceRequest, originalCode: string, remark: string): Promise<void> {
  const [contact] = await requestContacts(trx, (query) => query.where('requests.id', duplicate.id));
  if (!contact) return;
  const ownTrackUrl = trackLinks().urlFor(duplicate.requestId);
  const values = { name: contact.name, requestId: contact.requestId, originalCode, originalTrackUrl: ownTrackUrl, trackUrl: ownTrackUrl, remarks: remark };
  await enqueueMessages(trx, contactMessages(contact, { event: 'duplicate', values, occurrence: 'duplicate', requiredLine: ownTrackUrl }));
}
