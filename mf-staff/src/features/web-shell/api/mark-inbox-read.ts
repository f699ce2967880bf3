import { apiFetch } from '@cc/api-client';
import type { Inbox } from './get-inbox';

export function markInboxRead(): Promise<Inbox> {
  return apiFetch<Inbox>('/api/staff/inbox/read', { method: 'POST' });
}
