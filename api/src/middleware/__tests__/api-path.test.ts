import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { healthRouter } from '../../modules/health/health.routes';
import { apiRouters } from '../../routes';
import { otherSpellings } from '../../../test/support/api-path-spellings';
import { listenRaw, type RawServer } from '../../../test/support/raw-http';
import { createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';
import { looksLikeApiPath } from '../api-path';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-api-path-'));
fs.mkdirSync(path.join(webRoot, 'shell'), { recursive: true });
fs.writeFileSync(path.join(webRoot, 'shell', 'index.html'), '<!doctype html><title>shell</title>');

let t: TestApp;
let raw: RawServer;
beforeAll(async () => {
  t = createTestApp({ webRoot });
  raw = await listenRaw(t.app);
});
afterAll(async () => {
  await raw.close();
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('koa hands the routers the raw path', () => {
  it('ctx.path is neither decoded nor normalised (so the guard must not decode before comparing)', async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = ctx.path;
    });
    const server = await listenRaw(app as never);
    try {
      for (const target of ['/API/x', '/api/%2e%2e/x', '/api/./x', '//api/x', '/api;x/y', '/api\\x', '/%61pi/x']) {
        expect((await server.send('GET', target)).text).toBe(target);
      }
    } finally {
      await server.close();
    }
  });
});

describe('one spelling of an API path', () => {
  it('every router is case-sensitive and strict', () => {
    for (const router of [healthRouter(), ...apiRouters()]) {
      expect(router.opts).toMatchObject({ sensitive: true, strict: true });
    }
  });

  it.each(['/api/auth/user', '/api/requests', '/api/upload', '/api/health', '/api/requests/1'])(
    'any other spelling of %s answers the JSON 404 before session, CSRF and static files',
    async (canonical) => {
      for (const spelling of otherSpellings(canonical)) {
        for (const method of ['GET', 'POST']) {
          if (!spelling.startsWith('/')) {
            // Node's HTTP parser refuses a request target that is not origin-form: no middleware runs.
            expect((await raw.send(method, spelling)).status).toBe(400);
            continue;
          }
          const res = await raw.send(method, spelling, { cookie: 'cc_session=whatever' });
          expect({ spelling, method, status: res.status }).toEqual({ spelling, method, status: 404 });
          expect(JSON.parse(res.text)).toEqual({ error: 'Not found', messageKey: 'notFound' });
          // Neither the CSRF middleware (which issues cc_csrf) nor the session middleware (which clears a dead cc_session) ran.
          expect(res.headers['set-cookie']).toBeUndefined();
          expect(res.headers['cache-control']).toBe('no-store');
        }
      }
    },
  );

  it('the canonical spelling still works: reads, and writes with the token', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/request-types')).status).toBe(200);
    const res = await client.post('/api/data-deletion', { email: 'someone@example.in', reason: 'other', additionalInfo: '' });
    expect(res.status).toBe(201);
  });

  it('page paths that only look odd are not API paths', () => {
    expect(looksLikeApiPath('/apiary')).toBe(false);
    expect(looksLikeApiPath('/citizen/api')).toBe(false);
    expect(looksLikeApiPath('/mf/mf-public/remoteEntry.js')).toBe(false);
    expect(looksLikeApiPath('/mf/../API/x')).toBe(true);
  });
});
