import { apiFetch } from '@cc/api-client';
import type { AdminUser, AdminUserCreateInput } from '@cc/types';

/** POST /api/admin/users (spec §7). */
export const createUser = (body: AdminUserCreateInput) => apiFetch<AdminUser>('/api/admin/users', { method: 'POST', body, retrySafe: true });
