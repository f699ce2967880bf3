import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { DOCS_ASSETS, DOCS_CSP, DOCS_HTML, DOCS_INIT_JS, docsAsset, type DocsAsset } from './docs-page';
import { openApiJson } from './openapi-document';

/**
 * The API's contract, once (docs/decisions/0102-openapi-contract.md): the OpenAPI 3.1 document built
 * from the route description table, and a page that renders it. Public reads that take no query
 * (route() refuses any query key on them, as on every route that declares none).
 */
export function apiDocsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/openapi.json', (ctx) => {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = openApiJson();
  });

  route(router, 'GET', '/api/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.body = DOCS_HTML;
  });

  route(router, 'GET', '/api/docs/init.js', (ctx) => {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = DOCS_INIT_JS;
  });

  for (const name of Object.keys(DOCS_ASSETS) as DocsAsset[]) {
    route(router, 'GET', `/api/docs/${name}`, (ctx) => {
      ctx.type = DOCS_ASSETS[name].type;
      ctx.body = docsAsset(name);
    });
  }

  return router;
}
