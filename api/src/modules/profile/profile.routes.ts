import { createRouter } from '../../lib/create-router';
import { passwordChangeSchema, profileUpdateSchema, validate, type PasswordChange, type ProfileUpdate } from '@cc/validation';
import { ValidationError } from '../../lib/http-error';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { currentSessionRowId } from '../auth/session-store';
import { changeOwnPassword } from './password-change.service';
import { updateProfile } from './profile.service';

/**
 * Guesses of the current password from a session left open (a shared phone): 10 tries per account
 * in 15 minutes, counted per account so a change of address does not reset them.
 */
const passwordChangeLimit = rateLimit('password-change', () => ({ max: 10, windowSeconds: 15 * 60 }), (ctx) => `user:${ctx.state.user!.id}`);

export function profileRouter(): AppRouter {
  const router = createRouter();

  route(router, 'PATCH', '/api/users/me', async (ctx) => {
    // Unknown fields (role, id, username...) are refused rather than silently dropped.
    const result = validate<ProfileUpdate>(profileUpdateSchema, ctx.request.body ?? {}, { stripUnknown: false });
    if (result.errors) throw new ValidationError(result.errors);
    ctx.body = { user: await updateProfile(ctx.deps.db, ctx.state.user!.id, result.value) };
  });

  route(router, 'POST', '/api/users/me/password', passwordChangeLimit, async (ctx) => {
    const input = parseOrThrow<PasswordChange>(passwordChangeSchema, ctx.request.body);
    const endedSessions = await changeOwnPassword(ctx.deps.db, ctx.state.user!.id, currentSessionRowId(ctx), input);
    ctx.log.info({ userId: ctx.state.user!.id, endedSessions }, 'password changed');
    ctx.body = { success: true, endedSessions };
  });

  return router;
}
