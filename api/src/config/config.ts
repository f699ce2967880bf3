import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Joi } from '@cc/validation';

export interface AppConfig {
  port: number;
  /** A PostgreSQL server; when absent the app runs on embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  webRoot: string;
  logLevel: string;
  /**
   * How many reverse proxies stand in front of the API (TRUST_PROXY_HOPS). The client address is
   * the N-th entry of X-Forwarded-For from the right: each proxy appends the address it was called
   * from, so the entries left of those are whatever the client wrote. 0: the socket's peer.
   */
  trustProxyHops: number;
  session: { idleMinutes: number; absoluteHours: number };
  login: { maxFailures: number; lockMinutes: number };
  /** Per-IP write limits on anonymous endpoints (register, data deletion). */
  rateLimit: { windowSeconds: number; maxWrites: number };
  /** Fill a fresh database with the demo accounts and content (never by default in production). */
  seedDemo: boolean;
  /** The first super admin (INITIAL_ADMIN_*); used only while the database has no admin at all. */
  initialAdmin: InitialAdminSettings | null;
  /** Failed logins per client address across usernames (password spraying), in a fixed window. */
  loginAddressLimit: { maxFailures: number; windowMinutes: number };
  /** GET /api/captcha per address (anonymous) or per account (signed in), in a fixed window. */
  captchaLimit: { maxChallenges: number; windowSeconds: number };
  /** New requests per account in a sliding window: citizens, and staff filing for citizens. */
  requestLimit: { citizenMax: number; staffMax: number; windowMinutes: number };
  /** Admin downloads per admin account and hour: list exports, whole-database exports. */
  exportLimit: { listPerHour: number; databasePerHour: number };
  /** Where citizens open the site: links in mails (the deletion confirmation) start with it, never with a request's Host. */
  publicBaseUrl: string;
  /**
   * Signed track links (`/track/<code>?t=`, modules/public-track): the HMAC key and how long a link
   * opens its request. Production must set TRACK_LINK_SECRET (shared by every API process); dev and
   * test generate one per process (docs/decisions/0018-request-tracking-without-login.md).
   */
  trackLink: { secret: string; ttlDays: number };
  /** Wrong code/phone pairs and bad track links per address, in a fixed window (a right pair is not counted). */
  trackLimit: { maxFailures: number; windowSeconds: number };
  /** How often the data deletion job runs in this process (0: never). */
  deletionJobIntervalMs: number;
  /**
   * The retention promises of /privacy (modules/retention): resolved or rejected requests are
   * anonymised `requestMonths` after resolution, technical records deleted after `technicalMonths`;
   * the job runs every `intervalMs` in this process (0: never).
   */
  retention: { requestMonths: number; technicalMonths: number; intervalMs: number };
  /**
   * Shutdown on SIGTERM (docs/operations.md, "Graceful shutdown"): `delayMs` answering /api/ready
   * 503 while still serving, so the load balancer takes the process out first; then no new
   * connections and up to `timeoutMs` for the requests in flight.
   */
  drain: { delayMs: number; timeoutMs: number };
}

export interface InitialAdminSettings {
  username: string;
  password: string;
  name?: string;
  email?: string;
}

/** The repository root: the nearest folder above `from` holding nx.json (works from src and from dist/api). */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const envSchema = Joi.object({
  PORT: Joi.number().port().default(3000),
  DATABASE_URL: Joi.string().uri({ scheme: ['postgres', 'postgresql'] }).allow(''),
  DATA_DIR: Joi.string(),
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  WEB_ROOT: Joi.string(),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  TRUST_PROXY_HOPS: Joi.number().integer().min(0).max(10).default(0),
  // The old boolean trusted the left-most X-Forwarded-For, which the client writes: a set value
  // stops the start rather than being read as a hop count the operator never chose.
  TRUST_PROXY: Joi.string().valid('', '0', 'false').messages({
    'any.only':
      'TRUST_PROXY is no longer read: set TRUST_PROXY_HOPS to the number of proxies in front of the API (1 behind the nginx of docs/operations.md) and remove TRUST_PROXY',
  }),
  SESSION_IDLE_MINUTES: Joi.number().integer().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: Joi.number().integer().min(1).default(12),
  LOGIN_MAX_FAILURES: Joi.number().integer().min(1).default(10),
  LOGIN_LOCK_MINUTES: Joi.number().integer().min(1).default(15),
  RATE_LIMIT_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
  RATE_LIMIT_MAX_WRITES: Joi.number().integer().min(1).default(30),
  // Demo accounts have published passwords: a production database gets them only when asked.
  SEED_DEMO: Joi.boolean()
    .truthy('1')
    .falsy('0')
    .when('NODE_ENV', { is: 'production', then: Joi.boolean().default(false), otherwise: Joi.boolean().default(true) }),
  // Their strength is checked where they are used (modules/admin-bootstrap), and only while no
  // admin exists: a stale value left in the environment never stops a running installation.
  INITIAL_ADMIN_USERNAME: Joi.string().trim().empty(''),
  INITIAL_ADMIN_PASSWORD: Joi.string().empty(''),
  INITIAL_ADMIN_NAME: Joi.string().trim().empty(''),
  INITIAL_ADMIN_EMAIL: Joi.string().trim().empty(''),
  // Abuse limits: the defaults and their reasons are in docs/decisions/0026-abuse-limits-and-passwords.md.
  LOGIN_ADDRESS_MAX_FAILURES: Joi.number().integer().min(1).default(30),
  LOGIN_ADDRESS_WINDOW_MINUTES: Joi.number().integer().min(1).default(15),
  CAPTCHA_LIMIT_MAX: Joi.number().integer().min(1).default(30),
  CAPTCHA_LIMIT_WINDOW_SECONDS: Joi.number().integer().min(1).default(60),
  REQUEST_LIMIT_CITIZEN_MAX: Joi.number().integer().min(1).default(20),
  REQUEST_LIMIT_STAFF_MAX: Joi.number().integer().min(1).default(200),
  REQUEST_LIMIT_WINDOW_MINUTES: Joi.number().integer().min(1).default(60),
  EXPORT_LIST_PER_HOUR: Joi.number().integer().min(1).default(60),
  EXPORT_DATABASE_PER_HOUR: Joi.number().integer().min(1).default(6),
  PUBLIC_BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }).allow(''),
  // No known secret in production: links signed with a published key could open any request.
  TRACK_LINK_SECRET: Joi.string()
    .min(32)
    .empty('')
    .when('NODE_ENV', { is: 'production', then: Joi.required() })
    .messages({ 'any.required': 'TRACK_LINK_SECRET (at least 32 characters) is required in production' }),
  TRACK_LINK_DAYS: Joi.number().integer().min(1).max(730).default(180),
  TRACK_LIMIT_MAX_FAILURES: Joi.number().integer().min(1).default(20),
  TRACK_LIMIT_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
  DELETION_JOB_INTERVAL_SECONDS: Joi.number().min(0).default(3600),
  RETENTION_REQUEST_MONTHS: Joi.number().integer().min(1).max(240).default(24),
  RETENTION_TECHNICAL_MONTHS: Joi.number().integer().min(1).max(240).default(12),
  RETENTION_JOB_INTERVAL_SECONDS: Joi.number().min(0).default(3600),
  DRAIN_DELAY_SECONDS: Joi.number().min(0).max(300).default(0),
  DRAIN_TIMEOUT_SECONDS: Joi.number().min(0).max(3600).default(30),
})
  .and('INITIAL_ADMIN_USERNAME', 'INITIAL_ADMIN_PASSWORD')
  .messages({ 'object.and': 'INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD must be set together' })
  .unknown(true);

