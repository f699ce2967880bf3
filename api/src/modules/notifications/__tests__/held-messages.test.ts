import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { fixedClock } from '../../sla/clock';
import { dispatcherOptions } from '../background-jobs';
import { dispatchPending } from '../dispatcher';
import type { NotificationConfig } from '../notification-config';
import { createTransports, maskRecipient } from '../transports';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

/** No SMTP and no SMS gateway: production's state until an operator configures them. */
const NOTHING_CONFIGURED: NotificationConfig = { smtpUrl: null, mailFrom: 'x@cc.test', smsGateway: null, dispatchIntervalMs: 0, escalationIntervalMs: 0, maxAttempts: 3, leaseMs: 60_000 };

/** A logger whose every line is kept (the production logger's options, its level info). */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, stream), lines };
}

describe('messages held for want of a transport', () => {
  it('are logged as held (id, channel, template, masked recipient), never with their body or subject', async () => {
    const token = 'Zq3-secret-deletion-token-9f8e7d6c5b4a';
    const due = new Date('2001-01-01T00:00:00Z');
    const [mail, sms] = await t.db('notification_outbox')
      .insert([
        {
          channel: 'email', recipient: 'asha.verma@example.in', event: 'deletion_confirm', status: 'pending', nextAttemptAt: due, dedupeKey: 'held-log-mail',
          subject: 'Confirm the deletion of your account (DEL-2031-ABCDEFGH)', body: `Open https://cc.example/data-deletion/confirm?token=${token}`,
        },
        {
          channel: 'sms', recipient: '+91 98765 43210', event: 'erasure_code', status: 'pending', nextAttemptAt: due, dedupeKey: 'held-log-sms',
          subject: null, body: 'Citizen Connect: 482913 is your code to delete request CC-2031-000042. Track: https://cc.example/track/CC-2031-000042?t=abc.def',
        },
      ])
      .returning('id');
    const { logger, lines } = capturingLogger();
    const options = dispatcherOptions(NOTHING_CONFIGURED, createTransports(NOTHING_CONFIGURED, logger), logger, fixedClock(new Date('2001-01-01T00:01:00Z')));

    const result = await dispatchPending(t.db, options);

    expect(result.delivered).toBe(2);
    const output = lines.join('');
    for (const secret of [token, '482913', '?t=abc.def', 'asha.verma', '98765 43210', '9876543210', 'DEL-2031-ABCDEFGH', 'CC-2031-000042']) expect(output).not.toContain(secret);
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'notification held: no transport configured');
    // The dispatcher sends a batch's messages side by side: their log lines come in any order.
    const held = logged.map(({ outboxId, channel, template, to }) => ({ outboxId, channel, template, to })).sort((a, b) => a.outboxId - b.outboxId);
    expect(held).toEqual([
      { outboxId: Number(mail.id), channel: 'email', template: 'deletion_confirm', to: 'a***@example.in' },
      { outboxId: Number(sms.id), channel: 'sms', template: 'erasure_code', to: '91********10' },
    ]);
    // The message itself stays in the outbox, marked as only logged, for an operator to deliver.
    expect(await t.db('notification_outbox').whereIn('id', [mail.id, sms.id]).orderBy('id').pluck('status')).toEqual(['logged', 'logged']);
  });

  it('masks what a log line may show of a recipient', () => {
    expect(maskRecipient('9876543210')).toBe('98******10');
    expect(maskRecipient('a@b.in')).toBe('a***@b.in');
    expect(maskRecipient('12')).toBe('***');
  });
});
