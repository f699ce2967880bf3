import path from 'node:path';
import helmet from 'koa-helmet';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import type { Ctx, Next } from '../types';
import { readRemoteOrigins } from '../web/remote-origins';
import { looksLikeApiPath } from './api-path';

type Directives = Record<string, string[]>;

/**
 * The pages' policy (reasons per directive in docs/decisions.md, "HTTP edge"). Scripts only from
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

function headersWith(directives: Directives, production: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Only behind TLS: in development an HSTS answer on localhost would break every other local http site.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}

/**
 * Security headers of every answer (koa-helmet), set before the handlers run so error answers carry
 * them too. A handler may narrow them (the attachment download sets its sandbox CSP).
 */
export function securityHeaders(config: AppConfig, logger: Logger) {
  const remoteOrigins = readRemoteOrigins(path.join(config.webRoot, 'shell', 'mf-remotes.json'), logger);
  const forPages = headersWith(pageDirectives(remoteOrigins, config.isProduction, s3UploadOrigins(process.env)), config.isProduction);
  const forApi = headersWith(API_DIRECTIVES, config.isProduction);
  return (ctx: Ctx, next: Next): Promise<unknown> => (looksLikeApiPath(ctx.path) ? forApi(ctx, next) : forPages(ctx, next));
}
