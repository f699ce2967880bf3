import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { listResponseTemplates } from './response-templates.service';

export function responseTemplatesRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/response-templates', async (ctx) => {
    ctx.body = await listResponseTemplates(ctx.deps.db);
  });
  return router;
}
