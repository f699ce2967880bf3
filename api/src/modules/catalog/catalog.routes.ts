import { idRule, Joi, LOCATION_TYPES } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import { listActiveLocations, listActiveRequestTypes } from './catalog.service';

export const locationQuery = Joi.object({
  type: Joi.string().valid(...LOCATION_TYPES),
  parentId: idRule(),
});

export function catalogRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/request-types', async (ctx) => {
    ctx.body = await listActiveRequestTypes(ctx.deps.db);
  });
  route(router, 'GET', '/api/locations', acceptsQuery(locationQuery), async (ctx) => {
    ctx.body = await listActiveLocations(ctx.deps.db, queryOf<{ type?: string; parentId?: number }>(ctx));
  });
  return router;
}
