import fs from 'node:fs';
import path from 'node:path';

/**
 * GET /api/docs: Swagger UI from the swagger-ui-dist package, served by this API (no CDN: the
 * office's servers may have no outbound network, and a third-party script would run with the
 * session's origin). Only the bundle is used: its standalone preset draws its logo with an
 * inline <style> element, which the page's policy refuses.
 */
export const DOCS_ASSETS = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8' },
} as const;

export type DocsAsset = keyof typeof DOCS_ASSETS;

const distDir = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));
const cache = new Map<DocsAsset, Buffer>();

/** The file's bytes, read once; its source-map comment dropped (the map is not served). */
export function docsAsset(name: DocsAsset): Buffer {
  let bytes = cache.get(name);
  if (!bytes) {
    const source = fs.readFileSync(path.join(distDir(), name), 'utf8');
    bytes = Buffer.from(source.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '\n'));
    cache.set(name, bytes);
  }
  return bytes;
}

/**
 * Starts the viewer: a file of its own, not an inline script, so the page's policy can keep
 * `script-src 'self'`. Try-it-out is offered for reads only: writes need the x-csrf-token header,
 * which the viewer does not send. No validator badge: it would send the document to a third party.
 */
export const DOCS_INIT_JS = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  supportedSubmitMethods: ['get'],
  presets: [SwaggerUIBundle.presets.apis],
});
`;

export const DOCS_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Citizen Connect API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/**
 * The docs page's own policy, replacing the API's `default-src 'none'` (middleware/security-headers.ts)
 * for this one HTML answer, as the attachment download sets its sandbox policy. Scripts and styles
 * from this origin only, no 'unsafe-inline' and no 'unsafe-eval': the viewer's bundle creates no
 * <style> element and sets styles through the CSSOM (React style props), which style-src does not
 * govern, so no nonce or hash is needed. Its stylesheet draws icons as data: SVGs, hence img-src
 * data:. The document is fetched from this origin (connect-src); nothing may frame the page.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
