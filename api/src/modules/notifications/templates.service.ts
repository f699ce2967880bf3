import type { Knex } from 'knex';
import { renderTemplate, type PlaceholderValues } from './render-template';

export type Channel = 'email' | 'sms';
export type Language = 'hi' | 'en';

export interface TemplateRow {
  id: number;
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
  return db('message_templates')
    .where({ event, type: channel, isActive: true })
    .whereIn('language', [language, 'both'])
    .orderByRaw('(language = ?) desc, id', [language])
    .first('id', 'title', 'titleHi', 'content', 'contentHi', 'language');
}

/** Subject (e-mail only) and body in `language`; any missing placeholder fails the message. */
export function renderMessage(template: TemplateRow, channel: Channel, language: Language, values: PlaceholderValues): RenderedMessage {
  const hindi = language === 'hi' && template.language !== 'en';
  const body = renderTemplate((hindi ? template.contentHi : null) ?? template.content, values);
  const subject = channel === 'email' ? renderTemplate((hindi ? template.titleHi : null) ?? template.title, values) : null;
  const missing = [...(body.ok ? [] : body.missing), ...(subject && !subject.ok ? subject.missing : [])];
  if (missing.length || !body.ok) {
    return { ok: false, templateId: template.id, reason: `missing placeholder value: ${[...new Set(missing)].join(', ')}` };
  }
  return { ok: true, templateId: template.id, subject: subject?.ok ? subject.text : null, body: body.text };
}
