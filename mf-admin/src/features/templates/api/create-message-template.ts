import { apiFetch } from '@cc/api-client';
import type { MessageTemplate, MessageTemplateInput } from '@cc/types';

/** POST /api/admin/message-templates (spec §7; templates are searched and added only). */
export const createMessageTemplate = (body: MessageTemplateInput) =>
  apiFetch<MessageTemplate>('/api/admin/message-templates', { method: 'POST', body, retrySafe: true });
