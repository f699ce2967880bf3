import { createRouter } from '../../lib/create-router';
import { HttpError } from '../../lib/http-error';
import { route, type AppRouter } from '../../middleware/require-role';
import { isAuthorityLevel } from '../request-workflow';
import { listAuthorities } from './authorities.service';

export function authoritiesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/users/authorities', async (ctx) => {
    ctx.body = await listAuthorities(ctx.deps.db);
  });

  route(router, 'GET', '/api/users/by-level', async (ctx) => {
    const level = Number(ctx.query.level);
    if (typeof ctx.query.level !== 'string' || !isAuthorityLevel(level)) throw new HttpError(400, 'invalidLevel', { field: 'level' });
    ctx.body = await listAuthorities(ctx.deps.db, level);
  });

  return router;
}
