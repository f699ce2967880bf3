import { adminListQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf, takesNoBody } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { listFailedJobs, retryFailedJob } from './failed-jobs.service';

/** The background jobs an admin must see: failed and stuck notifications, and a retry for one. */
export function adminJobsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/jobs/failed', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listFailedJobs(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/jobs/failed/:id/retry', takesNoBody, async (ctx) => {
    ctx.body = await retryFailedJob(ctx.deps.db, actorOf(ctx), idParam(ctx));
  });

  return router;
}
