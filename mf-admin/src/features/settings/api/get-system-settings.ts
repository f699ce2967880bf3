import { apiFetch } from '@cc/api-client';
import type { SystemSettings } from '@cc/types';

/** GET /api/admin/system-settings (spec §7): SLA clock, default response time, contact, transports. */
export const getSystemSettings = () => apiFetch<SystemSettings>('/api/admin/system-settings');
