import type { Knex } from 'knex';
import { renderMessageTemplate, templateUseOf, type PlaceholderValues } from '@cc/validation';
import { MessageTemplateRow } from '../admin-templates/message-template.model';

export type Channel = 'email' | 'sms';
export type Language = 'hi' | 'en';

export interface TemplateRow {
  id: number;
  event: string;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
  language: 'en' | 'hi' | 'both';
}

export type RenderedMessage =
  | { ok: true; templateId: number; subject: string | null; body: string }
  | { ok: false; templateId: number | null; reason: string };

/** The active template for the event and channel in the citizen's language; 'both' is the fallback. */
export async function findTemplate(db: Knex, event: string, channel: Channel, language: Language): Promise<TemplateRow | undefined> {
  return (await MessageTemplateRow.query(db)
    .where({ event, type: channel, isActive: true })
    .whereIn('language', [language, 'both'])
    // raw: the reader's own language before 'both', an expression order.
    .orderByRaw('(language = ?) desc, id', [language])
    .select('id', 'event', 'title', 'titleHi', 'content', 'contentHi', 'language')
    .first()) as TemplateRow | undefined;
}

/**
 * Subject (e-mail only) and body in `language`, through the shared renderer with the placeholders
 * of the template's event: a missing value or a placeholder the event does not fill fails the message.
 */
export function renderMessage(template: TemplateRow, channel: Channel, language: Language, values: PlaceholderValues): RenderedMessage {
  const use = templateUseOf(template.event);
  if (!use) return { ok: false, templateId: template.id, reason: `no placeholder list for event ${template.event}` };
  const hindi = language === 'hi' && template.language !== 'en';
  const body = renderMessageTemplate((hindi ? template.contentHi : null) ?? template.content, use, values);
  const subject = channel === 'email' ? renderMessageTemplate((hindi ? template.titleHi : null) ?? template.title, use, values) : null;
  const failed = [body, ...(subject ? [subject] : [])].flatMap((part) => (part.ok ? [] : [part]));
  const unknown = [...new Set(failed.flatMap((part) => part.unknown))];
  const missing = [...new Set(failed.flatMap((part) => part.missing))];
  if (unknown.length) return { ok: false, templateId: template.id, reason: `placeholder not filled for event ${template.event}: ${unknown.join(', ')}` };
  if (missing.length || !body.ok) return { ok: false, templateId: template.id, reason: `missing placeholder value: ${missing.join(', ')}` };
  return { ok: true, templateId: template.id, subject: subject?.ok ? subject.text : null, body: body.text };
}
