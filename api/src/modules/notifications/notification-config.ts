import { Joi } from '@cc/validation';

export interface NotificationConfig {
  smtpUrl: string | null;
  mailFrom: string;
  smsGateway: { url: string; key: string; sender: string; route: string } | null;
  /** 0 disables the job in this process. */
  dispatchIntervalMs: number;
  escalationIntervalMs: number;
  maxAttempts: number;
  /**
   * How long a claimed outbox row belongs to its dispatcher (dispatcher.ts claimBatch); after it
   * another process takes a crashed claim over. It must outlast sending one batch, or a slow
   * provider's message is claimed and sent again while the first send is still under way.
   */
  leaseMs: number;
  /** Retry delays: base, 2×base, 4×base ... capped at max (dispatcher.ts backoffMs). */
  backoff?: { baseMs: number; maxMs: number };
}

const schema = Joi.object({
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }).allow(''),
  MAIL_FROM: Joi.string().default('Citizen Connect <no-reply@citizen-connect.local>'),
  SMS_GATEWAY_URL: Joi.string().uri({ scheme: ['http', 'https'] }).allow(''),
  SMS_GATEWAY_KEY: Joi.string().allow(''),
  SMS_SENDER: Joi.string().max(11).default('CITCON'),
  SMS_ROUTE: Joi.string().default('t'),
  NOTIFY_DISPATCH_INTERVAL_SECONDS: Joi.number().min(0).default(10),
  ESCALATION_INTERVAL_SECONDS: Joi.number().min(0).default(300),
  NOTIFY_MAX_ATTEMPTS: Joi.number().integer().min(1).max(50).default(8),
  NOTIFY_BACKOFF_BASE_SECONDS: Joi.number().min(0.1).default(30),
  NOTIFY_BACKOFF_MAX_SECONDS: Joi.number().min(0.1).default(3600),
  // A pass sends nothing after half its lease (dispatcher.ts); the send begun just before must end
  // within the other half: at least twice the SMS gateway's 10 s request timeout (transports.ts).
  NOTIFY_LEASE_SECONDS: Joi.number().min(20).max(86_400).default(60),
}).unknown(true);

/** Read apart from the core config: only the background jobs and transports need it. */
export function notificationConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  const { error, value } = schema.validate(env, { abortEarly: false });
  if (error) throw new Error(`Invalid notification configuration: ${error.details.map((d) => d.message).join('; ')}`);
  const gatewayUrl = value.SMS_GATEWAY_URL || null;
  if (gatewayUrl && !value.SMS_GATEWAY_KEY) throw new Error('Invalid notification configuration: SMS_GATEWAY_KEY is required with SMS_GATEWAY_URL');
  return {
    smtpUrl: value.SMTP_URL || null,
    mailFrom: value.MAIL_FROM,
    smsGateway: gatewayUrl ? { url: gatewayUrl, key: value.SMS_GATEWAY_KEY, sender: value.SMS_SENDER, route: value.SMS_ROUTE } : null,
    dispatchIntervalMs: value.NOTIFY_DISPATCH_INTERVAL_SECONDS * 1000,
    escalationIntervalMs: value.ESCALATION_INTERVAL_SECONDS * 1000,
    maxAttempts: value.NOTIFY_MAX_ATTEMPTS,
    leaseMs: value.NOTIFY_LEASE_SECONDS * 1000,
    backoff: { baseMs: value.NOTIFY_BACKOFF_BASE_SECONDS * 1000, maxMs: value.NOTIFY_BACKOFF_MAX_SECONDS * 1000 },
  };
}
