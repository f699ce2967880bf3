import { apiFetch } from '@cc/api-client';
import type { SystemSettings, SystemSettingsInput } from '@cc/types';

/** PUT /api/admin/system-settings: only the fields sent change. */
export const putSystemSettings = (body: SystemSettingsInput) => apiFetch<SystemSettings>('/api/admin/system-settings', { method: 'PUT', body });
