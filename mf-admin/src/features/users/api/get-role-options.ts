import { apiFetch } from '@cc/api-client';
import type { Role, Paged } from '@cc/types';

/** The roles the user form offers: one page big enough for every role an office defines. */
export async function getRoleOptions(): Promise<Role[]> {
  const page = await apiFetch<Paged<Role>>('/api/admin/roles?pageSize=100');
  return page.items;
}
