import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { NotificationConfig } from './notification-config';

export interface OutgoingMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  /** The outbox dedupe key: the receiving side's idempotency reference (same on every retry). */
  reference: string;
  /** The event the message was rendered for (deletion_confirm, received, ...), for the log. */
  template?: string | null;
}

export interface Transport {
  /** 'sent' went to a provider; 'logged' only went to the log (nothing configured). Throws on failure. */
  send(message: OutgoingMessage): Promise<'sent' | 'logged'>;
  /** Lets go of kept connections (the SMTP pool); the owner calls it when it stops. */
  close?(): void;
}

export type Transports = Record<OutgoingMessage['channel'], Transport>;

/** A refusal that a retry cannot change (an SMTP 5xx: no such mailbox): the dispatcher gives up at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

const messageId = (reference: string) => `<${reference.replace(/[^A-Za-z0-9._-]/g, '-')}@citizen-connect>`;

/**
 * SMTP through nodemailer; the Message-ID is derived from the dedupe key, so a resend is
 * recognisable. Every wait is bounded like the SMS gateway's (nodemailer's own defaults are 2 min
 * to connect and 10 min of socket silence): a send must end within the half lease that follows
 * the last send a pass begins (dispatcher.ts), or the row's next claimer could send it again.
 * Pooled: a connection per message cost ~100 ms of SMTP set-up each (200 e-mails took 21.8 s to a
 * loopback server, 1.3 s pooled), which capped the outbox near 10 e-mails a second per process.
 */
export function smtpTransport(url: string, from: string, timeoutMs = 10_000): Transport {
  const mailer = nodemailer.createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs });
  return {
    close: () => mailer.close(),
    async send(message) {
      try {
        await mailer.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          messageId: messageId(message.reference),
          headers: { 'X-Idempotency-Key': message.reference },
        });
      } catch (error) {
        // 4xx and a server that is down are worth retrying; 5xx is the server's final word.
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500 && code < 600) throw new PermanentDeliveryError((error as Error).message);
        throw error;
      }
      return 'sent';
    },
  };
}

/**
 * The JSON POST shape of common Indian SMS gateways ({sender, route, numbers, message} with the
 * key in an authorization header). `reference` and the Idempotency-Key header let a gateway drop
 * a resend after a crash between send and mark (docs/decisions/0052-notification-dispatcher-and-transports.md).
 */
export function httpSmsGateway(config: { url: string; key: string; sender: string; route: string }, timeoutMs = 10_000): Transport {
  return {
    async send(message) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: config.key, 'idempotency-key': message.reference },
        body: JSON.stringify({ sender: config.sender, route: config.route, numbers: message.recipient, message: message.body, reference: message.reference }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      return 'sent';
    },
  };
}

/**
 * A recipient as the log may show it: enough to tell two apart, not enough to write to them
 * ("98******10", "a***@example.in").
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  return digits.length >= 6 ? `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}` : '***';
}

/**
 * Nothing configured: the rendered message stays in the outbox (held for an operator) and the log
 * says only that it was held. Never the body or subject: they carry track-link, deletion and
 * one-time codes, and logs travel further and live longer than the outbox.
 */
export function logTransport(logger: Logger): Transport {
  return {
    async send(message) {
      logger.info(
        { outboxId: message.id, channel: message.channel, template: message.template ?? null, to: maskRecipient(message.recipient) },
        'notification held: no transport configured',
      );
      return 'logged';
    },
  };
}

export function createTransports(config: NotificationConfig, logger: Logger): Transports {
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport(logger),
    sms: config.smsGateway ? httpSmsGateway(config.smsGateway) : logTransport(logger),
  };
}
