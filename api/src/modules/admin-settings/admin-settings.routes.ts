import type { SystemSettingsInput } from '@cc/types';
import { systemSettingsSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { requestStats } from '../requests/request-stats.service';
import { readPublicContact, readSystemSettings, updateSystemSettings } from './admin-settings.service';

/** The settings tab (SLA clock, contact e-mail, transports' status) and the dashboard's four counts. */
export function adminSettingsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/system-settings', async (ctx) => {
    ctx.body = await readSystemSettings(ctx.deps.db);
  });

  route(router, 'PUT', '/api/admin/system-settings', async (ctx) => {
    const input = parseOrThrow<SystemSettingsInput>(systemSettingsSchema, ctx.request.body);
    ctx.body = await updateSystemSettings(ctx.deps.db, actorOf(ctx), input);
  });

  // Spec §3 Request stats, over every request (an admin's scope is all of them).
  route(router, 'GET', '/api/admin/requests/stats', async (ctx) => {
    const { total, pending, in_progress, resolved } = await requestStats(ctx.deps.db, ctx.state.user!);
    ctx.body = { total, pending, in_progress, resolved };
  });

  // The contact e-mail the settings tab edits, for the public pages (no personal data: the office's own).
  route(router, 'GET', '/api/public/contact', async (ctx) => {
    ctx.body = await readPublicContact(ctx.deps.db);
  });

  return router;
}
