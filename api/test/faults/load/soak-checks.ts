import type { Knex } from 'knex';
import type { GatewayCall, ReceivedMail } from '../../../src/modules/notifications/__tests__/loopback-servers';

/** Every scheduler escalation once: one history row, one escalation row, one message per channel. */
export async function checkEscalations(db: Knex, overdueIds: number[]): Promise<{ escalated: number; failures: string[] }> {
  const failures: string[] = [];
  const history = (await db('requestHistory').where({ action: 'escalate' }).select('requestId', 'notes')) as Array<{ requestId: number; notes: string }>;
  const seen = new Map<string, number>();
  for (const row of history) seen.set(`${row.requestId} ${row.notes}`, (seen.get(`${row.requestId} ${row.notes}`) ?? 0) + 1);
  const twice = [...seen].filter(([, count]) => count > 1).map(([key]) => key);
  if (twice.length) failures.push(`escalated twice at the same level: ${twice.slice(0, 5).join('; ')}`);
  const rows = (await db('escalations').whereIn('requestId', overdueIds).select('requestId')) as Array<{ requestId: number }>;
  const messages = (await db('notificationOutbox').whereIn('requestId', overdueIds).andWhere({ event: 'escalated' }).select('requestId', 'channel')) as Array<{ requestId: number; channel: string }>;
  const once = (list: Array<{ requestId: number }>, id: number, n = 1) => list.filter((r) => r.requestId === id).length === n;
  const wrong = overdueIds.filter(
    (id) => !once(history, id) || !once(rows, id) || !once(messages.filter((m) => m.channel === 'email'), id) || !once(messages.filter((m) => m.channel === 'sms'), id),
  );
  if (wrong.length) failures.push(`overdue requests not escalated exactly once (history, escalations, e-mail, SMS): ${wrong.slice(0, 10).join(', ')}`);
  return { escalated: overdueIds.length - wrong.length, failures };
}

interface OutboxRow {
  requestId: number | null;
  channel: string;
  status: string;
  event: string;
  dedupeKey: string;
}

/**
 * Every notification once: each outbox row of the run's requests is sent (none failed or left
 * waiting), the mail server got one mail per sent e-mail row with that row's Message-ID and no
 * Message-ID twice, and the SMS gateway one call per sent SMS row and no key twice.
 */
export async function checkNotifications(
  db: Knex,
  requestIds: number[],
  mails: ReceivedMail[],
  smsCalls: GatewayCall[],
): Promise<{ emails: number; sms: number; failures: string[] }> {
  const failures: string[] = [];
  const all = (await db('notificationOutbox').select('requestId', 'channel', 'status', 'event', 'dedupeKey')) as OutboxRow[];
  const ours = new Set(requestIds);
  const notSent = all.filter((row) => row.requestId !== null && ours.has(row.requestId) && row.status !== 'sent');
  if (notSent.length) failures.push(`${notSent.length} messages of the run not sent: ${notSent.slice(0, 5).map((r) => `${r.dedupeKey} ${r.status}`).join('; ')}`);
  const received = new Set(all.filter((row) => row.event === 'received' && row.channel === 'email').map((row) => row.requestId));
  const unannounced = requestIds.filter((id) => !received.has(id));
  if (unannounced.length) failures.push(`requests without their "received" e-mail: ${unannounced.slice(0, 10).join(', ')}`);

  const sentEmails = all.filter((row) => row.channel === 'email' && row.status === 'sent');
  const byMessageId = new Map<string, number>();
  for (const mail of mails) byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
  const duplicated = [...byMessageId].filter(([, count]) => count > 1).map(([id]) => id);
  if (duplicated.length) failures.push(`mails delivered twice (same Message-ID): ${duplicated.slice(0, 5).join(', ')}`);
  const missing = sentEmails.filter((row) => !byMessageId.has(`<${row.dedupeKey}@citizen-connect>`));
  if (missing.length) failures.push(`${missing.length} e-mails marked sent but not received: ${missing.slice(0, 5).map((r) => r.dedupeKey).join(', ')}`);
  if (mails.length !== sentEmails.length) failures.push(`${mails.length} mails received for ${sentEmails.length} sent e-mail rows`);

  const sentSms = all.filter((row) => row.channel === 'sms' && row.status === 'sent');
  const keys = new Set(smsCalls.map((call) => call.idempotencyKey));
  if (keys.size !== smsCalls.length) failures.push(`${smsCalls.length - keys.size} SMS sent twice (same idempotency key)`);
  if (smsCalls.length !== sentSms.length) failures.push(`${smsCalls.length} SMS gateway calls for ${sentSms.length} sent SMS rows`);
  return { emails: mails.length, sms: smsCalls.length, failures };
}
