import Router from '@koa/router';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow } from '../../middleware/validate';
import { captchaQuerySchema, captchaVerifySchema } from './captcha-schemas';
import { checkChallenge, createChallenge } from './captcha.service';

export function captchaRouter(): AppRouter {
  const router: AppRouter = new Router();

  route(router, 'GET', '/api/captcha', acceptsQuery(captchaQuerySchema), async (ctx) => {
    const language = ctx.query.lang === 'hi' ? 'hi' : 'en';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createChallenge(ctx.deps.db, language);
  });

  route(router, 'POST', '/api/captcha/verify', async (ctx) => {
    const body = parseOrThrow<{ token?: string; answer?: string | number }>(captchaVerifySchema, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { valid: await checkChallenge(ctx.deps.db, body.token, body.answer) };
  });

  return router;
}
