import { apiFetch } from '@cc/api-client';
import type { Inbox } from '@cc/types';

export function getInbox(): Promise<Inbox> {
  return apiFetch<Inbox>('/api/staff/inbox');
}
