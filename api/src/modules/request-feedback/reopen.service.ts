import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { RoleRow } from '../admin-roles/role.model';
import { RequestHistory } from '../requests/request-history.model';
import { Escalation } from '../requests/escalation.model';
import { ServiceRequest } from '../requests/request.model';
import { enqueueRequestEvent } from '../notifications/outbox.service';
import { officialsAtLevels } from '../sla/escalation.service';
import { MAX_ESCALATION_LEVEL } from '../sla/open-statuses';
import { slaFields } from '../sla/sla.service';
import type { ClosedRequestRow } from './closure-state';
import { reopenedLevel } from './feedback-rules';
import { ReopenAppeal } from './reopen-appeal.model';
import { RequestReopen } from './request-reopen.model';

/** Who asked: a signed-in citizen, or the holder of the request's signed track link (no account). */
export type FeedbackCaller = { via: 'account'; userId: number; role: string } | { via: 'track_link' };

export const callerUserId = (caller: FeedbackCaller) => (caller.via === 'account' ? caller.userId : null);
// History names the role that acted; a track link proves the request, not an account.
const callerRole = (caller: FeedbackCaller) => (caller.via === 'account' ? caller.role : 'track_link');

export interface ReopenInput {
  reason: string;
  source: 'reopen' | 'rating';
  caller: FeedbackCaller;
  now: Date;
}

/** The highest escalation level any active role sits at (null: no such role). */
async function highestExistingLevel(trx: Knex): Promise<number | null> {
  const row = await RoleRow.query(trx).where({ isActive: true }).max('escalationLevel as level').first().castTo<{ level: number | null } | undefined>();
  return row?.level == null ? null : Number(row.level);
}

/**
 * Reopens a locked, closed request inside the caller's transaction: back to pending one level
 * higher (feedback-rules.ts reopenedLevel), to an official of that level in its district when one
 * exists (the escalation sweep's choice), a fresh SLA clock, the numbered reopen row, a history
 * row and an escalation row (who, when, why), and the citizen's message in the outbox; a duplicate
 * stops following its original. The assigned
 * official sees it in the staff inbox (a 'reopen' history step). All or nothing with the caller.
 */
export async function reopenRequest(trx: Knex.Transaction, request: ClosedRequestRow, input: ReopenInput): Promise<{ level: number; round: number }> {
  const level = reopenedLevel(request.escalationLevel, await highestExistingLevel(trx), MAX_ESCALATION_LEVEL);
  const official = level > request.escalationLevel ? ((await officialsAtLevels(trx, [{ level, district: request.district }])).values().next().value ?? null) : null;
  const assignedTo = official ?? request.assignedTo;
  const round = request.reopens + 1;

  const moved = await ServiceRequest.query(trx)
    .where({ id: request.id, status: request.status })
    .patch({
      status: 'pending',
      escalationLevel: level,
      assignedTo,
      // No longer resolved: the timeline, overdue and the resolution-time figures read it only for a resolved request.
      resolvedAt: null,
      // A request closed as a duplicate and reopened is the citizen saying it is not the same
      // problem: it is handled on its own again and no longer follows the original's messages.
      duplicateOfId: null,
      ...(await slaFields(trx, request.requestType, input.now)),
      updatedAt: input.now,
    });
  if (!moved) throw new HttpError(409, 'requestChangedConcurrently');

  const userId = callerUserId(input.caller);
  await RequestReopen.query(trx).insert({ requestId: request.id, round, reason: input.reason, source: input.source, userId, fromLevel: request.escalationLevel, toLevel: level, createdAt: input.now });
  await RequestHistory.query(trx).insert({
    requestId: request.id,
    action: 'reopen',
    fromStatus: request.status,
    toStatus: 'pending',
    notes: input.reason,
    userId,
    userRole: callerRole(input.caller),
    createdAt: input.now,
  });
  await Escalation.query(trx).insert({
    requestId: request.id,
    escalationLevel: level,
    fromUserId: request.assignedTo,
    toUserId: assignedTo,
    reason: `reopened (${round} of 2): ${input.reason}`,
    escalatedAt: input.now,
  });
  await enqueueRequestEvent(trx, request.id, 'reopened');
  return { level, round };
}

/** The reason goes to the administrators' queue (one per request: a repeat adds nothing, an upsert that ignores it). */
export async function recordAppeal(trx: Knex, request: ClosedRequestRow, input: Omit<ReopenInput, 'now'>): Promise<void> {
  await ReopenAppeal.query(trx)
    .insert({ requestId: request.id, citizenId: callerUserId(input.caller), reason: input.reason, source: input.source })
    .onConflict('requestId')
    .ignore();
}
