import type Router from '@koa/router';
import { forbidden, unauthorized } from '../lib/http-error';
import { ADMIN_ROLES, policyTable, type Access, type PolicyEntry } from '../policy/policy-table';
import type { AppContext, AppState, Ctx, Next } from '../types';
import { isDirectLoopback } from './loopback';
import { acceptsQuery, isQueryParser, NO_KEYS } from './validate';

export function isAllowed(access: Access, role: string | undefined): boolean {
  // api-key routes check their key in the handler (the key travels in the body).
  if (access === 'public' || access === 'api-key') return true;
  if (!role) return false;
  switch (access) {
    case 'authenticated':
      return true;
    case 'citizen':
      return role === 'citizen';
    case 'staff':
      return role !== 'citizen';
    case 'admin':
    case 'admin-or-loopback':
      return (ADMIN_ROLES as readonly string[]).includes(role);
    default:
      return access.includes(role);
  }
}

/** 401 when a login is needed, 403 when the role is wrong; records the entry for ownership rules. */
export function authorize(entry: PolicyEntry) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    ctx.state.policy = entry;
    if (entry.access === 'admin-or-loopback') {
      // Anyone else is refused outright (403, not 401): a login prompt is no use to a scraper.
      if (!isDirectLoopback(ctx) && !isAllowed(entry.access, ctx.state.user?.role)) throw forbidden();
    } else if (entry.access !== 'public' && entry.access !== 'api-key') {
      const role = ctx.state.user?.role;
      if (!role) throw unauthorized();
      if (!isAllowed(entry.access, role)) throw forbidden();
    }
    await next();
  };
}

export type AppRouter = Router<AppState, AppContext>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (ctx: Ctx, next: Next) => unknown;

/** A route that declares no query takes none: `?anything` is refused, not silently ignored. */
const refuseAnyQuery = acceptsQuery(NO_KEYS);

/**
 * The only way routes are registered: looks the route up in the policy table (failing at start
 * when it is missing) and puts the authorisation check in front of the handlers. The query is
 * strict by default: a route reads one only by declaring it with `acceptsQuery(schema)` among its
 * handlers; without that, any query key answers 400 (architecture §3).
 */
export function route(router: AppRouter, method: Method, path: string, ...handlers: Handler[]): void {
  const key = `${method} ${path}`;
  const entry = policyTable[key];
  if (!entry) throw new Error(`Route ${key} is missing from the policy table`);
  const query = handlers.some(isQueryParser) ? [] : [refuseAnyQuery];
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  (router[verb] as (path: string, ...mw: Handler[]) => AppRouter).call(router, path, authorize(entry), ...query, ...handlers);
}
