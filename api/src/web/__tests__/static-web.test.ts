import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
}

// A bundle and its compressed copies as the build writes them (tools/webpack/precompress-plugins.js).
const BUNDLE = `console.log(${JSON.stringify('नमस्ते '.repeat(400))});`;

const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['export const secret = 1;'], mappings: '' });

let t: TestApp;
beforeAll(() => {
  write('shell/index.html', '<!doctype html><title>shell</title>');
  write('shell/app.html', '<!doctype html><title>empty shell</title>');
  write('shell/login/index.html', '<!doctype html><title>pre-rendered login</title>');
  write('shell/main.1a2b3c4d.js', 'console.log(1)');
  write('shell/mf-remotes.json', '{}');
  write('shell/sw.js', 'self.addEventListener("fetch", () => undefined);');
  write('shell/manifest.webmanifest', '{"name":"Citizen Connect"}');
  write('mf-public/remoteEntry.js', 'var mf_public;');
  write('shell/chunk.9f8e7d6c.js', BUNDLE);
  fs.writeFileSync(path.join(webRoot, 'shell/chunk.9f8e7d6c.js.br'), brotliCompressSync(BUNDLE));
  fs.writeFileSync(path.join(webRoot, 'shell/chunk.9f8e7d6c.js.gz'), gzipSync(BUNDLE));
  fs.writeFileSync(path.join(webRoot, 'mf-public/remoteEntry.js.br'), brotliCompressSync('var mf_public;'));
  write('mf-public/123.abcdef12.js', 'x');
  write('shell/main.1a2b3c4d.js.map', SOURCE_MAP);
  write('shell/styles.map', SOURCE_MAP);
  write('mf-public/123.abcdef12.js.map', SOURCE_MAP);
  t = createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (p: string) => request(t.app.callback()).get(p);

describe('static web serving', () => {
  it('serves the shell at / with no-cache', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the empty app.html for SPA routes, not the pre-rendered landing page', async () => {
    const res = await get('/citizen/requests');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('empty shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a pre-rendered page at its path, revalidated like index.html', async () => {
    const res = await get('/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('pre-rendered login');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing asset with HTML', async () => {
    expect((await get('/main.deadbeef.js')).status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates remoteEntry.js and mf-remotes.json', async () => {
    expect((await get('/main.1a2b3c4d.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/mf/mf-public/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
    const entry = await get('/mf/mf-public/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/mf-remotes.json')).headers['cache-control']).toBe('no-cache');
  });

  describe('compressed copies written by the build', () => {
    // The body as sent (supertest would decode it), with the encoding the request accepts.
    function raw(p: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
      const server = http.createServer(t.app.callback()).listen(0, '127.0.0.1');
      return new Promise((resolve, reject) => {
        server.once('listening', () => {
          const { port } = server.address() as AddressInfo;
          http
            .get({ host: '127.0.0.1', port, path: p, headers: { 'accept-encoding': acceptEncoding }, agent: false }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => server.close(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })));
            })
            .on('error', reject);
        });
      });
    }

    it('sends the brotli copy to a browser that accepts br, as JavaScript cached for a year', async () => {
      const res = await raw('/chunk.9f8e7d6c.js', 'gzip, deflate, br, zstd');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
    });

    it('sends the gzip copy to a client without brotli and the file itself to one that accepts neither', async () => {
      const gzipped = await raw('/chunk.9f8e7d6c.js', 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['cache-control']).toContain('immutable');
      expect(gunzipSync(gzipped.body).toString()).toBe(BUNDLE);
      const plain = await raw('/chunk.9f8e7d6c.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(BUNDLE);
    });

    it('keeps a compressed remoteEntry.js revalidated on every load', async () => {
      const res = await raw('/mf/mf-public/remoteEntry.js', 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe('var mf_public;');
    });
  });

  it('serves the service worker revalidated on every check, under the page policy that lets it run', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    // A JavaScript MIME type, or the browser refuses to register it.
    expect(res.type).toBe('text/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    // A worker's script is allowed by script-src (worker-src falls back to it) and its fetches by connect-src.
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).not.toMatch(/worker-src/);
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never serves files outside the web root', async () => {
    const res = await get('/mf/mf-public/..%2F..%2Fetc%2Fpasswd');
    expect(res.status).not.toBe(200);
  });

  it('leaves /api to the API: unknown paths are JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Not found');
  });

  it('leaves /open311 to the Open311 router: an unknown path is its 404 in the standard format, not the page', async () => {
    const res = await get('/open311/v2/nothing-here.json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual([{ code: 404, description: 'Not found' }]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/main.1a2b3c4d.js.map',
    '/styles.map',
    '/main.1a2b3c4d.js.m%61p',
    '/main.1a2b3c4d.js%2emap',
    '/main.1a2b3c4d.js.MAP',
    '/mf/mf-public/123.abcdef12.js.map',
    '/mf/mf-public/123.abcdef12.js.m%61p',
    '/mf/mf-public/123.abcdef12.js.map/',
  ])('never serves a source map: %s is 404', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('sourcesContent');
  });
});
