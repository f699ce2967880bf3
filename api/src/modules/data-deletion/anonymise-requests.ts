import type { Knex } from 'knex';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { redactPersonalData } from '../publication/redact';
import { ReopenAppeal } from '../request-feedback/reopen-appeal.model';
import { RequestFeedback } from '../request-feedback/request-feedback.model';
import { RequestReopen } from '../request-feedback/request-reopen.model';
import { Escalation } from '../requests/escalation.model';
import { RequestHistory } from '../requests/request-history.model';
import { ServiceRequest } from '../requests/request.model';
import { REMOVED_TEXT } from './deletion-policy';

/** The recipient, text and values of an outbox row, gone; the row stays as a count of what was sent. */
export const REDACTED_MESSAGE = { recipient: '', subject: null, body: null, payload: '{}' };

/** What anonymiseRequests changed, per kind of row (recorded with the step or the retention run). */
export interface AnonymisedCounts {
  requests: number;
  /** Descriptions and titles from which a phone, e-mail, Aadhaar, PAN, voter id or PPO number was removed. */
  redactedTexts: number;
  feedbackComments: number;
  reopenReasons: number;
  appeals: number;
  historyNotes: number;
  messages: number;
}

/** `reopened (1 of 2): <the citizen's reason>` (reopen.service.ts) keeps its first part only. */
const REOPEN_ESCALATION = '^(reopened \\([0-9] of 2\\)): ';

/**
 * The one anonymisation of requests, whoever asks for it: an account's deletion, an erasure by
 * code and phone (no account), the retention period. The request row stays (history, statistics,
 * counters and foreign keys stay true) but everything that names or reaches the citizen, and every
 * word the citizen wrote after filing, is replaced:
 * - the contact fields (name, phone, e-mail, voter id, address), and the request is unpublished;
 * - the rating's comment, the reopen reasons (in request_reopens, their copy in request_history's
 *   notes and in the escalation's reason) and the appeal to the administrators;
 * - the messages to the request's contact (pending ones cancelled).
 * Kept on purpose (docs/data-deletion.md): the description and title (the substance of the
 * grievance, the office's record), with every number or address that identifies a person in
 * them removed (the redaction published text gets), staff notes, type, place, status and dates.
 * Idempotent: every statement skips rows already anonymised, so a repeat changes nothing.
 */
export async function anonymiseRequests(trx: Knex, requestIds: readonly number[], now: Date): Promise<AnonymisedCounts> {
  const counts: AnonymisedCounts = { requests: 0, redactedTexts: 0, feedbackComments: 0, reopenReasons: 0, appeals: 0, historyNotes: 0, messages: 0 };
  if (!requestIds.length) return counts;
  const ids = [...requestIds];

  // Not-null columns read as REMOVED_TEXT; phone '' so no SMS can ever be addressed to it.
  counts.requests = Number(
    await ServiceRequest.query(trx)
      .whereIn('id', ids)
      .patch({
        name: REMOVED_TEXT,
        phone: '',
        email: null,
        voterIdNumber: null,
        address: REMOVED_TEXT,
        showPublicly: false,
        // raw: the first anonymisation's time stays, in the same statement.
        anonymisedAt: trx.raw('coalesce(anonymised_at, ?)', [now]),
      }),
  );
  counts.redactedTexts = await redactKeptTexts(trx, ids);
  counts.feedbackComments = Number(await RequestFeedback.query(trx).whereIn('requestId', ids).whereNotNull('comment').patch({ comment: null }));
  counts.reopenReasons = Number(await RequestReopen.query(trx).whereIn('requestId', ids).whereNot('reason', REMOVED_TEXT).patch({ reason: REMOVED_TEXT }));
  counts.appeals = Number(await ReopenAppeal.query(trx).whereIn('requestId', ids).whereNot('reason', REMOVED_TEXT).patch({ reason: REMOVED_TEXT }));
  // The citizen's reason copied into the append-only history: migration 026 lets only this change through.
  counts.historyNotes = Number(
    await RequestHistory.query(trx)
      .whereIn('requestId', ids)
      .where((q) => q.where('action', 'reopen').orWhereIn('userRole', ['citizen', 'track_link']))
      .whereNotNull('notes')
      .whereNot('notes', REMOVED_TEXT)
      .patch({ notes: REMOVED_TEXT }),
  );
  // raw: a regular expression keeps the reason's first part, in the database.
  await Escalation.query(trx)
    .whereIn('requestId', ids)
    .whereRaw('reason ~ ?', [REOPEN_ESCALATION])
    .whereRaw('reason <> regexp_replace(reason, ?, ?)', [`${REOPEN_ESCALATION}.*$`, `\\1: ${REMOVED_TEXT}`])
    .patch({ reason: trx.raw('regexp_replace(reason, ?, ?)', [`${REOPEN_ESCALATION}.*$`, `\\1: ${REMOVED_TEXT}`]) });

  // Messages about these requests, except a deletion's own mails (its completion deals with those).
  const messages = OutboxEntry.query(trx)
    .whereIn('requestId', ids)
    // raw: a LIKE with its escape (the deletion's events, `deletion_…`).
    .where((q) => q.whereNull('event').orWhereRaw('event not like ?', ['deletion\\_%']))
    .whereNot('recipient', '');
  await messages.clone().where('status', 'pending').patch({ status: 'failed', lastError: 'cancelled: data deletion' });
  counts.messages = Number(await messages.clone().patch(REDACTED_MESSAGE));
  return counts;
}

/**
 * The description and title stay as the office's record, but a phone, e-mail, Aadhaar, PAN, voter
 * id or PPO number typed into them identifies the citizen as surely as the contact fields do. The
 * redaction is JavaScript (modules/publication/redact.ts), so the rows are read and only the changed
 * ones written; redacting twice changes nothing, which keeps the anonymisation idempotent.
 */
async function redactKeptTexts(trx: Knex, ids: number[]): Promise<number> {
  const rows = await ServiceRequest.query(trx).whereIn('id', ids).select('id', 'description', 'title');
  let changed = 0;
  for (const row of rows) {
    const description = redactPersonalData(row.description);
    const title = redactPersonalData(row.title);
    if (description === row.description && title === row.title) continue;
    await ServiceRequest.query(trx).findById(row.id).patch({ description, title });
    changed += 1;
  }
  return changed;
}
