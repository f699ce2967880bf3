import Router from '@koa/router';
import { route, type AppRouter } from '../../middleware/require-role';
import { listResponseTemplates } from './response-templates.service';

export function responseTemplatesRouter(): AppRouter {
  const router: AppRouter = new Router();
  route(router, 'GET', '/api/response-templates', async (ctx) => {
    ctx.body = await listResponseTemplates(ctx.deps.db);
  });
  return router;
}
