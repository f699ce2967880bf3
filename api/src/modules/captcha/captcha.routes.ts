import type { AppConfig } from '../../config/config';
import { createRouter } from '../../lib/create-router';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { captchaQuerySchema, captchaVerifySchema } from './captcha-schemas';
import { checkChallenge, createChallenge } from './captcha.service';

const captchaBudget = ({ captchaLimit }: AppConfig) => ({ max: captchaLimit.maxChallenges, windowSeconds: captchaLimit.windowSeconds });
// A signed-in caller has a budget of their own account, so a busy shared address (an office, a
// mobile carrier's NAT) cannot starve them; anonymous callers share their address's budget.
const caller = (ctx: Ctx) => (ctx.state.user ? `user:${ctx.state.user.id}` : ctx.ip);

export function captchaRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/captcha', acceptsQuery(captchaQuerySchema), rateLimit('captcha', captchaBudget, caller), async (ctx) => {
    const language = ctx.query.lang === 'hi' ? 'hi' : 'en';
    ctx.body = await createChallenge(ctx.deps.db, language);
  });

  route(router, 'POST', '/api/captcha/verify', async (ctx) => {
    const body = parseOrThrow<{ token?: string; answer?: string | number }>(captchaVerifySchema, ctx.request.body);
    ctx.body = { valid: await checkChallenge(ctx.deps.db, body.token, body.answer) };
  });

  return router;
}
