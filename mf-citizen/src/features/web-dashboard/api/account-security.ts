import { apiFetch } from '@cc/api-client';
import type { AccountSessionList } from '@cc/types';
import type { PasswordChange } from '@cc/validation';

/** GET /api/users/me/sessions: this account's live sessions, this device first. */
export function getAccountSessions(): Promise<AccountSessionList> {
  return apiFetch<AccountSessionList>('/api/users/me/sessions');
}

/** DELETE /api/users/me/sessions/:id: logs that device out. */
export function endAccountSession(id: string): Promise<{ success: true }> {
  return apiFetch<{ success: true }>(`/api/users/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/users/me/sessions/end-others: logs out every device but this one. */
export function endOtherAccountSessions(): Promise<{ ended: number }> {
  return apiFetch<{ ended: number }>('/api/users/me/sessions/end-others', { method: 'POST' });
}

/** POST /api/users/me/password: the server also logs out every other device. */
export function changePassword(input: PasswordChange): Promise<{ success: true; endedSessions: number }> {
  return apiFetch<{ success: true; endedSessions: number }>('/api/users/me/password', { method: 'POST', body: input });
}
