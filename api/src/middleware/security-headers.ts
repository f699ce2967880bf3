import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import type { Ctx, Next } from '../types';
import { readRemoteOrigins } from '../web/remote-origins';
import { isOpen311Path, looksLikeApiPath } from './api-path';

type Directives = Record<string, string[]>;

/**
 * The pages' policy (reasons per directive in docs/decisions/0024-security-headers-and-csp.md). Scripts only from
 * this origin and the remotes' origins: no inline script, no eval, so an injected string cannot run.
 */
export function pageDirectives(remoteOrigins: readonly string[], production: boolean, uploadOrigins: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    // The remotes' CSS chunks are <link>ed from their origin; React's style props go through the CSSOM.
    'style-src': ["'self'", ...remoteOrigins],
    // Gallery, event and social media are URLs an administrator or a social feed supplies; demo media are data: SVGs;
    // attachment previews are blob: URLs of the authorised download.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", ...remoteOrigins],
    // The API, mf-remotes.json and the attachment downloads are all on this origin; with the S3
    // driver the admin's gallery upload PUTs to the bucket's presigned URL (modules/gallery-media).
    'connect-src': ["'self'", ...uploadOrigins],
    // A PDF attachment is previewed in a frame on a blob: URL.
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The bucket's origin when files go to S3: the browser PUTs gallery media there. */
export function s3UploadOrigins(env: NodeJS.ProcessEnv): string[] {
  if (env.STORAGE_DRIVER !== 's3' || !env.S3_ENDPOINT) return [];
  try {
    return [new URL(env.S3_ENDPOINT).origin];
  } catch {
    return [];
  }
}

/** API answers are JSON: nothing in them may load or be framed. */
export const API_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

function helmetOptions(directives: Directives, production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Only behind TLS: in development an HSTS answer on localhost would break every other local http site.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

type HeaderSet = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets for these options, worked out once at start: none of them depends on the
 * request (no nonce, no per-request directive), so running helmet on every answer only repeated the
 * same work (it was most of the cost of GET /api/health, docs/decisions/0024-security-headers-and-csp.md).
 * Helmet stays the one source of the values; it is run once here against a stand-in response.
 */
export function helmetHeaderSet(options: HelmetOptions): HeaderSet {
  const headers = new Map<string, readonly [string, string]>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet sets its headers synchronously; if a later version did not, start-up must say so.
  if (!finished) throw new Error('helmet did not set the security headers synchronously');
  return [...headers.values()];
}

/** What the load balancer's liveness probe carries (modules/health): the API policy and nosniff, HSTS behind TLS. */
const PROBE_HEADERS: ReadonlySet<string> = new Set(['content-security-policy', 'x-content-type-options', 'strict-transport-security']);

/** The probe's headers, from the same helmet run as every API answer's, plus the API's `no-store`. */
export function probeHeaders(config: AppConfig): HeaderSet {
  const fromHelmet = helmetHeaderSet(helmetOptions(API_DIRECTIVES, config.isProduction)).filter(([name]) => PROBE_HEADERS.has(name.toLowerCase()));
  return [...fromHelmet, ['Cache-Control', 'no-store']];
}

/**
 * Security headers of every answer (helmet's, computed once), set before the handlers run so error
 * answers carry them too. A handler may narrow them (the attachment download sets its sandbox CSP).
 */
export function securityHeaders(config: AppConfig, logger: Logger) {
  const remoteOrigins = readRemoteOrigins(path.join(config.webRoot, 'shell', 'mf-remotes.json'), logger);
  const forPages = helmetHeaderSet(helmetOptions(pageDirectives(remoteOrigins, config.isProduction, s3UploadOrigins(process.env)), config.isProduction));
  const forApi = helmetHeaderSet(helmetOptions(API_DIRECTIVES, config.isProduction));
  return (ctx: Ctx, next: Next): Promise<unknown> => {
    const headers = looksLikeApiPath(ctx.path) || isOpen311Path(ctx.path) ? forApi : forPages;
    // Straight onto the response: these names and values were validated by helmet and are constant.
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
