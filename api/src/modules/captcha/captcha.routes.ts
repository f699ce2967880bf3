import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { checkChallenge, createChallenge } from './captcha.service';

export function captchaRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/captcha', async (ctx) => {
    const language = ctx.query.lang === 'hi' ? 'hi' : 'en';
    ctx.body = await createChallenge(ctx.deps.db, language);
  });

  route(router, 'POST', '/api/captcha/verify', async (ctx) => {
    const body = (ctx.request.body ?? {}) as { token?: unknown; answer?: unknown };
    ctx.body = { valid: await checkChallenge(ctx.deps.db, body.token, body.answer) };
  });

  return router;
}
