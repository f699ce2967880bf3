import type { Ctx, Next } from '../types';
import { isOpen311Path, looksLikeApiPath } from './api-path';

/**
 * Public reads that are the same JSON for every caller and carry no personal data: the public
 * content lists and the form catalogues (docs/decisions/0025-api-cache-control.md). Keys as in the policy table.
 */
export const CACHEABLE_PUBLIC_READS: ReadonlySet<string> = new Set([
  'GET /api/public/events',
  'GET /api/public/gallery',
  'GET /api/public/social-posts',
  'GET /api/request-types',
  'GET /api/locations',
  // Counts only, a few minutes stale by design (modules/transparency).
  'GET /api/public/transparency',
  'GET /api/public/transparency.csv',
  'GET /api/public/transparency/totals',
]);

/**
 * The catalogues may be five minutes stale. The content lists an admin edits (events, gallery,
 * social posts) may be stored but are revalidated on every read: an event made non-public or
 * inactive leaves /events at once, not five minutes later.
 */
const EDITED_BY_ADMINS: ReadonlySet<string> = new Set(['GET /api/public/events', 'GET /api/public/gallery', 'GET /api/public/social-posts']);

export const publicReadCache = (key: string) => (EDITED_BY_ADMINS.has(key) ? 'public, no-cache' : 'public, max-age=300');

/** Public gallery media: a key never changes its bytes, so a year (modules/gallery-media). */
const IMMUTABLE_MEDIA = /^\/api\/public\/media\/[a-f0-9]{32}\.bin$/;
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The one Cache-Control rule of the API: every answer is `no-store` (personal data and session
 * state must not stay in a browser or proxy cache), errors included, except a successful read on
 * the allow-list that sets no cookie (a cached Set-Cookie would hand one caller's CSRF cookie to the next).
 * Runs outside the error boundary, so it sees the final status.
 */
export async function apiCacheControl(ctx: Ctx, next: Next): Promise<void> {
  // Open311 answers are no-store too: requests change status, and a key-holder's POST answer is theirs.
  if (!looksLikeApiPath(ctx.path) && !isOpen311Path(ctx.path)) return next();
  try {
    await next();
  } finally {
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const shareable = ctx.status >= 200 && ctx.status < 300 && method === 'GET' && !ctx.response.get('Set-Cookie');
    const key = `${method} ${ctx.path}`;
    if (shareable && IMMUTABLE_MEDIA.test(ctx.path)) ctx.set('Cache-Control', IMMUTABLE_CACHE);
    else ctx.set('Cache-Control', shareable && CACHEABLE_PUBLIC_READS.has(key) ? publicReadCache(key) : 'no-store');
  }
}
