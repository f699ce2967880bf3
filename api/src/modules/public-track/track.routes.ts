import { trackCodeParamSchema, trackFeedbackSchema, trackLookupSchema, trackReopenSchema, trackTokenQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { HttpError } from '../../lib/http-error';
import { countHit, takeBackHit } from '../../lib/rate-buckets';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import type { Ctx, Next } from '../../types';
import { slaNow } from '../../lib/route-params';
import { giveFeedback, reopenByCitizen } from '../request-feedback/feedback.service';
import { statusByCode, statusByPhone } from './public-status.service';
import { trackLinks } from './track-links';

const bucket = (ctx: Ctx) => `track-failures:${ctx.ip}`;

/**
 * Wrong pairs and bad links per address (login's pattern): the attempt is counted before it is
 * checked, so concurrent guesses cannot slip under the limit, and given back when it was right.
 * Over the limit every attempt answers 429, a right one too: a 200 would tell which pair is right.
 */
async function limitFailures(ctx: Ctx, next: Next): Promise<void> {
  const { maxFailures, windowSeconds } = ctx.deps.config.trackLimit;
  const { hits, retryAfter } = await countHit(ctx.deps.db, bucket(ctx), windowSeconds);
  if (hits > maxFailures) throw new HttpError(429, 'tooManyRequests', { headers: { 'Retry-After': String(retryAfter) } });
  try {
    await next();
  } catch (error) {
    // A malformed call (400) guessed nothing, nor did a rating refused by the request's state (409,
    // behind a valid link): only wrong pairs and bad links count.
    if (error instanceof HttpError && (error.status === 400 || error.status === 409)) await takeBackHit(ctx.deps.db, bucket(ctx));
    throw error;
  }
  if (ctx.status >= 200 && ctx.status < 300) await takeBackHit(ctx.deps.db, bucket(ctx));
}

/** The path's code when the token is a live link signed for it; 403 otherwise (as the GET answers). */
function verifiedCode(ctx: Ctx, token: string, at: Date): string {
  const { code } = parseOrThrow<{ code: string }>(trackCodeParamSchema, { code: (ctx as unknown as { params: { code: string } }).params.code });
  if (!trackLinks().verify(code, token, at)) throw new HttpError(403, 'trackLinkInvalid');
  return code;
}

const now = async (ctx: Ctx) => (await slaNow(ctx)) ?? new Date();

/** Tracking a request without logging in (decision 0018): by code + phone, or by a signed link. */
export function publicTrackRouter(): AppRouter {
  const router = createRouter();

  // POST, so the phone number stays out of URLs and access logs. A wrong code and a wrong phone
  // answer the same 404 body after the same work (one lookup, one comparison).
  route(router, 'POST', '/api/public/track', limitFailures, async (ctx) => {
    const { code, phone } = parseOrThrow<{ code: string; phone: string }>(trackLookupSchema, ctx.request.body);
    const status = await statusByPhone(ctx.deps.db, code, phone, await now(ctx));
    if (!status) throw new HttpError(404, 'trackNotFound');
    ctx.body = status;
  });

  route(router, 'GET', '/api/public/track/:code', acceptsQuery(trackTokenQuerySchema), limitFailures, async (ctx) => {
    const { code } = parseOrThrow<{ code: string }>(trackCodeParamSchema, { code: (ctx as unknown as { params: { code: string } }).params.code });
    const { t } = queryOf<{ t: string }>(ctx);
    const at = await now(ctx);
    // Expired, altered, or signed for another request: one answer, the page then offers the form.
    const status = trackLinks().verify(code, t, at) ? await statusByCode(ctx.deps.db, code, at) : null;
    if (!status) throw new HttpError(403, 'trackLinkInvalid');
    ctx.body = status;
  });

  // Rating and reopen from the signed link, so a citizen without an account can answer the outcome
  // too: the token proves the holder is the request's citizen; the rules are the signed-in
  // citizen's (modules/request-feedback).
  route(router, 'POST', '/api/public/track/:code/feedback', limitFailures, async (ctx) => {
    const { t, ...input } = parseOrThrow<{ t: string; rating: number; comment: string | null }>(trackFeedbackSchema, ctx.request.body);
    const at = await now(ctx);
    const code = verifiedCode(ctx, t, at);
    ctx.status = 201;
    ctx.body = await giveFeedback(ctx.deps.db, { requestId: code }, { via: 'track_link' }, input, await slaNow(ctx));
  });

  route(router, 'POST', '/api/public/track/:code/reopen', limitFailures, async (ctx) => {
    const { t, reason } = parseOrThrow<{ t: string; reason: string }>(trackReopenSchema, ctx.request.body);
    const code = verifiedCode(ctx, t, await now(ctx));
    const { level, round } = await reopenByCitizen(ctx.deps.db, { requestId: code }, { via: 'track_link' }, reason, await slaNow(ctx));
    ctx.body = { status: 'pending', escalationLevel: level, reopen: round };
  });
  return router;
}
