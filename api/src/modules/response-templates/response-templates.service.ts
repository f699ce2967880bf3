import type { Knex } from 'knex';

export interface ResponseTemplate {
  id: number;
  category: string;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
  language: 'en' | 'hi' | 'both';
}

/**
 * Active message templates offered as remarks. Placeholders ({{name}}, {{requestId}}...) stay in
 * the text: the client fills them from the request it is acting on.
 */
export async function listResponseTemplates(db: Knex): Promise<ResponseTemplate[]> {
  return (await db('message_templates')
    .where({ isActive: true })
    .orderBy([{ column: 'category' }, { column: 'id' }])
    .select('id', 'category', 'title', 'titleHi', 'content', 'contentHi', 'language')) as ResponseTemplate[];
}
