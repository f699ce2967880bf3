import request from 'supertest';
import { createTestApp, type TestApp } from '../test/test-app';

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
    expect(res.headers['x-request-id']).toMatch(/.{8,}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = createTestApp();
    await broken.db.destroy();
    const res = await request(broken.app.callback()).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.database).not.toBe('ok');
  });
});
