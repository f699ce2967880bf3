import request from 'supertest';
import { createKit, type Kit } from '../../requests/__tests__/request-test-kit';

/**
 * A GeoReport client running in a web page on another origin (docs/open311.md, "Browsers"): it may
 * read the public answers and file with its API key; no cookie is ever asked for, used or set, and
 * the cookie-session API stays same-origin.
 */
let kit: Kit;
let apiKey: string;
const ORIGIN = 'https://reports.example.org';
const raw = () => request(kit.app.callback());
const form = (overrides: Record<string, string> = {}) => ({
  api_key: apiKey,
  service_code: 'water-supply',
  first_name: 'Asha',
  phone: '9812345670',
  description: 'The hand pump near the school is broken.',
  'attribute[district]': 'raisen',
  ...overrides,
});

beforeAll(async () => {
  kit = await createKit();
  apiKey = (await kit.personas.admin.client.post('/api/admin/open311-keys', { name: `CORS client ${process.pid}` })).body.key;
});
afterAll(() => kit.close());

const expectNoCredentials = (headers: Record<string, string | string[] | undefined>) => {
  expect(headers['access-control-allow-credentials']).toBeUndefined();
  expect(headers['set-cookie']).toBeUndefined();
};

describe('CORS on /open311', () => {
  it('lets any origin read discovery, services and requests (Allow-Origin *, no credentials), errors included', async () => {
    for (const path of ['/open311/v2/discovery.json', '/open311/v2/services.xml', '/open311/v2/requests.json', '/open311/v2/services/no-such-type.json', '/open311/v2/requests.json?foo=bar']) {
      const res = await raw().get(path).set('Origin', ORIGIN);
      expect([path, res.headers['access-control-allow-origin'], res.headers['cross-origin-resource-policy']]).toEqual([path, '*', 'cross-origin']);
      expectNoCredentials(res.headers);
    }
  });

  it('answers the preflight of a POST with 204, the methods and Content-Type, before any route or key check', async () => {
    const res = await raw()
      .options('/open311/v2/requests.json')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type');
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    expectNoCredentials(res.headers);
    expect(res.text).toBe('');
  });

  it('files a cross-origin POST by its key alone: no CSRF token asked, a riding session cookie neither read nor renewed', async () => {
    const admin = kit.personas.admin.client;
    const res = await admin.agent.post('/open311/v2/requests.json').set('Origin', ORIGIN).type('form').send(form());
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expectNoCredentials(res.headers);
    const row = await kit.db('requests').where({ requestId: res.body[0].service_request_id }).first('submitterId', 'submitterType');
    expect(row).toEqual({ submitterId: null, submitterType: 'open311' });
    // Without the key the same cross-origin POST is refused, session cookie or not.
    const refused = await admin.agent.post('/open311/v2/requests.json').set('Origin', ORIGIN).type('form').send(form({ api_key: '' }));
    expect([refused.status, refused.headers['access-control-allow-origin']]).toEqual([403, '*']);
  });

  it('leaves the /api surface same-origin: no CORS headers, and its preflight is not answered', async () => {
    const read = await raw().get('/api/public/transparency/totals').set('Origin', ORIGIN);
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['cross-origin-resource-policy']).toBe('same-origin');
    const preflight = await raw().options('/api/requests').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // A cross-site POST to the cookie API still needs the CSRF token.
    const forged = await kit.personas.admin.client.agent.post('/api/admin/open311-keys').set('Origin', ORIGIN).send({ name: 'forged' });
    expect(forged.status).toBe(403);
  });
});
