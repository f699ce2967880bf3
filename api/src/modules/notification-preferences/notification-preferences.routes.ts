import { createRouter } from '../../lib/create-router';
import { notificationPreferencesSchema, type NotificationPreferences } from '@cc/validation';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { getPreferences, savePreferences } from './notification-preferences.service';

export function notificationPreferencesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/users/me/notification-preferences', async (ctx) => {
    ctx.body = await getPreferences(ctx.deps.db, ctx.state.user!.id);
  });

  route(router, 'PUT', '/api/users/me/notification-preferences', async (ctx) => {
    const input = parseOrThrow<NotificationPreferences>(notificationPreferencesSchema, ctx.request.body);
    ctx.body = await savePreferences(ctx.deps.db, ctx.state.user!.id, input);
  });

  return router;
}
