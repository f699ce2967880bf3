/** Statuses whose SLA clock runs (the partial index requests_open_due_idx covers exactly these). */
export const OPEN_STATUSES = ['pending', 'escalated', 'in_progress', 'assigned'] as const;
export const isOpenStatus = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);
/** Spec §3: escalationLevel runs 0-5. */
export const MAX_ESCALATION_LEVEL = 5;

/**
 * The one definition of "overdue" (the request DTO's `isOverdue`, the admin timeline's metrics):
 * the SLA clock, running while open and stopped at resolution, reached the due time. So a
 * request resolved late stays overdue; a rejected one has no resolution to be late with. The
 * worklist filters and counts (`?overdue=true`, stats, reports) select the open ones of these.
 */
export function isOverdue(row: { status: string; dueAt: Date | string | null; resolvedAt?: Date | string | null }, now: Date): boolean {
  if (row.dueAt == null) return false;
  const resolved = row.status === 'resolved';
  if (!resolved && !isOpenStatus(row.status)) return false;
  const end = resolved && row.resolvedAt ? new Date(row.resolvedAt) : now;
  return new Date(row.dueAt).getTime() <= end.getTime();
}
