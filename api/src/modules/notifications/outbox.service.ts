import type { Knex } from 'knex';
import type { PlaceholderValues } from './render-template';
import { findTemplate, renderMessage, type Channel, type Language } from './templates.service';

export const REQUEST_EVENTS = ['received', 'forwarded', 'assigned', 'rejected', 'resolved', 'escalated'] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

export interface OutboxMessage {
  channel: Channel;
  recipient: string;
  event: string;
  language: Language;
  values: PlaceholderValues;
  /** One row per logical notification, whichever process or retry writes it (unique). */
  dedupeKey: string;
  requestId?: number | null;
  userId?: number | null;
}

/**
 * Writes one notification into the outbox inside the caller's transaction, rendered now: the
 * message says what was true when the change committed. Without a template, or with a missing
 * placeholder value, the row is stored as failed with the reason and is never sent.
 */
export async function enqueueMessage(trx: Knex, message: OutboxMessage): Promise<void> {
  const template = await findTemplate(trx, message.event, message.channel, message.language);
  const rendered = template
    ? renderMessage(template, message.channel, message.language, message.values)
    : ({ ok: false, templateId: null, reason: `no active ${message.channel} template for event ${message.event}` } as const);
  await trx('notification_outbox')
    .insert({
      channel: message.channel,
      recipient: message.recipient,
      template: rendered.templateId === null ? null : String(rendered.templateId),
      payload: JSON.stringify(message.values),
      dedupeKey: message.dedupeKey,
      status: rendered.ok ? 'pending' : 'failed',
      lastError: rendered.ok ? null : rendered.reason,
      event: message.event,
      requestId: message.requestId ?? null,
      userId: message.userId ?? null,
      language: message.language,
      subject: rendered.ok ? rendered.subject : null,
      body: rendered.ok ? rendered.body : null,
    })
    .onConflict('dedupeKey')
    .ignore();
}

interface RequestContact {
  id: number;
  requestId: string;
  name: string;
  phone: string | null;
  email: string | null;
  response: string | null;
  escalationLevel: number;
  submitterId: number | null;
  submitterType: string;
}

interface SubmitterChoices {
  email: string | null;
  phone: string | null;
  notifyEmail: boolean;
  notifySms: boolean;
  preferredLanguage: Language;
}

/**
 * The citizen's notifications for a step of their request, in their language, on the channels
 * they chose (one small call from each workflow service, inside its transaction). The contact
 * details are the ones given on the request; an anonymous filer, or one filed by staff for
 * someone, gets Hindi (spec §9 default) on every channel the request has a contact for.
 */
export async function enqueueRequestEvent(trx: Knex, requestId: number, event: RequestEvent): Promise<void> {
  const request = (await trx('requests')
    .where({ id: requestId })
    .first('id', 'requestId', 'name', 'phone', 'email', 'response', 'escalationLevel', 'submitterId', 'submitterType')) as RequestContact | undefined;
  if (!request) return;
  // The account's choices and contacts are the citizen's only when the citizen filed it; a staff
  // member filing for someone must not receive that person's messages.
  const submitter = request.submitterId && request.submitterType === 'citizen'
    ? ((await trx('users')
        .where({ id: request.submitterId })
        .first('email', 'phone', 'notifyEmail', 'notifySms', 'preferredLanguage')) as SubmitterChoices | undefined)
    : undefined;
  const language: Language = submitter?.preferredLanguage ?? 'hi';
  const values: PlaceholderValues = {
    name: request.name,
    requestId: request.requestId,
    remarks: request.response,
    response: request.response,
    level: request.escalationLevel,
  };
  // Escalation happens once per level; every other event at most once per request.
  const occurrence = event === 'escalated' ? `${event}-L${request.escalationLevel}` : event;
  const targets: Array<[Channel, string | null | undefined, boolean]> = [
    ['email', request.email ?? submitter?.email, submitter?.notifyEmail ?? true],
    ['sms', request.phone ?? submitter?.phone, submitter?.notifySms ?? true],
  ];
  for (const [channel, recipient, wanted] of targets) {
    if (!wanted || !recipient) continue;
    await enqueueMessage(trx, {
      channel,
      recipient,
      event,
      language,
      values,
      dedupeKey: `request-${request.id}-${occurrence}-${channel}`,
      requestId: request.id,
      userId: submitter ? request.submitterId : null,
    });
  }
}
