import { Joi, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import { AUTHORITY_LEVELS, type AuthorityLevel } from '../request-workflow';
import { listAuthorities } from './authorities.service';

/** GET /api/users/by-level?level=1|2|3 (spec §7). */
export const byLevelQuery = Joi.object({
  level: Joi.number().valid(...AUTHORITY_LEVELS).required().messages({ '*': validationMessages.invalidLevel.en }),
});

export function authoritiesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/users/authorities', async (ctx) => {
    ctx.body = await listAuthorities(ctx.deps.db);
  });

  route(router, 'GET', '/api/users/by-level', acceptsQuery(byLevelQuery), async (ctx) => {
    ctx.body = await listAuthorities(ctx.deps.db, queryOf<{ level: AuthorityLevel }>(ctx).level);
  });

  return router;
}
