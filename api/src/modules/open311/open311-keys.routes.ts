import { open311KeySchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { issueKey, listKeys, revokeKey } from './open311-keys.service';
import { idempotent } from '../../middleware/idempotent';

/** The settings tab's Open311 keys (decision 0031): issue (key shown once), list, revoke; all audited. */
export function open311KeysRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/open311-keys', async (ctx) => {
    ctx.body = await listKeys(ctx.deps.db);
  });

  route(router, 'POST', '/api/admin/open311-keys', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const { name } = parseOrThrow<{ name: string }>(open311KeySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await issueKey(ctx.deps.db, actorOf(ctx), name);
  });

  route(router, 'DELETE', '/api/admin/open311-keys/:id', async (ctx) => {
    await revokeKey(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.open311KeyRevoked.en, messageKey: 'open311KeyRevoked' };
  });

  return router;
}
