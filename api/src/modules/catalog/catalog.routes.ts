import { createRouter } from '../../lib/create-router';
import { LOCATION_TYPES } from '@cc/validation';
import Joi from 'joi';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow } from '../../middleware/validate';
import { listActiveLocations, listActiveRequestTypes } from './catalog.service';

const locationQuery = Joi.object({
  type: Joi.string().valid(...LOCATION_TYPES),
  parentId: Joi.number().integer().positive(),
});

export function catalogRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/request-types', async (ctx) => {
    ctx.body = await listActiveRequestTypes(ctx.deps.db);
  });
  route(router, 'GET', '/api/locations', async (ctx) => {
    const filter = parseOrThrow<{ type?: string; parentId?: number }>(locationQuery, ctx.query);
    ctx.body = await listActiveLocations(ctx.deps.db, filter);
  });
  return router;
}
