import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder } from 'objection';
import { storedRemarkText, type PlaceholderValues } from '@cc/validation';
import { trackLinks } from '../public-track/track-links';
import { ServiceRequest } from '../requests/request.model';
import { OutboxEntry } from './outbox-entry.model';
import { findTemplate, renderMessage, type Channel, type Language, type RenderedMessage, type TemplateRow } from './templates.service';

export const REQUEST_EVENTS = ['received', 'forwarded', 'assigned', 'rejected', 'resolved', 'escalated', 'reopened'] as const;
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
  /**
   * A line the body must carry whatever the (admin-editable) template says: appended on its own
   * line when the template did not place it through a placeholder (the request's track link).
   */
  requiredLine?: string;
}

function withRequiredLine(rendered: RenderedMessage, line: string | undefined): RenderedMessage {
  if (!rendered.ok || !line || rendered.body.includes(line)) return rendered;
  return { ...rendered, body: `${rendered.body.trimEnd()}\n${line}` };
}

// Bind parameters per INSERT stay far below PostgreSQL's 65,535 (13 columns a row).
const INSERT_CHUNK = 1000;

/**
 * Writes notifications into the outbox inside the caller's transaction, rendered now: a message
 * says what was true when the change committed. Without a template, or with a missing
 * placeholder value, the row is stored as failed with the reason and is never sent. Each template
 * is looked up once per (event, channel, language) and the rows go in one INSERT (per chunk).
 */
export async function enqueueMessages(trx: Knex, messages: readonly OutboxMessage[]): Promise<void> {
  const templates = new Map<string, TemplateRow | undefined>();
  const rows: PartialModelObject<OutboxEntry>[] = [];
  for (const message of messages) {
    const key = `${message.event}|${message.channel}|${message.language}`;
    if (!templates.has(key)) templates.set(key, await findTemplate(trx, message.event, message.channel, message.language));
    const template = templates.get(key);
    const rendered: RenderedMessage = template
      ? withRequiredLine(renderMessage(template, message.channel, message.language, message.values), message.requiredLine)
      : { ok: false, templateId: null, reason: `no active ${message.channel} template for event ${message.event}` };
    rows.push({
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
    });
  }
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    await OutboxEntry.query(trx).insert(rows.slice(at, at + INSERT_CHUNK)).onConflict('dedupeKey').ignore();
  }
}

/** One notification (see enqueueMessages). */
export async function enqueueMessage(trx: Knex, message: OutboxMessage): Promise<void> {
  await enqueueMessages(trx, [message]);
}

/** A request's contact details with its citizen submitter's account choices (null when none). */
export interface RequestContact {
  id: number;
  requestId: string;
  name: string;
  phone: string | null;
  email: string | null;
  response: string | null;
  /** Set when the response is a default remark (migration 027): sent in the citizen's language. */
  responseKey: string | null;
  /** The page language an anonymous filer filed from (migration 027). */
  language: Language | null;
  escalationLevel: number;
  submitterId: number | null;
  accountId: number | null;
  accountEmail: string | null;
  accountPhone: string | null;
  notifyEmail: boolean | null;
  notifySms: boolean | null;
  preferredLanguage: Language | null;
  /** How many times the citizen reopened it (request_reopens): each round of the workflow notifies afresh. */
  reopens: number;
}

/**
 * The citizen's notifications for a step of their request, in their language, on the channels
 * they chose (one small call from each workflow service, inside its transaction). The contact
 * details are the ones given on the request; an anonymous filer, or one filed by staff for
 * someone, gets Hindi (spec §9 default) on every channel the request has a contact for.
 */
export async function enqueueRequestEvent(trx: Knex, requestId: number, event: RequestEvent): Promise<void> {
  await enqueueRequestEvents(trx, [requestId], event);
}

/**
 * enqueueRequestEvent for many requests at once (the escalation sweep's batch): one read of the
 * requests and their submitters, one INSERT of the messages. Reads the rows as they are now in
 * the transaction, so call it after the change (the escalated level is the new one). The citizens
 * of requests closed as duplicates of these (`duplicate_of_id`, migration 018) get a
 * 'followed_update' message in the same INSERT.
 */
export async function enqueueRequestEvents(trx: Knex, requestIds: readonly number[], event: RequestEvent): Promise<void> {
  if (!requestIds.length) return;
  const requests = await requestContacts(trx, (query) => query.whereIn('requests.id', requestIds));
  // The citizens of duplicates follow their original's later steps, not its filing (they filed their own).
  const followers = event === 'received' ? [] : await followerContacts(trx, requestIds);
  await enqueueMessages(trx, [
    ...requests.flatMap((request) => requestEventMessages(request, event)),
    ...followers.flatMap((follower) => followerMessages(follower, event)),
  ]);
}

/**
 * Requests' contact details with their citizen submitters' account choices, oldest first. The
 * account's choices and contacts are the citizen's only when the citizen filed it; a staff member
 * filing for someone must not receive that person's messages.
 */
