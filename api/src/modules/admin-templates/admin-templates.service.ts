import type { MessageTemplate, MessageTemplateInput, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { MessageTemplateRow } from './message-template.model';

export type MessageTemplateFields = Required<MessageTemplateInput>;

function toDto(row: MessageTemplateRow): MessageTemplate {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    title: row.title,
    titleHi: row.titleHi ?? null,
    content: row.content,
    contentHi: row.contentHi ?? null,
    language: row.language,
    isActive: row.isActive,
  };
}

export async function listTemplates(db: Knex, query: PageQuery): Promise<Paged<MessageTemplate>> {
  const rows = MessageTemplateRow.query(db).orderBy('id', 'desc');
  whereContainsAny(rows, query.search, ['title', "coalesce(title_hi, '')", 'category']);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toDto);
}

/** Spec §2: templates are added only (the workflow's event templates come from migrations). */
export async function createTemplate(db: Knex, actor: Actor, input: MessageTemplateFields): Promise<MessageTemplate> {
  return db.transaction(async (trx) => {
    const template = toDto(await MessageTemplateRow.query(trx).insertAndFetch(input));
    await recordAudit(trx, actor, { action: 'create', entity: 'message-template', entityId: template.id, after: { ...template } });
    return template;
  });
}
