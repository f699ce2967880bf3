import type { ResponseTemplate } from '@cc/types';
import type { Knex } from 'knex';

/**
 * Active free message templates offered as remarks. Templates bound to a workflow event (issue 5's
 * notifications) are left out: they already wrap the remark the citizen is sent, so offering them
 * as the remark would send it twice. Placeholders ({{name}}, {{requestId}}...) stay in the text:
 * the client fills them from the request it is acting on.
 */
export async function listResponseTemplates(db: Knex): Promise<ResponseTemplate[]> {
  return (await db('message_templates')
    .where({ isActive: true })
    .whereNull('event')
    .orderBy([{ column: 'category' }, { column: 'id' }])
    .select('id', 'category', 'title', 'titleHi', 'content', 'contentHi', 'language')) as ResponseTemplate[];
}