/** Validates the environment at start: a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const { error, value } = envSchema.validate(env, { abortEarly: false });
  if (error) throw new Error(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  const root = findRepoRoot();
  const nodeEnv = value.NODE_ENV as AppConfig['nodeEnv'];
  return {
    port: value.PORT,
    databaseUrl: value.DATABASE_URL || null,
    dataDir: path.resolve(value.DATA_DIR ?? path.join(root, 'data')),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    webRoot: path.resolve(value.WEB_ROOT ?? path.join(root, 'dist')),
    logLevel: value.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxyHops: value.TRUST_PROXY_HOPS,
    session: { idleMinutes: value.SESSION_IDLE_MINUTES, absoluteHours: value.SESSION_ABSOLUTE_HOURS },
    login: { maxFailures: value.LOGIN_MAX_FAILURES, lockMinutes: value.LOGIN_LOCK_MINUTES },
    rateLimit: { windowSeconds: value.RATE_LIMIT_WINDOW_SECONDS, maxWrites: value.RATE_LIMIT_MAX_WRITES },
    seedDemo: value.SEED_DEMO,
    initialAdmin: value.INITIAL_ADMIN_USERNAME
      ? {
          username: value.INITIAL_ADMIN_USERNAME,
          password: value.INITIAL_ADMIN_PASSWORD,
          name: value.INITIAL_ADMIN_NAME,
          email: value.INITIAL_ADMIN_EMAIL,
        }
      : null,
    loginAddressLimit: { maxFailures: value.LOGIN_ADDRESS_MAX_FAILURES, windowMinutes: value.LOGIN_ADDRESS_WINDOW_MINUTES },
    captchaLimit: { maxChallenges: value.CAPTCHA_LIMIT_MAX, windowSeconds: value.CAPTCHA_LIMIT_WINDOW_SECONDS },
    requestLimit: {
      citizenMax: value.REQUEST_LIMIT_CITIZEN_MAX,
      staffMax: value.REQUEST_LIMIT_STAFF_MAX,
      windowMinutes: value.REQUEST_LIMIT_WINDOW_MINUTES,
    },
    exportLimit: { listPerHour: value.EXPORT_LIST_PER_HOUR, databasePerHour: value.EXPORT_DATABASE_PER_HOUR },
    trackLink: { secret: value.TRACK_LINK_SECRET ?? crypto.randomBytes(32).toString('base64url'), ttlDays: value.TRACK_LINK_DAYS },
    trackLimit: { maxFailures: value.TRACK_LIMIT_MAX_FAILURES, windowSeconds: value.TRACK_LIMIT_WINDOW_SECONDS },
    deletionJobIntervalMs: value.DELETION_JOB_INTERVAL_SECONDS * 1000,
    retention: {
      requestMonths: value.RETENTION_REQUEST_MONTHS,
      technicalMonths: value.RETENTION_TECHNICAL_MONTHS,
      intervalMs: value.RETENTION_JOB_INTERVAL_SECONDS * 1000,
    },
    drain: { delayMs: value.DRAIN_DELAY_SECONDS * 1000, timeoutMs: value.DRAIN_TIMEOUT_SECONDS * 1000 },
    publicBaseUrl: (value.PUBLIC_BASE_URL || `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    ...overrides,
  };
}
