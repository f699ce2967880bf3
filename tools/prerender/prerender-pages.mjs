// Pre-renders the first pages into the built shell (run by `nx run shell:build` after both
// webpack builds): each page's HTML inside #root, with its title and the CSS its chunks load in <head>,
// so the first paint needs no JavaScript; the shell hydrates it (shell/src/app/prerendered-page.ts).
// Rendered for a first visit: Hindi (the default language), light theme, nobody signed in.
// dist/shell/app.html is the page for every other route (api/src/web/static-web.ts), with the
// loading state in it.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'dist/shell');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const shellCss = readJson(path.join(shellDist, 'css-chunks.json'));
const publicCss = readJson(path.join(root, 'dist/mf-public/css-chunks.json'));
const boot = shellCss['src/bootstrap.tsx'];
const remoteEntries = readJson(path.join(shellDist, 'mf-remotes.json'));
const PAGES = [
  { path: '/', file: 'index.html', css: [...boot, ...publicCss['src/remote-entry.hi.tsx']] },
  { path: '/login', file: 'login/index.html', css: [...boot, ...shellCss['src/features/auth/components/mobile-login-page.tsx']] },
  { path: '/web/login', file: 'web/login/index.html', css: [...boot, ...shellCss['src/features/auth/components/web-login-page.tsx']] },
  // Every other route (the API's fallback page): the signed-in areas' first state, the loading
  // spinner while the session is checked, painted before any JavaScript; hydrated on /citizen,
  // rendered over elsewhere. Its routes need different chunks (a public page no react-query or
  // axios), so it preloads only the remote map every route reads first.
  { path: '/citizen', file: 'app.html', css: boot, manifest: true },
  // The signed-in areas' entry pages: the same loading state, but all of it is the JavaScript's to
  // render, so they keep the boot chunks' preloads (main.js first), and preload the remote map and
  // their remote's remoteEntry.js (as named in mf-remotes.json at build time), which the shell would
  // otherwise only ask for after main.js has run and mf-remotes.json has answered.
  ...Object.entries({ '/citizen': 'mf_citizen', '/staff': 'mf_staff', '/admin': 'mf_admin' }).map(([area, remote]) => ({
    path: area,
    file: `${area.slice(1)}/index.html`,
    css: boot,
    scripts: true,
    manifest: true,
    remoteEntry: remoteEntries[remote],
  })),
];

const appPage = path.join(shellDist, 'app.html');
// The webpack build wrote the empty page as index.html; keep it as app.html before index.html
// becomes the pre-rendered landing page.
copyFileSync(path.join(shellDist, 'index.html'), appPage);
const template = readFileSync(appPage, 'utf8');
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
if (!EMPTY_ROOT.test(template)) throw new Error('dist/shell/index.html has no empty #root to fill');

// React's and the router's production builds, as the browser runs.
process.env.NODE_ENV ??= 'production';
const { renderPage } = createRequire(import.meta.url)(path.join(root, 'dist/.prerender/render-page.cjs'));
for (const page of PAGES) {
  if (page.css.some((href) => !existsSync(path.join(root, 'dist', href.startsWith('/mf/') ? href.slice(4) : `shell${href}`)))) {
    throw new Error(`A stylesheet of ${page.path} is missing: ${page.css.join(', ')}`);
  }
  const rendered = await renderPage(page.path);
  // React writes the page's <title> (libs/ui PageTitle) ahead of its HTML; it belongs in <head>, in
  // place of the template's. The loading state has none and keeps the template's.
  const title = rendered.match(/<title>[^<]*<\/title>/)?.[0];
  const body = title ? rendered.replace(title, '') : rendered;
  const links = [...new Set(page.css)].map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  // The remote map: the shell fetches it first thing (remote-registry.ts), in the same request mode,
  // so the preload is the answer it reads.
  const entryPreload = [
    page.manifest ? '<link rel="preload" href="/mf-remotes.json" as="fetch" crossorigin="anonymous">' : '',
    page.remoteEntry ? `<link rel="preload" href="${page.remoteEntry}" as="script">` : '',
  ].join('');
  const html = template
    .replace(/<title>[^<]*<\/title>/, (own) => title ?? own)
    // A page that paints its content without JavaScript: its scripts are no longer preloaded at high
    // priority next to the stylesheets the first paint waits for (main.js still loads them, deferred).
    .replace(/<link rel="?preload"? href="?[^ >]+"? as="?script"?>/g, (preload) => (page.scripts ? preload : ''))
    // First of the preloads: the remote's chunks wait for it, and it for nothing but the HTML.
    .replace('</title>', `</title>${entryPreload}`)
    .replace('</head>', `${links}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${page.path}">${body}</div>`);
  const target = path.join(shellDist, page.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
  console.log(`pre-rendered ${page.path} -> dist/shell/${page.file} (${html.length} bytes, ${page.css.length} stylesheets)`);
}
