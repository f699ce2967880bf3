import request from 'supertest';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import { createLifecycle } from '../modules/health/lifecycle';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the service and its database', async () => {
    const res = await request(t.app.callback()).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    // No request id: a probe has no caller to quote one (the fast path runs before it, decisions: "Health probe fast path").
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The probe's fast path: the API's policy and no-store, not the page headers (decisions: "Health probe fast path").
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('takes no query, and other spellings go down the whole chain with every header', async () => {
    expect((await request(t.app.callback()).get('/api/health?verbose=1')).status).toBe(400);
    const spelled = await request(t.app.callback()).get('/api//health');
    expect(spelled.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = createTestApp();
    await broken.db.destroy();
    const res = await request(broken.app.callback()).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.database).not.toBe('ok');
  });
});

describe('GET /api/ready', () => {
  it('is ready with the database reachable, every migration applied and no shutdown under way', async () => {
    const res = await request(t.app.callback()).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', draining: false, database: 'ok', migrations: 'current' });
  });

  it('answers 503 and closes each connection once the process drains, while liveness stays 200', async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), lifecycle });
    expect((await request(app.callback()).get('/api/ready')).status).toBe(200);
    lifecycle.draining = true;
    const ready = await request(app.callback()).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not-ready', draining: true, database: 'ok' });
    expect(ready.headers.connection).toBe('close');
    expect((await request(app.callback()).get('/api/health')).status).toBe(200);
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = createTestApp();
    await broken.db.destroy();
    const res = await request(broken.app.callback()).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not-ready', database: 'unavailable', migrations: 'unknown' });
  });

  it('takes no query', async () => {
    expect((await request(t.app.callback()).get('/api/ready?verbose=1')).status).toBe(400);
  });
});
