import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { readRetentionOverview } from './retention-runs.service';

/** What the retention job keeps and what it did: the admin's settings tab. */
export function retentionRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/admin/retention', async (ctx) => {
    ctx.body = await readRetentionOverview(ctx.deps.db, ctx.deps.config.retention);
  });
  return router;
}
