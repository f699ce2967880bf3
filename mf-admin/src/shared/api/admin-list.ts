import { apiFetch, withQuery } from '@cc/api-client';
import type { Paged } from '@cc/types';

/** Spec §9: the admin lists show 10 per page; the server pages and searches. */
export const ADMIN_PAGE_SIZE = 10;

/** GET /api/admin/{resource}?search=&page=&pageSize= → {items, total, page, pageSize}. */
export function fetchAdminPage<T>(resource: string, query: { search: string; page: number; pageSize: number }): Promise<Paged<T>> {
  return apiFetch<Paged<T>>(withQuery(`/api/admin/${resource}`, { search: query.search, page: query.page, pageSize: query.pageSize }));
}

/** Spec §7: downloads open in a new tab; the server answers with Content-Disposition: attachment. */
export function openDownload(path: string): void {
  window.open(path, '_blank', 'noopener');
}
