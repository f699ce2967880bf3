import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import { isApiPath, isOpen311Path } from '../middleware/api-path';
import type { Ctx, Next } from '../types';

/** Remotes are served from dist/<name>/ at /mf/<name>/ (architecture §2). */
const REMOTE = /^\/mf\/(mf-[a-z0-9-]+)(\/.*)?$/;
// Files whose name must always be revalidated: they point at the hashed files of a release. The
// service worker's script too: the browser compares it on each check, and a cached copy would hold
// an old release's worker (and its precache list) in place.
const ALWAYS_FRESH = new Set(['index.html', 'app.html', 'remoteEntry.js', 'mf-remotes.json', 'sw.js']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

// koa-send serves `x.js.br` or `x.js.gz` (written by the build, tools/webpack/precompress-plugins.js)
// for `x.js` when the browser accepts it: the file's caching follows the file's own name.
const PRECOMPRESSED = /\.(br|gz)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (ALWAYS_FRESH.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
}

/**
 * Source maps are built for error tracking (`hidden-source-map`) and never served: with their
 * `sourcesContent` they are the whole front-end source. Checked on the decoded path, as koa-send
 * decodes it (`.m%61p`), and without trailing slashes or dots.
 */
function isSourceMap(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // koa-send refuses a malformed escape itself.
  }
  return /\.map[/.\\]*$/i.test(decoded);
}

async function trySend(ctx: Ctx, root: string, file: string): Promise<boolean> {
  try {
    // koa-send normalises the path and refuses anything outside root.
    await send(ctx, file, { root, setHeaders: cacheHeaders, index: 'index.html', hidden: false });
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) return false;
    throw error;
  }
}

/**
 * Serves the built site when WEB_ROOT exists: the shell at /, each remote under /mf/<name>/, and
 * the shell's index.html for any other non-file path (SPA routes). /api and /open311 are never answered here.
 */
export function staticWeb(webRoot: string) {
  const shellRoot = path.join(webRoot, 'shell');
  return async (ctx: Ctx, next: Next): Promise<void> => {
    if (isApiPath(ctx.path) || isOpen311Path(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (!fs.existsSync(webRoot) || isSourceMap(ctx.path)) return next();
    const remote = REMOTE.exec(ctx.path);
    if (remote) {
      const root = path.join(webRoot, remote[1]!);
      if (await trySend(ctx, root, remote[2] ?? '/')) return;
      return next();
    }
    // The pre-rendered pages (`/` and e.g. /login as login/index.html, tools/prerender) are files.
    if (await trySend(ctx, shellRoot, ctx.path)) return;
    // SPA fallback only for route-like paths: a missing /main.abc123.js must 404, not get HTML.
    // app.html has the loading state pre-rendered in it; index.html has the landing page.
    const spaPage = ['app.html', 'index.html'].find((name) => fs.existsSync(path.join(shellRoot, name)));
    if (!path.extname(ctx.path) && spaPage) {
      await send(ctx, spaPage, { root: shellRoot, setHeaders: cacheHeaders });
      return;
    }
    await next();
  };
}
