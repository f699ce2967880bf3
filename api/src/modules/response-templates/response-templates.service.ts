import type { ResponseTemplate } from '@cc/types';
import { unknownPlaceholders } from '@cc/validation';
import type { Knex } from 'knex';
import { MessageTemplateRow } from '../admin-templates/message-template.model';

/**
 * Active free message templates offered as remarks. Templates bound to a workflow event (the citizen's
 * notifications, docs/decisions/0051-notification-outbox-and-templates.md) are left out: they already wrap the remark the citizen is sent, so offering them
 * as the remark would send it twice. Placeholders ({{name}}, {{requestId}}...) stay in the text:
 * the client fills them from the request through the shared renderer (libs/validation
 * message-templates.ts). A template with a placeholder no remark can fill (one saved before the
 * rule) is left out too: staff could never use it.
 */
export async function listResponseTemplates(db: Knex): Promise<ResponseTemplate[]> {
  const rows = (await MessageTemplateRow.query(db)
    .where({ isActive: true })
    .whereNull('event')
    .orderBy([{ column: 'category' }, { column: 'id' }])
    .select('id', 'category', 'title', 'titleHi', 'content', 'contentHi', 'language')) as unknown as ResponseTemplate[];
  return rows.filter((row) => [row.content, row.contentHi ?? ''].every((text) => unknownPlaceholders(text, 'remark').length === 0));
}
