import { apiFetch } from '@cc/api-client';

/** The fields of a request the dashboard's Recent Requests shows (spec §2). */
export interface RecentRequest {
  id: number;
  requestId: string;
  title: string | null;
  requestType: string;
  status: string;
  description: string;
  district: string;
  constituency: string | null;
  vidhansabha: string | null;
  createdAt: string;
  assignee: { name: string; email: string | null } | null;
}

/** Spec §2/§9: the latest 10, newest first (GET /api/admin/requests keeps that order). */
export async function getRecentRequests(): Promise<RecentRequest[]> {
  const page = await apiFetch<{ items: RecentRequest[] }>('/api/admin/requests?limit=10');
  return page.items;
}
