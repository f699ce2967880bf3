import request from 'supertest';
import { createTestApp, TestClient, type TestApp } from '../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('error handling', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await request(t.app.callback()).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ error: 'Not found', messageKey: 'notFound' });
  });

  it('malformed JSON is a 400 without parser details', async () => {
    const client = new TestClient(t.app);
    await client.prime();
    const res = await client.agent
      .post('/api/data-deletion')
      .set('x-csrf-token', client.csrf!)
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid value', messageKey: 'invalidValue' });
  });

  it('a failure inside the server is a generic 500: no stack, no SQL', async () => {
    const broken = createTestApp();
    await broken.db.destroy();
    const res = await request(broken.app.callback()).get('/api/public/events');
    expect(res.status).toBe(500);
    expect(res.body.error).toBe('An error occurred');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(res.text).not.toMatch(/select|stack|at \w+ \(|\.ts:/i);
  });

  it('a thrown error with a secret message never reaches the client', async () => {
    const app = createTestApp();
    app.app.use(async (ctx) => {
      if (ctx.path === '/api/boom') throw new Error('select password_hash from users where 1=1');
    });
    const res = await request(app.app.callback()).get('/api/boom');
    await app.close();
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(/password_hash|Error:/);
  });

  it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
    const good = await request(t.app.callback()).get('/api/ready').set('x-request-id', 'lb-1234567890');
    expect(good.headers['x-request-id']).toBe('lb-1234567890');
    const bad = await request(t.app.callback()).get('/api/ready').set('x-request-id', 'x<script>');
    expect(bad.headers['x-request-id']).not.toBe('x<script>');
  });

  it('sets the security headers', async () => {
    const res = await request(t.app.callback()).get('/api/request-types');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
