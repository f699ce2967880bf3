import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { Db } from '../../../db/knex';
import type { AppKoa } from '../../../types';
import { createDb } from '../../../db/knex';
import { createLogger } from '../../../lib/logger';
import { captcha, FORM, insertRequest, userId } from '../../requests/__tests__/request-test-kit';
import { metricsFor } from '../metrics-registry';

// Its own database: the outbox and overdue figures are whole-table counts.
let iso: IsolatedDatabase;
let app: AppKoa;
let db: Db;
let scraper: TestClient;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  ({ app, db } = iso.app());
  scraper = new TestClient(app);
});
afterAll(() => iso.close());

/** One sample's value from the text format; 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const scrape = async () => {
  const res = await scraper.get('/api/metrics');
  expect(res.status).toBe(200);
  return res.text;
};

describe('GET /api/metrics', () => {
  it('speaks the Prometheus text format with process metrics', async () => {
    const res = await scraper.get('/api/metrics');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE cc_http_requests_total counter');
    expect(res.text).toContain('# TYPE cc_http_request_duration_seconds histogram');
    expect(sample(res.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route template and status class, and times them', async () => {
    const before = await scrape();
    const client = new TestClient(app);
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/request-types')).status).toBe(200);
    await client.login('citizen', 'citizen123');
    expect((await client.get('/api/requests/987654')).status).toBe(404);
    expect((await client.get('/api/requests/987655')).status).toBe(404);
    expect((await client.get('/api/no-such-thing')).status).toBe(404);
    expect((await client.get('/api/health')).status).toBe(200);
    const after = await scrape();

    const moved = (labels: Record<string, string>, name = 'cc_http_requests_total') => sample(after, name, labels) - sample(before, name, labels);
    expect(moved({ method: 'GET', route: '/api/request-types', status_class: '2xx' })).toBe(3);
    expect(moved({ method: 'GET', route: '/api/request-types', status_class: '2xx' }, 'cc_http_request_duration_seconds_count')).toBe(3);
    expect(moved({ method: 'GET', route: '/api/request-types', status_class: '2xx', le: '+Inf' }, 'cc_http_request_duration_seconds_bucket')).toBe(3);
    // The template, never the raw path: two ids, one series.
    expect(moved({ method: 'GET', route: '/api/requests/:id', status_class: '4xx' })).toBe(2);
    expect(after).not.toContain('/api/requests/987654');
    expect(moved({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('no-such-thing');
    expect(moved({ method: 'POST', route: '/api/auth/login', status_class: '2xx' })).toBe(1);
    // Load balancer probes are not traffic.
    expect(after).not.toContain('route="/api/health"');
  });

  it('reports the outbox backlog and the overdue count as they change', async () => {
    const before = await scrape();
    const client = new TestClient(app);
    const filed = await client.post('/api/requests', { ...FORM, email: 'metrics@example.in', ...(await captcha(client)) });
    expect(filed.status).toBe(201);
    // Each filing queues an e-mail and an SMS (the form has both contacts).
    const gaveUp = await db('notification_outbox').where({ requestId: filed.body.id }).update({ status: 'failed', lastError: 'test' });
    expect(gaveUp).toBe(2);
    const filedAgain = await client.post('/api/requests', { ...FORM, email: 'metrics2@example.in', ...(await captcha(client)) });
    expect(filedAgain.status).toBe(201);
    const late = await insertRequest(db, { submitterId: await userId(db, 'citizen') });
    await db('requests').where({ id: late }).update({ dueAt: db.raw("now() - interval '1 hour'") });
    const closed = await insertRequest(db, { submitterId: await userId(db, 'citizen'), status: 'resolved' });
    await db('requests').where({ id: closed }).update({ dueAt: db.raw("now() - interval '1 hour'") });
    const after = await scrape();

    expect(sample(after, 'cc_outbox_messages', { state: 'failed' }) - sample(before, 'cc_outbox_messages', { state: 'failed' })).toBe(2);
    expect(sample(after, 'cc_outbox_messages', { state: 'pending' }) - sample(before, 'cc_outbox_messages', { state: 'pending' })).toBe(2);
    expect(sample(after, 'cc_requests_overdue') - sample(before, 'cc_requests_overdue')).toBe(1);
    expect(moved5xx(after)).toBe(0);
  });
});

describe('with the database unreachable', () => {
  it('still answers, the database figures as NaN', async () => {
    const unreachable = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere', dataDir: '' });
    // knex prints each refused connection to the console.
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const text = await metricsFor({ db: unreachable, config: iso.config, logger: createLogger('silent') }).registry.metrics();
      // prom-client writes NaN as "Nan"; Prometheus parses either spelling.
      expect(text).toMatch(/^cc_outbox_messages\{state="pending"\} NaN$/im);
      expect(text).toMatch(/^cc_requests_overdue NaN$/im);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      quiet.mockRestore();
      await unreachable.destroy();
    }
  });
});

const moved5xx = (text: string) => sample(text, 'cc_http_requests_total', { status_class: '5xx' });

describe('who may scrape', () => {
  const outside = '203.0.113.9';

  it('a process on this machine, directly: yes', async () => {
    expect((await new TestClient(app).get('/api/metrics')).status).toBe(200);
  });

  it('anyone through a proxy or from elsewhere: 403, unless an admin is logged in', async () => {
    expect((await new TestClient(app, outside).get('/api/metrics')).status).toBe(403);
    const citizen = new TestClient(app, outside);
    await citizen.login('citizen', 'citizen123');
    expect((await citizen.get('/api/metrics')).status).toBe(403);
    const staff = new TestClient(app, outside);
    await staff.login('staff', 'staff123');
    expect((await staff.get('/api/metrics')).status).toBe(403);
    const admin = new TestClient(app, outside);
    await admin.login('admin', 'admin123');
    const res = await admin.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('cc_http_requests_total');
  });

  it('a forwarding header from loopback counts as proxied', async () => {
    const viaLocalProxy = new TestClient(app);
    viaLocalProxy.agent.set('Forwarded', 'for=198.51.100.7');
    expect((await viaLocalProxy.get('/api/metrics')).status).toBe(403);
  });

  it('takes no query', async () => {
    expect((await new TestClient(app).get('/api/metrics?name=x')).status).toBe(400);
  });
});
