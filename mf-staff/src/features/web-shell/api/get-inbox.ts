import { apiFetch } from '@cc/api-client';

export interface InboxItem {
  kind: 'assignment' | 'overdue';
  id: number;
  requestId: string;
  title: string | null;
  status: string;
  at: string;
  unread: boolean;
}

export interface Inbox {
  unread: number;
  items: InboxItem[];
}

export function getInbox(): Promise<Inbox> {
  return apiFetch<Inbox>('/api/staff/inbox');
}
