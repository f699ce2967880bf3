import { apiFetch } from '@cc/api-client';

/** POST /api/admin/message-templates (spec §7; templates are searched and added only). */
export const createMessageTemplate = (body: Record<string, unknown>) => apiFetch('/api/admin/message-templates', { method: 'POST', body, retrySafe: true });
