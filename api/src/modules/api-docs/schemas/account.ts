import { Joi } from '@cc/validation';
import { named } from '../json-schema';
import { bool, int, list, maybeText, shape, text, time } from './common';

/** The signed-in user's own things, data deletion, and the probes (libs/types account-sessions.ts). */
export const accountSessions = named(
  'AccountSessions',
  shape({
    sessions: list(
      shape({
        id: text().description('Opaque handle for DELETE /api/users/me/sessions/{sessionId}'),
        current: bool(),
        device: shape({ browser: maybeText(), os: maybeText(), kind: Joi.string().valid('mobile', 'tablet', 'desktop').allow(null) }),
        network: maybeText().description('The address masked to its /24 or /48'),
        sameNetwork: bool(),
        signedInAt: time(),
        lastSeenAt: time(),
      }),
    ),
  }),
);

export const endedSessions = shape({ ended: int() });
export const passwordChanged = shape({ success: Joi.boolean().valid(true), endedSessions: int() });

export const notificationPreferences = named(
  'NotificationPreferences',
  shape({ email: bool(), sms: bool(), push: bool(), language: Joi.string().valid('hi', 'en') }),
);

/** Spec §3 Deletion request: the response carries the request's code. */
export const deletionReceipt = shape({ requestId: text().description('DEL-YYYY-XXXXXXXX'), success: Joi.boolean().valid(true) });
export const deletionDone = shape({ requestCode: text(), success: Joi.boolean().valid(true) });
export const erasureChallenge = shape({ challengeId: text(), expiresInMinutes: int() });

export const health = shape({ status: Joi.string().valid('ok', 'error'), database: Joi.string().valid('ok', 'unavailable') });
export const readiness = shape({
  status: Joi.string().valid('ready', 'not-ready'),
  draining: bool(),
  database: text(),
  migrations: text(),
});
