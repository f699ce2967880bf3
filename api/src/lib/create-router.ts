import Router from '@koa/router';
import type { AppRouter } from '../middleware/require-role';

/**
 * Every router is built here. Case-sensitive and strict: a route answers only its exact lower-case
 * spelling without a trailing slash, the one spelling the session/CSRF guard knows as an API path
 * (middleware/api-path.ts). A lenient router would let `/API/...` reach a handler around them.
 */
export function createRouter(): AppRouter {
  return new Router({ sensitive: true, strict: true });
}
