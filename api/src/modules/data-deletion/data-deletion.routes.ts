import { createRouter } from '../../lib/create-router';
import { dataDeletionSchema } from '@cc/validation';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { createDeletionRequest, type DeletionInput } from './data-deletion.service';

export function dataDeletionRouter(): AppRouter {
  const router = createRouter();
  route(router, 'POST', '/api/data-deletion', rateLimit('data-deletion'), async (ctx) => {
    const input = parseOrThrow<DeletionInput>(dataDeletionSchema, ctx.request.body);
    const requestId = await createDeletionRequest(ctx.deps.db, input);
    ctx.status = 201;
    ctx.body = { requestId, success: true };
  });
  return router;
}
