// The landing page's JS weight: serves dist/shell at / and dist/<remote> at /mf/<remote>/ (as
// shell/public/mf-remotes.json points), opens / in Debian's Chromium and sums the gzip (-9) size
// of every JS file the page loads. API calls answer 404; a page error is printed (a broken
// federation boot shows up here). Run after `npx nx run-many -t build`:
//   node tools/bench/landing-js-size.mjs
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = process.cwd();
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  let file;
  const m = url.pathname.match(/^\/mf\/([^/]+)\/(.*)$/);
  if (m) file = path.join(root, 'dist', m[1], m[2]);
  else if (url.pathname.startsWith('/api/')) { res.writeHead(404, { 'content-type': 'application/json' }); res.end('{"error":"Not found"}'); return; }
  else file = path.join(root, 'dist/shell', url.pathname === '/' ? 'index.html' : url.pathname);
  if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'dist/shell/index.html');
  const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.json') ? 'application/json' : 'text/html';
  res.writeHead(200, { 'content-type': type });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const js = new Set();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 300)));
page.on('request', (r) => { if (r.url().endsWith('.js')) js.add(new URL(r.url()).pathname); });
await page.goto(base + '/');
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
let total = 0;
const rows = [];
for (const p of [...js].sort()) {
  const m = p.match(/^\/mf\/([^/]+)\/(.*)$/);
  const file = m ? path.join(root, 'dist', m[1], m[2]) : path.join(root, 'dist/shell', p);
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  rows.push(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${p}`);
}
console.log(rows.join('\n'));
console.log(`TOTAL ${(total / 1024).toFixed(1)} KB gzip, ${js.size} files; heading: ${await page.locator('h1').first().textContent().catch(() => '?')}`);
await browser.close();
server.close();
