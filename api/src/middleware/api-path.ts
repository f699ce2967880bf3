import path from 'node:path';
import { notFound } from '../lib/http-error';
import type { Ctx, Next } from '../types';

/**
 * The one spelling of an API path: lower case, single slashes, no `.`/`..` segments, no escapes,
 * no `;` parameters, no trailing slash. It is what the routers match (lib/create-router.ts is
 * case-sensitive and strict), so a path the guard does not know as an API path reaches no route.
 */
const CANONICAL_API_PATH = /^\/api(?:\/(?!\.\.?(?:\/|$))[a-z0-9._-]+)*$/;

/** An API path as the routers and the session/CSRF/body middleware see it (after canonicalApiPath). */
export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

const PLAIN_PATH = /^[A-Za-z0-9/_-]*$/;
const LOOSE_API_PREFIX = /^\/+api(?:\/|$)/i;

/** The Open311 GeoReport v2 surface (modules/open311): machine-readable, outside the session. */
export function isOpen311Path(urlPath: string): boolean {
  return urlPath === '/open311' || urlPath.startsWith('/open311/');
}

/** Decodes ASCII escapes only, repeatedly (`%2561` → `%61` → `a`): a layer in front may decode again. */
function decodeAscii(urlPath: string): string {
  let current = urlPath;
  for (let round = 0; round < 5; round += 1) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Whether any lenient reader (a proxy, a case-insensitive router, a Windows file system) could take
 * the path for an API path: escapes decoded, `\` as `/`, `;params` dropped, dot segments resolved,
 * case ignored.
 */
export function looksLikeApiPath(urlPath: string): boolean {
  // Nothing to decode or resolve (no %, backslash, ;, .): the loose reading below would only merge
  // repeated slashes, which the test allows anyway. Every request asks this (headers, cache rule,
  // path guard), so the common spelling skips the work.
  if (PLAIN_PATH.test(urlPath)) return LOOSE_API_PREFIX.test(urlPath);
  const loose = path.posix.normalize(decodeAscii(urlPath).replace(/\\/g, '/').replace(/;[^/]*/g, ''));
  return LOOSE_API_PREFIX.test(loose);
}

/**
 * First in the chain after the error boundary: an API path in any spelling but the canonical one
 * answers the JSON 404 before session, CSRF, body parsing, static files or a router see it. Koa's
 * ctx.path is the raw, undecoded pathname, so this sees exactly what the routers would match.
 */
export async function canonicalApiPath(ctx: Ctx, next: Next): Promise<void> {
  const urlPath = ctx.path;
  if (!CANONICAL_API_PATH.test(urlPath) && looksLikeApiPath(urlPath)) {
    // No client of ours sends such a path: worth a line for whoever investigates a probe.
    ctx.log.warn({ method: ctx.method, path: urlPath, ip: ctx.ip }, 'refused non-canonical API path');
    throw notFound();
  }
  await next();
}