export async function requestContacts(trx: Knex, which: (query: QueryBuilder<ServiceRequest>) => void, ...extra: Array<string | Knex.Raw>): Promise<RequestContact[]> {
  // An explicit join, not the `submitter` relation: the account is the citizen's only when a citizen filed it.
  const query = ServiceRequest.query(trx)
    .leftJoin('users', function joinCitizenSubmitter() {
      this.on('users.id', '=', 'requests.submitterId').andOnVal('requests.submitterType', '=', 'citizen');
    })
    .orderBy('requests.id')
    .select(
      'requests.id',
      'requests.requestId',
      'requests.name',
      'requests.phone',
      'requests.email',
      'requests.response',
      'requests.responseKey',
      'requests.language',
      'requests.escalationLevel',
      'requests.submitterId',
      'users.id as accountId',
      'users.email as accountEmail',
      'users.phone as accountPhone',
      'users.notifyEmail',
      'users.notifySms',
      'users.preferredLanguage',
      // raw: an aggregate (the reopen count) in the same read.
      trx.raw('(select count(*)::int from request_reopens o where o.request_id = requests.id) as reopens'),
      ...extra,
    );
  which(query);
  return (await query) as unknown as RequestContact[];
}

/** A duplicate's contact with the code and id of the original it follows. */
type FollowerContact = RequestContact & { originalId: number; originalCode: string; originalLevel: number; originalReopens: number };

function followerContacts(trx: Knex, originalIds: readonly number[]): Promise<FollowerContact[]> {
  return requestContacts(
    trx,
    (query) => query.join('requests as originals', 'originals.id', 'requests.duplicateOfId').whereIn('requests.duplicateOfId', originalIds),
    'originals.id as originalId',
    'originals.requestId as originalCode',
    'originals.escalationLevel as originalLevel',
    // raw: an aggregate (the original's reopen count) in the same read.
    trx.raw('(select count(*)::int from request_reopens o where o.request_id = originals.id) as original_reopens'),
  ) as Promise<FollowerContact[]>;
}

/**
 * The language of a request's messages: the citizen account's choice; for an anonymous filer the
 * page they filed from when the request recorded it; else Hindi (spec §9 default), as for a
 * request staff filed for someone.
 */
export function messageLanguage(request: Pick<RequestContact, 'accountId' | 'preferredLanguage' | 'language'>): Language {
  return (request.accountId !== null ? request.preferredLanguage : request.language) ?? 'hi';
}

/**
 * Who gets a request's message: its e-mail and phone as given on the request, else the account's,
 * each when the account did not turn that channel off, in messageLanguage.
 */
export function contactMessages(
  request: RequestContact,
  message: { event: string; values: PlaceholderValues; occurrence: string; requiredLine: string },
): OutboxMessage[] {
  const account = request.accountId !== null;
  const language = messageLanguage(request);
  const targets: Array<[Channel, string | null, boolean]> = [
    ['email', request.email ?? request.accountEmail, request.notifyEmail ?? true],
    ['sms', request.phone ?? request.accountPhone, request.notifySms ?? true],
  ];
  return targets
    .filter(([, recipient, wanted]) => wanted && recipient)
    .map(([channel, recipient]) => ({
      channel,
      recipient: recipient!,
      event: message.event,
      language,
      values: message.values,
      dedupeKey: `request-${request.id}-${message.occurrence}-${channel}`,
      requestId: request.id,
      userId: account ? request.submitterId : null,
      requiredLine: message.requiredLine,
    }));
}

// Escalation happens once per level; every other event at most once per request and round (a
// reopened request is resolved again, and reopened a second time: round 0 keeps the old keys).
function occurrenceOf(event: RequestEvent, level: number, reopens: number): string {
  const step = event === 'escalated' ? `${event}-L${level}` : event;
  return reopens > 0 ? `${step}-R${reopens}` : step;
}

function requestEventMessages(request: RequestContact, event: RequestEvent): OutboxMessage[] {
  // Every citizen message opens the request's status without typing (docs/decisions/0018-request-tracking-without-login.md).
  const trackUrl = trackLinks().urlFor(request.requestId);
  const values: PlaceholderValues = {
    trackUrl,
    name: request.name,
    requestId: request.requestId,
    // {{remarks}} and {{requestCode}} are synonyms the renderer resolves (libs/validation message-templates.ts).
    response: storedRemarkText(request.response, request.responseKey, messageLanguage(request)),
    level: request.escalationLevel,
  };
  return contactMessages(request, { event, values, occurrence: occurrenceOf(event, request.escalationLevel, request.reopens), requiredLine: trackUrl });
}

/**
 * A follower's message for a step of the original: their own name and code, the original's code,
 * and the follower's OWN track link, which shows the original's public status; nothing of the
 * original's citizen and no link to the original (with it they could read its remark, rate and
 * reopen it). Once per step of the original, on the follower's row (dedupe key). The stored
 * templates call the link `{{originalTrackUrl}}`; it is filled with the follower's own link.
 */
function followerMessages(follower: FollowerContact, event: RequestEvent): OutboxMessage[] {
  const ownTrackUrl = trackLinks().urlFor(follower.requestId);
  const values: PlaceholderValues = {
    name: follower.name,
    requestId: follower.requestId,
    originalCode: follower.originalCode,
    originalTrackUrl: ownTrackUrl,
    trackUrl: ownTrackUrl,
  };
  return contactMessages(follower, {
    event: 'followed_update',
    values,
    // The step is the original's (its escalation level, not the follower's).
    occurrence: `follows-${follower.originalId}-${occurrenceOf(event, follower.originalLevel, follower.originalReopens)}`,
    requiredLine: ownTrackUrl,
  });
}
