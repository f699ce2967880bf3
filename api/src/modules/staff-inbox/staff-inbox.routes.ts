import Router from '@koa/router';
import { route, type AppRouter } from '../../middleware/require-role';
import { takesNoBody } from '../../middleware/validate';
import { markInboxRead, readInbox } from './staff-inbox.service';

export function staffInboxRouter(): AppRouter {
  const router: AppRouter = new Router();

  route(router, 'GET', '/api/staff/inbox', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await readInbox(ctx.deps.db, ctx.state.user!.id);
  });

  route(router, 'POST', '/api/staff/inbox/read', takesNoBody, async (ctx) => {
    await markInboxRead(ctx.deps.db, ctx.state.user!.id);
    ctx.body = await readInbox(ctx.deps.db, ctx.state.user!.id);
  });

  return router;
}
