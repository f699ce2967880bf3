import { isOpen311Path } from '../../middleware/api-path';
import type { Ctx, Next } from '../../types';

/** What a browser client of /open311 may send: the standard's two methods and a form body's type. */
const ALLOWED_METHODS = 'GET, POST';
const ALLOWED_HEADERS = 'Content-Type';
const PREFLIGHT_MAX_AGE_SECONDS = String(24 * 60 * 60);

/**
 * CORS for GeoReport v2 (docs/open311.md, "Browsers"): any web page may read the public answers and
 * file a request with its API key. `Access-Control-Allow-Origin: *` and never
 * `Access-Control-Allow-Credentials`: a browser then neither sends nor exposes cookies for these
 * calls, and /open311 reads none anyway (no session or CSRF middleware runs there, app.ts). A
 * preflight (OPTIONS with Access-Control-Request-Method) is answered here, 204, before any route;
 * /api paths are untouched (same-origin only, cookie session with CSRF).
 */
export async function open311Cors(ctx: Ctx, next: Next): Promise<void> {
  if (!isOpen311Path(ctx.path)) return next();
  ctx.set('Access-Control-Allow-Origin', '*');
  // The API's default is same-origin; these answers are meant for other origins (a no-cors embed included).
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
    ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
    ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
    ctx.status = 204;
    return;
  }
  await next();
}
