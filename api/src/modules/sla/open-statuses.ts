/** Statuses whose SLA clock runs (the partial index requests_open_due_idx covers exactly these). */
export const OPEN_STATUSES = ['pending', 'escalated', 'in_progress', 'assigned'] as const;
export const isOpenStatus = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);
/** Spec §3: escalationLevel runs 0-5. */
export const MAX_ESCALATION_LEVEL = 5;

/** Open and past its due time at `now`. */
export function isOverdue(row: { status: string; dueAt: Date | string | null }, now: Date): boolean {
  return isOpenStatus(row.status) && row.dueAt != null && new Date(row.dueAt).getTime() <= now.getTime();
}
