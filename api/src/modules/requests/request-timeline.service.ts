import type { Knex } from 'knex';
import { databaseClock, type Clock } from '../sla/clock';
import { isOverdue } from '../sla/open-statuses';
import { FALLBACK_RESPONSE_HOURS, officeHoursElapsed } from '../sla/sla.service';
import { getRequestDetail } from './request-read.service';
import type { Viewer } from './request-scope';

export { FALLBACK_RESPONSE_HOURS };

const round1 = (hours: number) => Math.round(hours * 10) / 10;

/**
 * The spec §3 timeline response for the admin detail dialog. The metrics use the SLA clock
 * (office hours, modules/sla): elapsed time runs from the start of the current SLA period
 * (submission, or the last escalation) to resolution, or now while open; overdue is the one
 * definition of modules/sla (a request resolved late stays overdue).
 */
export async function requestTimeline(db: Knex, viewer: Viewer, id: number, clock: Clock = databaseClock) {
  const request = await getRequestDetail(db, viewer, id);
  const [now, sla, type, submitter, assignedUser, escalations, history] = await Promise.all([
    clock(db),
    db('requests').where({ id }).first('slaStartedAt', 'dueAt') as Promise<{ slaStartedAt: Date | null; dueAt: Date | null }>,
    db('request_types').where({ name: request.requestType }).first('standardResponseTime'),
    request.submitterId ? db('users').where({ id: request.submitterId }).first('name', 'role') : null,
    request.assignedTo ? db('users').where({ id: request.assignedTo }).first('name', 'role') : null,
    db('escalations as e')
      .leftJoin('users as f', 'f.id', 'e.fromUserId')
      .leftJoin('users as t', 't.id', 'e.toUserId')
      .where('e.requestId', id)
      .orderBy([{ column: 'e.escalatedAt' }, { column: 'e.id' }])
      .select('e.id', 'e.escalationLevel', 'f.name as fromUserName', 'f.role as fromUserRole', 't.name as toUserName', 't.role as toUserRole', 'e.reason', 'e.escalatedAt'),
    db('request_history as h')
      .leftJoin('users as u', 'u.id', 'h.userId')
      .where('h.requestId', id)
      .orderBy([{ column: 'h.createdAt' }, { column: 'h.id' }])
      .select('h.id', 'h.action', 'h.notes', 'u.name as userName', 'h.userRole', 'h.createdAt'),
  ]);
  const standard = Number(type?.standardResponseTime) || FALLBACK_RESPONSE_HOURS;
  const end = request.resolvedAt ? new Date(request.resolvedAt) : now;
  const start = new Date(sla?.slaStartedAt ?? request.submittedAt);
  const timeElapsed = round1(await officeHoursElapsed(db, start, end));
  const closed = request.status === 'resolved' || request.status === 'rejected';
  const dueAt = sla?.dueAt ? new Date(sla.dueAt) : null;
  return {
    request,
    timeMetrics: {
      timeElapsed,
      standardResponseTimeHours: standard,
      isOverdue: isOverdue({ status: request.status, dueAt, resolvedAt: request.resolvedAt }, now),
      isClosed: closed,
      dueAt: dueAt?.toISOString() ?? null,
      slaStartedAt: start.toISOString(),
      clock: 'office-hours' as const,
    },
    submitter: submitter ? { name: submitter.name, role: submitter.role } : { name: request.name, role: request.submitterType },
    assignedUser: assignedUser ? { name: assignedUser.name, role: assignedUser.role } : null,
    escalations: escalations.map((e: Record<string, unknown>) => ({ ...e, escalatedAt: new Date(e.escalatedAt as string).toISOString() })),
    history: history.map((h: Record<string, unknown>) => ({
      id: h.id,
      action: h.action,
      notes: h.notes ?? null,
      userName: h.userName ?? (h.userRole === 'public' ? request.name : null),
      userRole: h.userRole ?? null,
      timestamp: new Date(h.createdAt as string).toISOString(),
    })),
  };
}
