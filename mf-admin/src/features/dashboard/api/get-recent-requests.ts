import { apiFetch } from '@cc/api-client';
import type { RequestListItem } from '@cc/types';

/** The fields of a request the dashboard's Recent Requests shows (spec §2), as the list answers them. */
export type RecentRequest = Pick<
  RequestListItem,
  'id' | 'requestId' | 'title' | 'requestType' | 'status' | 'description' | 'district' | 'constituency' | 'vidhansabha' | 'createdAt' | 'assignee'
>;

/** Spec §2/§9: the latest 10, newest first (GET /api/admin/requests keeps that order). */
export async function getRecentRequests(): Promise<RecentRequest[]> {
  const page = await apiFetch<{ items: RecentRequest[] }>('/api/admin/requests?limit=10');
  return page.items;
}
