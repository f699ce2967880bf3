import { AUDITED_ENTITIES, Joi, LOCATION_TYPES } from '@cc/validation';
import { named } from '../json-schema';
import { bool, day, int, list, maybeInt, maybeText, maybeTime, sessionUser, shape, text, time } from './common';

/** The admin console's records (libs/types admin.ts, open311.ts, retention.ts). */
export const adminUser = named('AdminUser', sessionUser.keys({ isActive: bool().required(), createdAt: time().required(), updatedAt: time().required() }));

export const role = named(
  'Role',
  shape({
    id: int(),
    name: text(),
    displayName: text(),
    displayNameHi: maybeText(),
    description: maybeText(),
    escalationLevel: int().min(0).max(5),
    isActive: bool(),
    isSystem: bool(),
    userCount: int(),
  }),
);

export const location = named(
  'Location',
  shape({ id: int(), type: Joi.string().valid(...LOCATION_TYPES), name: text(), nameHi: maybeText(), code: text(), parentId: maybeInt(), parentName: maybeText(), isActive: bool() }),
);

export const messageTemplate = named(
  'MessageTemplate',
  shape({
    id: int(),
    type: Joi.string().valid('sms', 'email'),
    category: text(),
    title: text(),
    titleHi: maybeText(),
    content: text(),
    contentHi: maybeText(),
    language: Joi.string().valid('en', 'hi', 'both'),
    isActive: bool(),
  }),
);

export const holiday = named('Holiday', shape({ id: int(), date: day(), name: text(), nameHi: maybeText() }));

const transport = shape({ configured: bool(), lastDeliveryAt: maybeTime(), lastDeliveryStatus: Joi.string().valid('sent', 'logged').allow(null), failedCount: int() });

export const systemSettings = named(
  'SystemSettings',
  shape({
    officeHours: shape({ openHour: int().min(0).max(23), closeHour: int().min(1).max(24) }),
    defaultResponseTime: int(),
    contactEmail: maybeText(),
    showOfficeRole: bool(),
    holidays: list(holiday),
    transports: shape({ email: transport, sms: transport }),
    jobs: shape({ failed: int(), stuck: int(), escalationsStuck: int() }),
  }),
);

export const failedJob = named(
  'FailedJob',
  shape({
    id: int(),
    state: Joi.string().valid('failed', 'stuck'),
    channel: Joi.string().valid('email', 'sms'),
    event: maybeText(),
    recipient: text(),
    requestCode: maybeText(),
    attempts: int(),
    lastError: maybeText(),
    createdAt: time(),
    nextAttemptAt: time(),
    retryable: bool(),
  }),
);

const changedFields = () => Joi.object().unknown(true).allow(null);

export const auditEntry = shape({
  id: int(),
  actorId: maybeInt(),
  actorName: maybeText(),
  action: text(),
  entity: Joi.string().valid(...AUDITED_ENTITIES),
  entityId: maybeText(),
  at: time(),
  ip: maybeText(),
  userAgent: maybeText(),
  before: changedFields(),
  after: changedFields(),
});

export const deletionRequestItem = shape({
  id: int(),
  requestCode: text(),
  email: maybeText(),
  hasAccount: bool(),
  state: Joi.string().valid('awaiting_confirmation', 'expired', 'confirmed', 'anonymised', 'completed'),
  reason: maybeText(),
  createdAt: time(),
  confirmExpiresAt: maybeTime(),
  confirmedAt: maybeTime(),
  anonymisedAt: maybeTime(),
  completedAt: maybeTime(),
  anonymiseBy: maybeTime(),
  removeBy: maybeTime(),
});

const retentionCounts = shape(
  Object.fromEntries(['requestsAnonymised', 'filesRemoved', 'sessions', 'rateBuckets', 'loginAttempts', 'messages', 'erasureChallenges', 'runs'].map((key) => [key, int()])),
);

export const retentionOverview = named(
  'RetentionOverview',
  shape({
    requestMonths: int(),
    technicalMonths: int(),
    intervalSeconds: int(),
    runs: list(shape({ id: int(), startedAt: time(), finishedAt: time(), counts: retentionCounts })),
  }),
);

export const open311Key = named('Open311Key', shape({ id: int(), name: text(), createdAt: time(), lastUsedAt: maybeTime() }));
export const issuedOpen311Key = shape({ id: int(), key: text().description('Shown this once only') });
