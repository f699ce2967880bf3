import crypto from 'node:crypto';
import { loadConfig, type AppConfig } from '../../config/config';
import { safeEqual } from '../../lib/tokens';

type LinkSettings = Pick<AppConfig, 'publicBaseUrl' | 'trackLink'>;

/**
 * Signed track links `/track/<code>?t=<token>` (docs/decisions/0018-request-tracking-without-login.md).
 * The token is `<expiry, unix seconds in base 36>.<HMAC-SHA256 of code and expiry, 128 bits base64url>`: bound to one request code, dead after its expiry, and nothing to store.
 */
export interface TrackLinks {
  /** The absolute link (PUBLIC_BASE_URL, never a request's Host) every citizen message and screen shows. */
  urlFor(code: string, now?: Date): string;
  /** True only for an unexpired token signed for this very code. */
  verify(code: string, token: string, now?: Date): boolean;
}

const DAY_MS = 86_400_000;

export function trackLinksFor(settings: LinkSettings): TrackLinks {
  const mac = (code: string, expiry: string) =>
    crypto.createHmac('sha256', settings.trackLink.secret).update(`track-v1\n${code}\n${expiry}`).digest().subarray(0, 16).toString('base64url');
  const tokenFor = (code: string, now: Date) => {
    const expiry = Math.floor((now.getTime() + settings.trackLink.ttlDays * DAY_MS) / 1000).toString(36);
    return `${expiry}.${mac(code, expiry)}`;
  };
  return {
    urlFor: (code, now = new Date()) => `${settings.publicBaseUrl}/track/${encodeURIComponent(code)}?t=${tokenFor(code, now)}`,
    verify(code, token, now = new Date()) {
      const [expiry, signature, extra] = token.split('.');
      if (!expiry || !signature || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(expiry)) return false;
      // The signature first, the expiry after: a tampered expiry never reads as a live link.
      if (!safeEqual(signature, mac(code, expiry))) return false;
      return parseInt(expiry, 36) * 1000 > now.getTime();
    },
  };
}

let current: TrackLinks | null = null;

/**
 * The process's links, set by createApp from its config. The notification writers run deep inside
 * the workflow's transactions (intake, staff actions, the escalation job) where no config travels;
 * a process that never built an app (a script) reads its environment.
 */
export function useTrackLinks(config: LinkSettings): void {
  current = trackLinksFor(config);
}

export function trackLinks(): TrackLinks {
  current ??= trackLinksFor(loadConfig());
  return current;
}
