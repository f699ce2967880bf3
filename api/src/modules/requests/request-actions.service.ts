import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { User } from '../users/user.model';
import { afterWorkflowAction } from '../notifications/workflow-notifications';
import { decideAction, type Accepted, type ActionCommand, type Actor, type TargetUser } from '../request-workflow';
import { Escalation } from './escalation.model';
import { RequestHistory } from './request-history.model';
import { findVisibleRequest } from './request-read.service';
import { ServiceRequest } from './request.model';
import type { Viewer } from './request-scope';

export type ActingUser = Actor & Viewer;

/** The active user named by `assignedTo` with the assignment level of their role. */
export async function loadTargetUser(db: Knex, id: number | null | undefined): Promise<TargetUser | null> {
  if (id == null) return null;
  const row = await User.query(db)
    .joinRelated('roleRecord', { alias: 'roles' })
    .where('users.id', id)
    .andWhere('users.isActive', true)
    .andWhere('roles.isActive', true)
    .select('users.id', 'users.role', 'roles.escalationLevel')
    .first()
    .castTo<{ id: number; role: string; escalationLevel: number | string } | undefined>();
  if (!row) return null;
  const level = Number(row.escalationLevel);
  return { id: row.id, role: row.role, level: level >= 1 && level <= 3 ? level : null };
}

/**
 * Applies one staff/admin action in a single transaction: the row is locked (SELECT ... FOR UPDATE)
 * so two conflicting actions serialise and the second sees the first one's status and gets 409;
 * the UPDATE is also conditional on the status it was decided from. History and escalation rows
 * are written in the same transaction: either all of it happens or none.
 */
export async function performAction(db: Knex, actor: ActingUser, requestId: number, command: ActionCommand): Promise<ServiceRequest> {
  const target = command.action === 'approve_forward' || command.action === 'assign' ? await loadTargetUser(db, command.assignedTo) : null;
  return db.transaction(async (trx) => {
    const current = await findVisibleRequest(db, actor, requestId, trx);
    const decision = decideAction(current, actor, command, target, new Date());
    if (!decision.ok) throw new HttpError(decision.status, decision.messageKey, decision.field ? { field: decision.field } : {});
    const updated = await applyDecision(trx, actor, current, decision);
    await afterWorkflowAction(trx, updated, decision.history.action);
    return updated;
  });
}

/** Writes an accepted decision: the request, its history row and, for a forward, its escalation. */
async function applyDecision(trx: Knex.Transaction, actor: Actor, current: ServiceRequest, decision: Accepted): Promise<ServiceRequest> {
  const [updated] = await ServiceRequest.query(trx)
    .where({ id: current.id, status: decision.fromStatus })
    .patch({ ...decision.patch, updatedAt: trx.fn.now() })
    .returning('*');
  if (!updated) throw new HttpError(409, 'requestChangedConcurrently');

  await RequestHistory.query(trx).insert({
    requestId: current.id,
    action: decision.history.action,
    fromStatus: decision.fromStatus,
    toStatus: decision.patch.status,
    notes: decision.history.notes,
    notesKey: decision.history.notesKey,
    internalNote: decision.history.internalNote,
    userId: actor.id,
    userRole: actor.role,
  });
  if (decision.escalation) {
    const { level, fromUserId, toUserId, reason } = decision.escalation;
    await Escalation.query(trx).insert({ requestId: current.id, escalationLevel: level, fromUserId, toUserId, reason });
  }
  return updated;
}
