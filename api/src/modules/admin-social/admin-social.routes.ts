import { adminListQuerySchema, socialHandleSchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { parseSentFields } from '../../lib/sent-fields';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { createHandle, deleteHandle, listHandles, recentPosts, updateHandle, type SocialHandleFields } from './admin-social.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §2 social tab, §7 Admin social: handles (add, edit, delete) and the 5 most recent posts. */
export function adminSocialRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/social', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listHandles(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/social', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<SocialHandleFields>(socialHandleSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createHandle(ctx.deps.db, actorOf(ctx), input);
  });

  // Spec §7 note: this edit sends the fields at top level, not inside an `updates` object (refused as unknown).
  route(router, 'PUT', '/api/admin/social/:id', async (ctx) => {
    ctx.body = await updateHandle(ctx.deps.db, actorOf(ctx), idParam(ctx), parseSentFields<SocialHandleFields>(socialHandleSchema, ctx.request.body));
  });

  route(router, 'DELETE', '/api/admin/social/:id', async (ctx) => {
    await deleteHandle(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.socialHandleDeleted.en, messageKey: 'socialHandleDeleted' };
  });

  route(router, 'GET', '/api/admin/social-posts', async (ctx) => {
    ctx.body = await recentPosts(ctx.deps.db);
  });

  return router;
}
