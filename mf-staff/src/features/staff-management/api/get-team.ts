import { apiFetch, withQuery } from '@cc/api-client';
import type { Paged, StaffMember } from '@cc/types';

/** GET /api/staff/team: the staff of the viewer's district (all districts for a viewer without one). */
export function getTeam(query: { search: string; page: number }): Promise<Paged<StaffMember>> {
  return apiFetch<Paged<StaffMember>>(withQuery('/api/staff/team', { search: query.search, page: query.page, pageSize: 10 }));
}
