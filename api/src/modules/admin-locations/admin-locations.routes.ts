import type { LocationType } from '@cc/types';
import { adminListQuerySchema, Joi, LOCATION_TYPES, locationSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { createLocation, listLocations, type LocationFields } from './admin-locations.service';
import { idempotent } from '../../middleware/idempotent';

export const listQuery = adminListQuerySchema.keys({ type: Joi.string().valid(...LOCATION_TYPES) });

/** Spec §7 Admin locations: list and add only (spec §2: no edit or delete). */
export function adminLocationsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/locations', acceptsQuery(listQuery), async (ctx) => {
    ctx.body = await listLocations(ctx.deps.db, queryOf<PageQuery & { type?: LocationType }>(ctx));
  });

  route(router, 'POST', '/api/admin/locations', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<LocationFields>(locationSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createLocation(ctx.deps.db, actorOf(ctx), input);
  });

  return router;
}
