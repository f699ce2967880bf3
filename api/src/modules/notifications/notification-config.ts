import { Joi } from '@cc/validation';

export interface NotificationConfig {
  smtpUrl: string | null;
  mailFrom: string;
  smsGateway: { url: string; key: string; sender: string; route: string } | null;
  /** 0 disables the job in this process. */
  dispatchIntervalMs: number;
  escalationIntervalMs: number;
  maxAttempts: number;
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
  };
}
