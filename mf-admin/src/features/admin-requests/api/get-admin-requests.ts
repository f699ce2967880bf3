import { apiFetch, withQuery } from '@cc/api-client';
import type { Paged, RequestListItem } from '@cc/types';
import { ADMIN_PAGE_SIZE } from '../../../shared/api/admin-list';

/** Spec §2 admin requests: the status filter's choices ('all' sends none). */
export const STATUS_FILTERS = ['all', 'pending', 'in_progress', 'resolved', 'escalated', 'rejected'] as const;
/** Spec §2: the priority filter's choices; 'urgent' is a label no request can have (spec §4 derives three). */
export const PRIORITY_FILTERS = ['all', 'low', 'medium', 'high', 'urgent'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export interface AdminRequestQuery {
  /** Request id, title, citizen name or district (the server searches all four). */
  search: string;
  status: StatusFilter;
  priority: PriorityFilter;
  page: number;
}

/** GET /api/admin/requests?q=&status=&priority=&page=&pageSize=10 → {items, total, page, pageSize}. */
export function getAdminRequests(query: AdminRequestQuery): Promise<Paged<RequestListItem>> {
  return apiFetch<Paged<RequestListItem>>(
    withQuery('/api/admin/requests', {
      q: query.search,
      status: query.status === 'all' ? undefined : query.status,
      priority: query.priority === 'all' ? undefined : query.priority,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    }),
  );
}
