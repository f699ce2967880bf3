import { apiFetch } from '@cc/api-client';

/** What the admin action calls answer (spec §7): the server's message and its catalogue key. */
export interface DecisionResult {
  success: boolean;
  message?: string;
  messageKey?: string;
}

/** approve: remarks = the note to the official (office only), response = the message to the citizen; reject: reason = what the citizen reads. */
export type Decision =
  | { action: 'approve'; assignedTo: number; remarks?: string; response?: string }
  | { action: 'reject'; reason: string; internalNote?: string };

/** POST /api/admin/requests/:id/approve {assignedTo, remarks?, response?} or /reject {reason, internalNote?} (spec §7, one action call). */
export function decideRequest(id: number, decision: Decision): Promise<DecisionResult> {
  const { action, ...body } = decision;
  return apiFetch<DecisionResult>(`/api/admin/requests/${id}/${action}`, { method: 'POST', body, retrySafe: true });
}
