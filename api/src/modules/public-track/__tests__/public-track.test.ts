import type { PublicRequestStatus } from '@cc/types';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { submit } from '../../requests/__tests__/request-test-kit';
import { enqueueRequestEvent, REQUEST_EVENTS } from '../../notifications/outbox.service';
import { trackLinksFor } from '../track-links';

const DAY = 86_400_000;
const PUBLIC_FIELDS = ['requestId', 'requestType', 'status', 'stages', 'response', 'responseKey', 'submittedAt', 'updatedAt', 'resolvedAt', 'dueAt', 'isOverdue', 'duplicateOf'].sort();

let t: TestApp;
let addressSeq = 0;
// Each test its own client address: the failure budget is per address (the app trusts X-Forwarded-For here).
const visitor = () => new TestClient(t.app, `203.0.113.${(addressSeq += 1)}`);

beforeAll(() => {
  t = createTestApp({ trustProxyHops: 1, trackLimit: { maxFailures: 3, windowSeconds: 900 } });
});
afterAll(() => t.close());

/** A request filed through the public form, with a phone number unique to it. */
async function filed(overrides: Record<string, unknown> = {}) {
  const phone = `9${String(Date.now()).slice(-6)}${String((addressSeq += 1) % 1000).padStart(3, '0')}`;
  const res = await submit(visitor(), { phone, email: `track${addressSeq}@example.in`, name: 'Sunita Verma', address: 'House 12, Gandhi Nagar', voterIdNumber: 'ABC7654321', ...overrides });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, code: res.body.requestId as string, phone, trackUrl: res.body.trackUrl as string };
}

// Each link is signed when it is made, its expiry counted from that second: two links of one
// request made a second apart differ in their token and are both valid. Compared without it.
const unsigned = (url: string) => url.replace(/\?t=[^&]*$/, '');

/** The API call the /track page makes for a link (API paths are lower case: middleware/api-path.ts). */
const local = (url: string) => {
  const link = new URL(url);
  const code = /^\/track\/([^/]+)$/.exec(link.pathname)![1]!;
  return `/api/public/track/${code.toLowerCase()}${link.search}`;
};

