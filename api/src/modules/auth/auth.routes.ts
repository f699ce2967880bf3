import { createRouter } from '../../lib/create-router';
import { loginSchema, registrationSchema } from '@cc/validation';
import { HttpError, unauthorized } from '../../lib/http-error';
import { randomToken } from '../../lib/tokens';
import { setCsrfCookie } from '../../middleware/cookies';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow, takesNoBody } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { consumeChallenge } from '../captcha';
import { checkCredentials, registerCitizen, type RegistrationInput } from './auth.service';
import { clearFailures, countAddressAttempt, forgiveAddressAttempt, lockedForSeconds, recordFailure } from './login-throttle';
import { assertAcceptablePassword } from './password-policy';
import { idempotent, type IdempotentOptions } from '../../middleware/idempotent';

/**
 * Fresh session data, then koa-session's regenerate: the old row (if any) goes and a new id is
 * issued against session fixation, with a new synchroniser CSRF token.
 */
async function startSession(ctx: Ctx, userId: number): Promise<void> {
  const csrfToken = randomToken(32);
  ctx.session = { userId, csrfToken };
  await ctx.session!.regenerate();
  setCsrfCookie(ctx, csrfToken);
}

interface LoginInput {
  username: string;
  password: string;
  captchaToken?: string;
  captchaAnswer?: string;
}

/** 401 with `captchaRequired`: the login form shows the security question and sends its answer. */
const captchaNeeded = (messageKey: 'loginCaptchaRequired' | 'securityVerificationFailed') => new HttpError(401, messageKey, { flags: { captchaRequired: true } });

/**
 * A registration retried after its reply was lost (same Idempotency-Key and details) answers the
 * account it created, signed in as the first reply would have: the password is checked against the
 * account, never kept in the key's fingerprint.
 */
const registrationReplay: IdempotentOptions = {
  kind: 'register',
  anonymousOwner: (ctx) => `username:${String((ctx.request.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase()}`,
  omit: ['password', 'confirmPassword'],
  async onReplay(ctx, stored) {
    const { username, password } = (ctx.request.body ?? {}) as { username?: unknown; password?: unknown };
    const created = (stored.body as { user?: { id?: number } } | null)?.user?.id;
    const user = typeof username === 'string' && typeof password === 'string' ? await checkCredentials(ctx.deps.db, username, password) : null;
    if (!user || user.id !== created) throw new HttpError(422, 'idempotencyKeyReused');
    await startSession(ctx, user.id);
  },
};

export function authRouter(): AppRouter {
  const router = createRouter();

  route(router, 'POST', '/api/auth/login', async (ctx) => {
    const { username, password, captchaToken, captchaAnswer } = parseOrThrow<LoginInput>(loginSchema, ctx.request.body);
    const { db, config } = ctx.deps;
    const wait = await lockedForSeconds(db, username, ctx.ip);
    if (wait > 0) throw new HttpError(429, 'tooManyLoginAttempts', { headers: { 'Retry-After': String(wait) } });
    const address = await countAddressAttempt(db, ctx.ip, config);
    // Many failures from this address: a fresh captcha before any password is checked (single use,
    // consumed whatever the answer), so a sprayer pays a question per guess.
    if (address.captchaRequired) {
      if (!captchaToken) throw captchaNeeded('loginCaptchaRequired');
      if (!(await consumeChallenge(db, captchaToken, captchaAnswer))) throw captchaNeeded('securityVerificationFailed');
    }
    const user = await checkCredentials(db, username, password);
    if (!user) {
      await recordFailure(db, username, ctx.ip, config);
      ctx.log.info({ username: username.slice(0, 50), ip: ctx.ip }, 'login failed');
      throw new HttpError(401, 'invalidCredentials', address.nextNeedsCaptcha ? { flags: { captchaRequired: true } } : {});
    }
    await clearFailures(db, username, ctx.ip);
    await forgiveAddressAttempt(db, ctx.ip);
    await startSession(ctx, user.id);
    ctx.log.info({ userId: user.id, role: user.role }, 'login succeeded');
    ctx.body = { user };
  });

  route(router, 'POST', '/api/auth/register', rateLimit('register'), idempotent(registrationReplay), async (ctx) => {
    const input = parseOrThrow<RegistrationInput>(registrationSchema, ctx.request.body);
    assertAcceptablePassword(input.password);
    const user = await registerCitizen(ctx.deps.db, input);
    // Registration signs the citizen in, so the welcome screen can go straight to /citizen.
    await startSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = { user };
  });

  route(router, 'POST', '/api/auth/logout', takesNoBody, async (ctx) => {
    // koa-session deletes the row and clears cc_session when it commits.
    ctx.session = null;
    setCsrfCookie(ctx, randomToken(32));
    ctx.body = { success: true };
  });

  route(router, 'GET', '/api/auth/user', async (ctx) => {
    if (!ctx.state.user) throw unauthorized();
    ctx.body = { user: ctx.state.user };
  });

  return router;
}
