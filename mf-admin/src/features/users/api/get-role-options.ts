import { apiFetch } from '@cc/api-client';
import type { AdminRole, Page } from '../../../shared/api/admin-types';

/** The roles the user form offers: one page big enough for every role an office defines. */
export async function getRoleOptions(): Promise<AdminRole[]> {
  const page = await apiFetch<Page<AdminRole>>('/api/admin/roles?pageSize=100');
  return page.items;
}