describe('POST /api/public/track (code + phone)', () => {
  it('shows the status, stages and expected date of the right pair, in any spelling of the number, and nothing personal', async () => {
    const request = await filed();
    const res = await visitor().post('/api/public/track', { code: request.code.toLowerCase(), phone: `+91 ${request.phone.slice(0, 5)}-${request.phone.slice(5)}` });
    expect(res.status).toBe(200);
    const body = res.body as PublicRequestStatus;
    expect(Object.keys(body).sort()).toEqual(PUBLIC_FIELDS);
    expect(body).toMatchObject({ requestId: request.code, status: 'pending', requestType: 'infrastructure', response: null, isOverdue: false });
    expect(body.stages.map((stage) => [stage.name, stage.status])).toEqual([
      ['Submitted', 'completed'],
      ['Under Review', 'current'],
      ['Assigned', 'upcoming'],
      ['In Progress', 'upcoming'],
      ['Resolved', 'upcoming'],
    ]);
    expect(body.stages[0]!.date).toBe(body.submittedAt);
    expect(body.dueAt).not.toBeNull();
    for (const secret of [request.phone, 'Sunita', 'Gandhi Nagar', 'ABC7654321', `track`, 'broken']) expect(res.text).not.toContain(secret);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('answers a wrong phone, an unknown code and a wrong code alike: one 404 body', async () => {
    const request = await filed();
    const other = await filed();
    const answers = await Promise.all([
      visitor().post('/api/public/track', { code: request.code, phone: other.phone }),
      visitor().post('/api/public/track', { code: 'CC-2099-999999', phone: request.phone }),
      visitor().post('/api/public/track', { code: other.code, phone: request.phone }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'No request matches this code and phone number. Please check both and try again.',
        messageKey: 'trackNotFound',
      });
    }
  });

  it('refuses malformed input with 400: a bad code, unknown fields, a NUL byte', async () => {
    const request = await filed();
    const client = visitor();
    expect((await client.post('/api/public/track', { code: 'DROP TABLE', phone: request.phone })).body.messageKey).toBe('trackCodeInvalid');
    expect((await client.post('/api/public/track', { code: request.code, phone: request.phone, name: 'x' })).status).toBe(400);
    expect((await client.post('/api/public/track', { code: request.code, phone: `${request.phone}\u0000` })).status).toBe(400);
    expect((await client.post('/api/public/track', { code: request.code })).body.messageKey).toBe('trackPhoneRequired');
  });

  it('needs the CSRF header like every other write', async () => {
    const request = await filed();
    const client = visitor();
    await client.prime();
    const res = await client.agent.post('/api/public/track').send({ code: request.code, phone: request.phone });
    expect(res.status).toBe(403);
  });

  it('limits wrong pairs per address (429, a right pair too, once over), while right pairs cost nothing', async () => {
    const request = await filed();
    const guesser = visitor();
    for (let i = 0; i < 3; i += 1) expect((await guesser.post('/api/public/track', { code: request.code, phone: '9000000001' })).status).toBe(404);
    const limited = await guesser.post('/api/public/track', { code: request.code, phone: request.phone });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.messageKey).toBe('tooManyRequests');

    const owner = visitor();
    for (let i = 0; i < 5; i += 1) expect((await owner.post('/api/public/track', { code: request.code, phone: request.phone })).status).toBe(200);
  });
});

describe('GET /api/public/track/:code?t= (the signed link)', () => {
  it('opens the status the phone lookup shows, and the created request carries the link', async () => {
    const request = await filed();
    expect(request.trackUrl).toMatch(new RegExp(`^${t.config.publicBaseUrl}/track/${request.code}\\?t=[0-9a-z]+\\.[A-Za-z0-9_-]{22}$`));
    const viaLink = await visitor().get(local(request.trackUrl));
    expect(viaLink.status).toBe(200);
    const viaPhone = await visitor().post('/api/public/track', { code: request.code, phone: request.phone });
    // The link's holder is the request's citizen: it adds what they may do about the outcome.
    const { feedback, ...status } = viaLink.body;
    expect(status).toEqual(viaPhone.body);
    expect(feedback).toMatchObject({ canRate: false, canReopen: false, given: null });
    expect(viaPhone.body.feedback).toBeUndefined();
  });

  it('refuses an expired link, an altered one and one signed for another request with one 403', async () => {
    const request = await filed();
    const other = await filed();
    const links = trackLinksFor(t.config);
    const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;
    const good = tokenOf(request.trackUrl);
    const [expiry, signature] = good.split('.') as [string, string];
    const later = (parseInt(expiry, 36) + 86_400 * 365).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      tokenOf(links.urlFor(request.code, new Date(Date.now() - 400 * DAY))),
      `${expiry}.${flipped}`,
      `${later}.${signature}`,
      tokenOf(other.trackUrl),
      'not-a-token',
    ];
    for (const token of bad) {
      const res = await visitor().get(`/api/public/track/${request.code.toLowerCase()}?t=${encodeURIComponent(token)}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.stringContaining('expired or is not valid'), messageKey: 'trackLinkInvalid' });
    }
    // A link made with another secret (another installation, a guessed key) opens nothing.
    const foreign = trackLinksFor({ ...t.config, trackLink: { secret: 'another-secret-of-at-least-32-chars!!', ttlDays: 30 } }).urlFor(request.code);
    expect((await visitor().get(local(foreign))).status).toBe(403);
  });

  it('refuses a missing token and unknown query keys with 400', async () => {
    const request = await filed();
    expect((await visitor().get(`/api/public/track/${request.code.toLowerCase()}`)).status).toBe(400);
    expect((await visitor().get(`${local(request.trackUrl)}&phone=1`)).status).toBe(400);
  });
});

describe('track links in notifications and the citizen detail', () => {
  it('puts a working link in every message of the request (SMS and e-mail) and follows it', async () => {
    const request = await filed();
    const messages = await t.db('notification_outbox').where({ requestId: request.id }).select('channel', 'body', 'status');
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of messages) {
      expect(message.status).toBe('pending');
      const link = /https?:\/\/\S+\/track\/\S+/.exec(message.body)?.[0];
      expect(unsigned(link!)).toBe(unsigned(request.trackUrl));
      const res = await visitor().get(local(link!));
      expect(res.status).toBe(200);
      expect(res.body.requestId).toBe(request.code);
    }
  });

  it('puts a working link in the messages of every later step too (forwarded, assigned, resolved, escalated, reopened)', async () => {
    const request = await filed();
    // Every citizen-facing event after filing; rejection is tested with delivery (notifications-delivery.test.ts).
    const later = REQUEST_EVENTS.filter((event) => event !== 'received' && event !== 'rejected');
    expect(later).toEqual(expect.arrayContaining(['forwarded', 'assigned', 'resolved', 'escalated', 'reopened']));
    // The one call each workflow step makes inside its transaction (staff actions, the escalation sweep, a reopen).
    await t.db.transaction(async (trx) => {
      // Those steps store the staff's remarks first (the forwarded and resolved templates quote them).
      await trx('requests').where({ id: request.id }).update({ response: 'Handed to the block office' });
      for (const event of later) await enqueueRequestEvent(trx, request.id, event);
    });
    const messages = await t.db('notification_outbox').where({ requestId: request.id }).whereIn('event', later).select('event', 'channel', 'body', 'status');
    expect(messages.map((m) => `${m.event}:${m.channel}`).sort()).toEqual(later.flatMap((event) => [`${event}:email`, `${event}:sms`]).sort());
    const ownLink = new RegExp(`${t.config.publicBaseUrl}/track/${request.code}\\?t=[0-9a-z]+\\.[A-Za-z0-9_-]{22}`);
    for (const message of messages) {
      // A rendered message (a template exists), carrying this request's signed link, and the link opens it.
      expect([message.event, message.status]).toEqual([message.event, 'pending']);
      const link = ownLink.exec(message.body)?.[0];
      expect([message.event, message.channel, link]).toEqual([message.event, message.channel, expect.any(String)]);
      const res = await visitor().get(local(link!));
      expect([message.event, res.status, res.body.requestId]).toEqual([message.event, 200, request.code]);
    }
  });

  it('gives a signed-in citizen the link of their own request, and no one else', async () => {
    const citizen = new TestClient(t.app, '198.51.100.7');
    await citizen.login('citizen', 'citizen123');
    const created = await submit(citizen);
    expect(created.status).toBe(201);
    const detail = await citizen.get(`/api/requests/${created.body.id}`);
    expect(unsigned(detail.body.trackUrl)).toBe(unsigned(created.body.trackUrl));
    expect((await visitor().get(local(detail.body.trackUrl))).status).toBe(200);

    const admin = new TestClient(t.app, '198.51.100.8');
    await admin.login('admin', 'admin123');
    const adminView = await admin.get(`/api/requests/${created.body.id}`);
    expect(adminView.status).toBe(200);
    expect(adminView.body.trackUrl).toBeUndefined();
    const list = await citizen.get('/api/requests?limit=5');
    expect(list.body.items[0].trackUrl).toBeUndefined();
  });
});
