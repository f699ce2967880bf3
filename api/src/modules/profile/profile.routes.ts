import { createRouter } from '../../lib/create-router';
import { profileUpdateSchema, validate, type ProfileUpdate } from '@cc/validation';
import { ValidationError } from '../../lib/http-error';
import { route, type AppRouter } from '../../middleware/require-role';
import { updateProfile } from './profile.service';

export function profileRouter(): AppRouter {
  const router = createRouter();

  route(router, 'PATCH', '/api/users/me', async (ctx) => {
    // Unknown fields (role, id, username...) are refused rather than silently dropped.
    const result = validate<ProfileUpdate>(profileUpdateSchema, ctx.request.body ?? {}, { stripUnknown: false });
    if (result.errors) throw new ValidationError(result.errors);
    ctx.body = { user: await updateProfile(ctx.deps.db, ctx.state.user!.id, result.value) };
  });

  return router;
}
