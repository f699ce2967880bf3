import { apiFetch } from '@cc/api-client';
import type { Inbox } from '@cc/types';

export function markInboxRead(): Promise<Inbox> {
  return apiFetch<Inbox>('/api/staff/inbox/read', { method: 'POST' });
}
