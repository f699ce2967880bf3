import type { Knex } from 'knex';
import { enqueueRequestEvent } from '../notifications/outbox.service';
import { Escalation } from '../requests/escalation.model';
import { RequestHistory } from '../requests/request-history.model';
import { ServiceRequest } from '../requests/request.model';
import { databaseClock, type Clock } from './clock';
import { MAX_ESCALATION_LEVEL, OPEN_STATUSES } from './open-statuses';
import { officeHoursElapsed, slaFields } from './sla.service';

export interface EscalationDone {
  requestId: number;
  level: number;
  fromUserId: number | null;
  toUserId: number | null;
  reason: string;
}

/**
 * An active official whose role sits at `level` (roles.escalation_level): one of the request's
 * district first, else a state-wide one (no district). Lowest id, so the choice is repeatable.
 */
export async function officialAtLevel(db: Knex, level: number, district: string): Promise<number | null> {
  const base = () =>
    db('users')
      .join('roles', 'roles.name', 'users.role')
      .where({ 'users.isActive': true, 'roles.isActive': true, 'roles.escalationLevel': level })
      .orderBy('users.id')
      .first('users.id');
  const local = await base().where('users.district', district);
  if (local) return local.id;
  const stateWide = await base().whereNull('users.district');
  return stateWide?.id ?? null;
}

/**
 * Escalates one overdue request, in its own transaction. The row is taken with FOR UPDATE SKIP
 * LOCKED and the due time is re-checked on the locked row, so two schedulers (in two processes)
 * never escalate the same request twice: the second one either skips the locked row or, once the
 * first committed, no longer finds it overdue (its clock restarted).
 */
export async function escalateNextOverdue(db: Knex, now: Date): Promise<EscalationDone | null> {
  return db.transaction(async (trx) => {
    const row = await ServiceRequest.query(trx)
      .select('id', 'status', 'requestType', 'district', 'assignedTo', 'escalationLevel', 'dueAt')
      .whereIn('status', OPEN_STATUSES)
      .where('dueAt', '<=', now)
      .where('escalationLevel', '<', MAX_ESCALATION_LEVEL)
      .orderBy([{ column: 'dueAt' }, { column: 'id' }])
      .forUpdate()
      .skipLocked()
      .first();
    if (!row?.dueAt) return null;

    const level = row.escalationLevel + 1;
    const toUserId = (await officialAtLevel(trx, level, row.district)) ?? row.assignedTo;
    const overdueHours = Math.max(1, Math.ceil(await officeHoursElapsed(trx, new Date(row.dueAt), now)));
    const reason = `overdue by ${overdueHours} h`;
    // The clock restarts for the new level: a full standard response time from now.
    const sla = await slaFields(trx, row.requestType, now);
    await ServiceRequest.query(trx).findById(row.id).patch({ escalationLevel: level, assignedTo: toUserId, ...sla, updatedAt: now });
    await Escalation.query(trx).insert({ requestId: row.id, escalationLevel: level, fromUserId: row.assignedTo, toUserId, reason, escalatedAt: now });
    await RequestHistory.query(trx).insert({
      requestId: row.id,
      action: 'escalate',
      fromStatus: row.status,
      toStatus: row.status,
      notes: `${reason}: level ${level}`,
      userId: null,
      userRole: 'system',
      createdAt: now,
    });
    await enqueueRequestEvent(trx, row.id, 'escalated');
    return { requestId: row.id, level, fromUserId: row.assignedTo, toUserId, reason };
  });
}

/** Escalates every request overdue at the clock's now, one transaction each (at most `limit`). */
export async function escalateOverdue(db: Knex, clock: Clock = databaseClock, limit = 500): Promise<EscalationDone[]> {
  const now = await clock(db);
  const done: EscalationDone[] = [];
  while (done.length < limit) {
    const next = await escalateNextOverdue(db, now);
    if (!next) break;
    done.push(next);
  }
  return done;
}
