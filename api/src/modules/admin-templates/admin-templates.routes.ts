import type { MessageTemplate, MessageTemplateInput } from '@cc/types';
import { messageTemplateSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { registerAuditedResource, type AuditedResource } from '../../lib/audited-resource';
import type { AppRouter } from '../../middleware/require-role';
import { MessageTemplateRow } from './message-template.model';

const toDto = (row: MessageTemplateRow): MessageTemplate => ({
  id: row.id,
  type: row.type,
  category: row.category,
  title: row.title,
  titleHi: row.titleHi ?? null,
  content: row.content,
  contentHi: row.contentHi ?? null,
  language: row.language,
  isActive: row.isActive,
});

/**
 * Spec §7 Admin message templates: list and add only (spec §2; the workflow's event templates come
 * from migrations). The schema refuses a placeholder a staff remark cannot fill (libs/validation
 * message-templates.ts), so no saved template sends a sentence with a hole.
 */
export const adminMessageTemplates: AuditedResource<MessageTemplateRow, MessageTemplate, Required<MessageTemplateInput>> = {
  path: '/api/admin/message-templates',
  model: MessageTemplateRow,
  entity: 'message-template',
  schema: messageTemplateSchema,
  toDto,
  searchColumns: ['title', "coalesce(title_hi, '')", 'category'],
  listOrder: [{ column: 'id', order: 'desc' }],
};

export function adminTemplatesRouter(): AppRouter {
  const router = createRouter();
  registerAuditedResource(router, adminMessageTemplates);
  return router;
}
