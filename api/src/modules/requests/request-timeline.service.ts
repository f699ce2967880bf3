import type { Knex } from 'knex';
import type { RequestTimeline } from '@cc/types';
import { storedRemarkText } from '@cc/validation';
import { databaseClock, type Clock } from '../sla/clock';
import { isOverdue } from '../sla/open-statuses';
import { FALLBACK_RESPONSE_HOURS, officeHoursElapsed } from '../sla/sla.service';
import { notFound } from '../../lib/http-error';
import { RequestType } from '../admin-request-types/request-type.model';
import { toRequestDto } from './request-dto';
import { ServiceRequest } from './request.model';
import { canSee, type Viewer } from './request-scope';

export { FALLBACK_RESPONSE_HOURS };

const round1 = (hours: number) => Math.round(hours * 10) / 10;

/**
 * The spec §3 timeline response for the admin detail dialog. The metrics use the SLA clock
 * (office hours, modules/sla): elapsed time runs from the start of the current SLA period
 * (submission, or the last escalation) to resolution, or now while open; overdue is the one
 * definition of modules/sla (a request resolved late stays overdue).
 */
export async function requestTimeline(db: Knex, viewer: Viewer, id: number, clock: Clock = databaseClock): Promise<RequestTimeline> {
  const row = await ServiceRequest.query(db).findById(id).withGraphFetched('[assignee, submitter, history.user, escalations.[fromUser, toUser]]');
  if (!row || !canSee(viewer, row)) throw notFound();
  const request = toRequestDto(row, viewer, { assignee: row.assignee, history: row.history });
  const [now, type] = await Promise.all([clock(db), RequestType.query(db).where({ name: row.requestType }).select('standardResponseTime').first()]);
  const standard = Number(type?.standardResponseTime) || FALLBACK_RESPONSE_HOURS;
  const end = request.resolvedAt ? new Date(request.resolvedAt) : now;
  const start = new Date(row.slaStartedAt ?? request.submittedAt);
  const timeElapsed = round1(await officeHoursElapsed(db, start, end));
  const closed = request.status === 'resolved' || request.status === 'rejected';
  const dueAt = row.dueAt ? new Date(row.dueAt) : null;
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
    submitter: row.submitter ? { name: row.submitter.name, role: row.submitter.role } : { name: request.name, role: request.submitterType },
    assignedUser: row.assignee ? { name: row.assignee.name, role: row.assignee.role } : null,
    escalations: (row.escalations ?? []).map((e) => ({
      id: e.id,
      escalationLevel: e.escalationLevel,
      fromUserName: e.fromUser?.name ?? null,
      fromUserRole: e.fromUser?.role ?? null,
      toUserName: e.toUser?.name ?? null,
      toUserRole: e.toUser?.role ?? null,
      reason: e.reason,
      escalatedAt: new Date(e.escalatedAt).toISOString(),
    })),
    history: (row.history ?? []).map((h) => ({
      id: h.id,
      action: h.action,
      notes: storedRemarkText(h.notes, h.notesKey, viewer.language ?? 'hi'),
      notesKey: h.notesKey ?? null,
      internalNote: h.internalNote ?? null,
      userName: h.user?.name ?? (h.userRole === 'public' ? request.name : null),
      userRole: h.userRole ?? null,
      timestamp: new Date(h.createdAt).toISOString(),
    })),
  };
}
