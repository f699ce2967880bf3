import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { takesNoBody } from '../../middleware/validate';
import { markInboxRead, readInbox } from './staff-inbox.service';

export function staffInboxRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/staff/inbox', async (ctx) => {
    ctx.body = await readInbox(ctx.deps.db, ctx.state.user!.id);
  });

  route(router, 'POST', '/api/staff/inbox/read', takesNoBody, async (ctx) => {
    await markInboxRead(ctx.deps.db, ctx.state.user!.id);
    ctx.body = await readInbox(ctx.deps.db, ctx.state.user!.id);
  });

  return router;
}
