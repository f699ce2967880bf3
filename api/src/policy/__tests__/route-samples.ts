import type { Response } from 'supertest';
import { TestClient } from '../../../test/support/test-app';
import { trackLinks } from '../../modules/public-track/track-links';
import { captcha, createKit, FORM, insertRequest, PNG, userId, type Kit } from '../../modules/requests/__tests__/request-test-kit';

/**
 * One valid call per route of the policy table, written from the spec and docs/api.md (not from
 * the implementation): who calls, the path, the query keys the route takes and a body it accepts.
 * The input sweeps vary one part at a time (a NUL byte in a field, an extra key), so a refusal is
 * caused by that part alone. A route missing here fails the sweeps: new routes must add a sample.
 */
export interface SampleCall {
  client: TestClient;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Multipart: text fields plus one file under `fileField`. */
  multipart?: { fileField: string; fields: Record<string, string> };
  /** Form-encoded, with no CSRF header: Open311's POST (GeoReport v2), which authenticates by api_key. */
  form?: boolean;
  /** The status of the unchanged call. */
  ok: number;
}

export interface RouteSample {
  /** Every query key the route takes (the NUL sweep tries each). */
  queryKeys: string[];
  /** A fresh call (a new captcha, a new pending request...), since most calls change state. */
  make(): Promise<SampleCall>;
}

export interface SampleContext {
  kit: Kit;
  /** A citizen registered for these tests: own-profile writes do not touch the demo accounts. */
  ownCitizen: TestClient;
}

/** Every filter of GET /api/requests and GET /api/admin/requests (docs/api.md). */
export const LIST_QUERY_KEYS = [
  'userId', 'citizenId', 'assignedTo', 'status', 'category', 'requestType', 'district', 'vidhanSabha', 'vidhansabha',
  'priority', 'from', 'to', 'q', 'overdue', 'actionable', 'sort', 'limit', 'cursor',
];

/** The query of every admin list (libs/validation admin-list.ts). */
const PAGE_KEYS = ['search', 'page', 'pageSize'];

const requestCode = async (kit: Kit, id: number): Promise<string> => (await kit.db('requests').where({ id }).first('requestId')).requestId;

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${Date.now().toString(36)}x${(counter += 1)}`;

export function registrationPayload() {
  const username = unique('sweep');
  return {
    firstName: 'Sweep',
    lastName: 'Tester',
    name: 'Sweep Tester',
    email: `${username}@example.in`,
    phone: '9812345678',
    district: 'raisen',
    vidhanSabha: 'bhojpur',
    block: 'bhojpur',
    address: 'Ward 1, Bhojpur',
    pincode: '464551',
    username,
    password: 'sweep-secret-1',
    confirmPassword: 'sweep-secret-1',
    voterIdNumber: 'ABC1234567',
    role: 'citizen',
    allowNotifications: true,
    agreedToTerms: true,
    agreedToPrivacy: true,
  };
}

/** Spec §5 Admin create user: every field of the form. */
export function adminUserPayload() {
  const username = unique('clerk');
  return {
    username,
    password: 'clerk-secret-42',
    name: 'Sweep Clerk',
    email: `${username}@example.in`,
    phone: '9812345600',
    role: 'staff',
    district: 'raisen',
    constituency: 'bhojpur',
    mandal: null,
    ward: null,
    address: 'Collectorate, Raisen',
    department: 'Public Works Department',
    isActive: true,
  };
}

/**
 * A citizen who registers and asks for deletion: the token of the link mailed to them, read from the
 * outbox as the citizen would read their mail.
 */
export async function deletionLinkToken(kit: Kit, client: TestClient): Promise<string> {
  const payload = registrationPayload();
  const registered = await client.post('/api/auth/register', payload);
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
  const asked = await client.post('/api/data-deletion', { email: payload.email });
  if (asked.status !== 201) throw new Error(`deletion request failed: ${asked.status} ${asked.text}`);
  const mail = await kit.db('notification_outbox').where({ dedupeKey: `deletion-confirm-${asked.body.requestId}` }).first('body');
  return /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
}

/** A request filed without an account, and the challenge and SMS code of asking to erase it. */
export async function erasureChallenge(kit: Kit, client: TestClient): Promise<{ challengeId: string; otp: string }> {
  const id = await insertRequest(kit.db, { submitterId: null, phone: '9811122233' });
  await kit.db('requests').where({ id }).update({ submitterType: 'public' });
  const { requestId: code } = await kit.db('requests').where({ id }).first('requestId');
  const asked = await client.post('/api/data-deletion/by-code', { code, phone: '9811122233' });
  if (asked.status !== 200) throw new Error(`erasure request failed: ${asked.status} ${asked.text}`);
  const sms = await kit.db('notification_outbox').where({ requestId: id, event: 'erasure_code' }).orderBy('id', 'desc').first('body');
  return { challengeId: asked.body.challengeId, otp: /(?<![-\d])(\d{6})(?!\d)/.exec(sms.body)![1]! };
}

/** A citizen registered (and so signed in) on a client of its own. */
async function freshCitizen(kit: Kit): Promise<{ client: TestClient; payload: ReturnType<typeof registrationPayload> }> {
  const client = new TestClient(kit.app);
  const payload = registrationPayload();
  const registered = await client.post('/api/auth/register', payload);
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
  return { client, payload };
}

/** A user row as the admin form would create it (the password is irrelevant to these samples). */
async function insertUser(kit: Kit, user: ReturnType<typeof adminUserPayload>): Promise<number> {
  const { password: _password, ...fields } = user;
  const [row] = await kit.db('users').insert({ ...fields, passwordHash: 'not-a-hash' }).returning('id');
  return row.id;
}

const rolePayload = () => ({ name: unique('sweep_role_').toLowerCase(), displayName: 'Sweep role', displayNameHi: 'परीक्षण भूमिका', description: 'For the sweeps', escalationLevel: 1, isActive: true });

/** Spec §3 Event as the events tab sends it. */
const eventPayload = () => ({
  title: unique('Sweep camp '),
  titleHi: 'परीक्षण शिविर',
  description: 'For the sweeps',
  descriptionHi: null,
  eventDate: '2090-03-15',
  eventTime: '10:30',
  location: 'Raisen',
  locationHi: 'रायसेन',
  category: 'meeting',
  priority: 'high',
  isPublic: true,
  isActive: true,
  imageUrl: null,
  externalLink: 'https://example.in/camp',
});

/** Spec §3 Social handle as the social tab sends it. */
const handlePayload = () => ({ platform: 'instagram', username: unique('sweep'), displayName: 'Sweep Office', profileUrl: 'https://instagram.com/sweep', isActive: true, autoSync: false });

const requestTypePayload = () => ({
  name: unique('sweep-type-').toLowerCase(),
  displayName: 'Sweep type',
  displayNameHi: 'परीक्षण प्रकार',
  description: null,
  descriptionHi: null,
  department: 'Sweeps',
  departmentHi: null,
  standardResponseTime: 72,
  isActive: true,
});

/** The spec §7 request-form fields a client sends besides the form itself. */
const SPEC_FORM_FIELDS = {
  submitterId: '1',
  submitterType: 'citizen',
  status: 'pending',
  escalationLevel: '0',
  assignedTo: '',
  response: '',
  attachmentUrl: '',
  attachmentType: '',
  vidhanSabha: 'bhojpur',
  email: 'ramesh@example.in',
  title: 'Broken road',
  category: 'infrastructure',
  voterIdNumber: 'ABC1234567',
};

export async function createSamples({ kit, ownCitizen }: SampleContext): Promise<Record<string, RouteSample>> {
  const p = kit.personas;
  const citizenA = p.citizenA.user!.id;
  const officialId = await userId(kit.db, 'official');
  const pendingRequest = () => insertRequest(kit.db, { submitterId: citizenA, district: 'raisen' });
  // Resolved by staff a moment ago: rateable and reopenable by citizen A.
  const resolvedRequest = async () => {
    const id = await insertRequest(kit.db, { submitterId: citizenA, district: 'raisen', status: 'resolved' });
    await kit.db('request_history').insert({ requestId: id, action: 'complete', fromStatus: 'pending', toStatus: 'resolved', notes: 'Repaired', userRole: 'staff' });
    return id;
  };
  const trackToken = async (id: number) => new URL(trackLinks().urlFor(await requestCode(kit, id))).searchParams.get('t')!;
  const fresh = async () => {
    const client = new TestClient(kit.app);
    await client.prime();
    return client;
  };
  const get = (client: TestClient, path: string, query?: Record<string, string>): SampleCall => ({ client, path, query, ok: 200 });
  const noQuery = (make: () => Promise<SampleCall> | SampleCall): RouteSample => ({ queryKeys: [], make: async () => make() });
  const open311Key = (await p.admin.client.post('/api/admin/open311-keys', { name: unique('Sweep client ') })).body.key as string;
  const open311Filed = (await p.anonymous.client.agent.post('/open311/v2/requests.json').type('form').send(open311Body(open311Key))).body[0].service_request_id as string;
  const holidayDate = () => `2090-${String(1 + (counter % 12)).padStart(2, '0')}-${String(1 + ((counter += 1) % 28)).padStart(2, '0')}`;

  return {
    'GET /api/health': noQuery(() => get(p.anonymous.client, '/api/health')),
    'GET /api/ready': noQuery(() => get(p.anonymous.client, '/api/ready')),
    'GET /api/metrics': noQuery(() => get(p.admin.client, '/api/metrics')),
    // The contract and its viewer (modules/api-docs): public reads without a query.
    'GET /api/openapi.json': noQuery(() => get(p.anonymous.client, '/api/openapi.json')),
    'GET /api/docs': noQuery(() => get(p.anonymous.client, '/api/docs')),
    'GET /api/docs/swagger-ui.css': noQuery(() => get(p.anonymous.client, '/api/docs/swagger-ui.css')),
    'GET /api/docs/swagger-ui-bundle.js': noQuery(() => get(p.anonymous.client, '/api/docs/swagger-ui-bundle.js')),
    'GET /api/docs/init.js': noQuery(() => get(p.anonymous.client, '/api/docs/init.js')),
    // Open government: Open311 GeoReport v2 and its keys (docs/open311.md).
    'GET /open311/v2/discovery.:format': { queryKeys: ['jurisdiction_id'], make: async () => get(p.anonymous.client, '/open311/v2/discovery.json', { jurisdiction_id: 'citizen-connect' }) },
    'GET /open311/v2/services.:format': { queryKeys: ['jurisdiction_id'], make: async () => get(p.anonymous.client, '/open311/v2/services.json', { jurisdiction_id: 'citizen-connect' }) },
    'GET /open311/v2/services/:code.:format': { queryKeys: ['jurisdiction_id'], make: async () => get(p.anonymous.client, '/open311/v2/services/water-supply.json', { jurisdiction_id: 'citizen-connect' }) },
    'POST /open311/v2/requests.:format': noQuery(() => ({ client: p.anonymous.client, path: '/open311/v2/requests.json', form: true, body: open311Body(open311Key), ok: 201 })),
    'GET /open311/v2/requests.:format': {
      queryKeys: ['jurisdiction_id', 'service_request_id', 'service_code', 'start_date', 'end_date', 'status', 'page', 'page_size'],
      make: async () => get(p.anonymous.client, '/open311/v2/requests.json', {
        jurisdiction_id: 'citizen-connect', service_request_id: open311Filed, service_code: 'water-supply', start_date: '2020-01-01T00:00:00Z',
        end_date: '2090-01-01T00:00:00+05:30', status: 'open', page: '1', page_size: '10',
      }),
    },
    'GET /open311/v2/tokens/:token.:format': { queryKeys: ['jurisdiction_id'], make: async () => get(p.anonymous.client, `/open311/v2/tokens/${open311Filed}.json`, { jurisdiction_id: 'citizen-connect' }) },
    'GET /open311/v2/requests/:id.:format': { queryKeys: ['jurisdiction_id'], make: async () => get(p.anonymous.client, `/open311/v2/requests/${open311Filed}.json`, { jurisdiction_id: 'citizen-connect' }) },
    'GET /api/admin/open311-keys': noQuery(() => get(p.admin.client, '/api/admin/open311-keys')),
    'POST /api/admin/open311-keys': noQuery(() => ({ client: p.admin.client, path: '/api/admin/open311-keys', body: { name: unique('Sweep client ') }, ok: 201 })),
    'DELETE /api/admin/open311-keys/:id': noQuery(async () => {
      const issued = await p.admin.client.post('/api/admin/open311-keys', { name: unique('Revoked client ') });
      return { client: p.admin.client, path: `/api/admin/open311-keys/${issued.body.id}`, ok: 200 };
    }),
    'GET /api/admin/jobs/failed': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/jobs/failed', { search: 'sweep', page: '1', pageSize: '10' }) },
    'POST /api/admin/jobs/failed/:id/retry': noQuery(async () => {
      const [row] = await kit.db('notification_outbox').insert({ channel: 'sms', recipient: '9000000001', body: 'Sweep', status: 'failed', lastError: 'gateway down', dedupeKey: unique('sweep-retry-') }).returning('id');
      return { client: p.admin.client, path: `/api/admin/jobs/failed/${row.id}/retry`, ok: 200 };
    }),
    'POST /api/auth/login': noQuery(async () => ({ client: await fresh(), path: '/api/auth/login', body: { username: 'citizen', password: 'citizen123' }, ok: 200 })),
    'POST /api/auth/register': noQuery(async () => ({ client: await fresh(), path: '/api/auth/register', body: registrationPayload(), ok: 201 })),
    'POST /api/auth/logout': noQuery(async () => ({ client: await fresh(), path: '/api/auth/logout', ok: 200 })),
    'GET /api/auth/user': noQuery(() => get(p.citizenA.client, '/api/auth/user')),

    'GET /api/public/events': noQuery(() => get(p.anonymous.client, '/api/public/events')),
    'GET /api/public/gallery': noQuery(() => get(p.anonymous.client, '/api/public/gallery')),
    'GET /api/public/social-posts': noQuery(() => get(p.anonymous.client, '/api/public/social-posts')),
    'GET /api/request-types': noQuery(() => get(p.anonymous.client, '/api/request-types')),
    'GET /api/locations': { queryKeys: ['type', 'parentId'], make: async () => get(p.anonymous.client, '/api/locations', { type: 'district', parentId: '1' }) },
    'POST /api/data-deletion': noQuery(() => ({
      client: p.anonymous.client,
      path: '/api/data-deletion',
      body: { email: 'someone@example.in', reason: 'privacy-concerns', additionalInfo: 'Please remove my account.' },
      ok: 201,
    })),
    'POST /api/data-deletion/confirm': noQuery(async () => ({
      client: p.anonymous.client,
      path: '/api/data-deletion/confirm',
      body: { token: await deletionLinkToken(kit, await fresh()) },
      ok: 200,
    })),
    'POST /api/data-deletion/by-code': noQuery(async () => {
      const id = await insertRequest(kit.db, { submitterId: null, phone: '9811122244' });
      const { requestId: code } = await kit.db('requests').where({ id }).first('requestId');
      return { client: p.anonymous.client, path: '/api/data-deletion/by-code', body: { code, phone: '9811122244', language: 'en' }, ok: 200 };
    }),
    'POST /api/data-deletion/by-code/confirm': noQuery(async () => {
      const client = await fresh();
      return { client, path: '/api/data-deletion/by-code/confirm', body: await erasureChallenge(kit, client), ok: 200 };
    }),
    'GET /api/admin/retention': noQuery(() => get(p.admin.client, '/api/admin/retention')),
    'GET /api/admin/data-deletion-requests': {
      queryKeys: [...PAGE_KEYS, 'state'],
      make: async () => get(p.admin.client, '/api/admin/data-deletion-requests', { search: 'del-', page: '1', pageSize: '10', state: 'confirmed' }),
    },

    'GET /api/requests/stats': { queryKeys: ['citizenId', 'overdue'], make: async () => get(p.citizenA.client, '/api/requests/stats', { overdue: 'true' }) },

    'GET /api/captcha': { queryKeys: ['lang'], make: async () => get(p.anonymous.client, '/api/captcha', { lang: 'hi' }) },
    'POST /api/captcha/verify': noQuery(async () => {
      const { captchaToken, captchaAnswer } = await captcha(p.anonymous.client);
      return { client: p.anonymous.client, path: '/api/captcha/verify', body: { token: captchaToken, answer: captchaAnswer }, ok: 200 };
    }),
    'POST /api/requests': noQuery(async () => ({
      client: p.citizenA.client,
      path: '/api/requests',
      body: { ...FORM, ...SPEC_FORM_FIELDS, ...(await captcha(p.citizenA.client)) },
      ok: 201,
    })),
    'POST /api/upload': noQuery(() => ({ client: p.citizenA.client, path: '/api/upload', multipart: { fileField: 'file', fields: {} }, ok: 201 })),
    'GET /api/requests': { queryKeys: LIST_QUERY_KEYS, make: async () => get(p.admin.client, '/api/requests', { district: 'raisen', priority: 'low', limit: '5' }) },
    'GET /api/requests/:id': noQuery(async () => get(p.citizenA.client, `/api/requests/${await pendingRequest()}`)),
    'GET /api/requests/:id/attachment': noQuery(async () => ({ ...get(p.citizenA.client, `/api/requests/${await pendingRequest()}/attachment`), ok: 404 })),
    'PATCH /api/requests/:id': noQuery(async () => ({
      client: p.staff.client,
      path: `/api/requests/${await pendingRequest()}`,
      body: { status: 'resolved', response: 'Repaired', updatedAt: new Date().toISOString() },
      ok: 200,
    })),
    'GET /api/requests/similar': {
      queryKeys: ['district', 'requestType', 'text'],
      make: async () => get(p.anonymous.client, '/api/requests/similar', { district: 'raisen', requestType: 'infrastructure', text: 'The road near the school is broken' }),
    },
    'GET /api/requests/:id/similar': noQuery(async () => get(p.staff.client, `/api/requests/${await pendingRequest()}/similar`)),
    'POST /api/requests/:id/duplicate': noQuery(async () => ({
      client: p.staff.client,
      path: `/api/requests/${await pendingRequest()}/duplicate`,
      body: { of: await requestCode(kit, await pendingRequest()), note: 'Same broken road' },
      ok: 200,
    })),
    'GET /api/users/authorities': noQuery(() => get(p.staff.client, '/api/users/authorities')),
    'GET /api/users/by-level': { queryKeys: ['level'], make: async () => get(p.staff.client, '/api/users/by-level', { level: '2' }) },
    'GET /api/admin/requests': { queryKeys: [...LIST_QUERY_KEYS, 'page', 'pageSize'], make: async () => get(p.admin.client, '/api/admin/requests', { status: 'pending', limit: '5' }) },
    'POST /api/admin/requests/:id/approve': noQuery(async () => ({
      client: p.admin.client,
      path: `/api/admin/requests/${await pendingRequest()}/approve`,
      body: { assignedTo: officialId, remarks: 'Forwarded to PWD' },
      ok: 200,
    })),
    'POST /api/admin/requests/:id/reject': noQuery(async () => ({
      client: p.admin.client,
      path: `/api/admin/requests/${await pendingRequest()}/reject`,
      body: { reason: 'Not within this office' },
      ok: 200,
    })),
    'GET /api/admin/requests/:id/workflow': noQuery(async () => get(p.admin.client, `/api/admin/requests/${await pendingRequest()}/workflow`)),

    'GET /api/reports/summary': { queryKeys: ['from', 'to'], make: async () => get(p.staff.client, '/api/reports/summary', { from: '2025-01-01', to: '2025-01-31' }) },
    'GET /api/reports/summary.csv': { queryKeys: ['from', 'to'], make: async () => get(p.staff.client, '/api/reports/summary.csv', { from: '2025-01-01', to: '2025-01-31' }) },
    'GET /api/staff/inbox': noQuery(() => get(p.staff.client, '/api/staff/inbox')),
    'POST /api/staff/inbox/read': noQuery(() => ({ client: p.staff.client, path: '/api/staff/inbox/read', ok: 200 })),
    'GET /api/response-templates': noQuery(() => get(p.staff.client, '/api/response-templates')),

    'GET /api/users/me/notification-preferences': noQuery(() => get(ownCitizen, '/api/users/me/notification-preferences')),
    'PUT /api/users/me/notification-preferences': noQuery(() => ({
      client: ownCitizen,
      path: '/api/users/me/notification-preferences',
      body: { email: true, sms: false, push: false, language: 'en' },
      ok: 200,
    })),
    'GET /api/admin/holidays': noQuery(() => get(p.admin.client, '/api/admin/holidays')),
    'POST /api/admin/holidays': noQuery(() => ({
      client: p.admin.client,
      path: '/api/admin/holidays',
      body: { date: holidayDate(), name: 'Sweep holiday', nameHi: 'परीक्षण अवकाश' },
      ok: 201,
    })),
    'DELETE /api/admin/holidays/:id': noQuery(async () => {
      const [holiday] = await kit.db('holidays').insert({ date: holidayDate(), name: 'To delete' }).returning('id');
      return { client: p.admin.client, path: `/api/admin/holidays/${holiday.id}`, ok: 200 };
    }),

    'PATCH /api/users/me': noQuery(() => ({ client: ownCitizen, path: '/api/users/me', body: { name: 'Sweep Tester', email: null, phone: '9812345670' }, ok: 200 })),
    // The own password and sessions: a fresh citizen each time, since each call changes or ends something.
    'POST /api/users/me/password': noQuery(async () => {
      const { client, payload } = await freshCitizen(kit);
      const next = 'sweep-secret-2';
      return { client, path: '/api/users/me/password', body: { currentPassword: payload.password, newPassword: next, confirmPassword: next }, ok: 200 };
    }),
    'GET /api/users/me/sessions': noQuery(async () => get((await freshCitizen(kit)).client, '/api/users/me/sessions')),
    'DELETE /api/users/me/sessions/:sessionId': noQuery(async () => {
      const { client, payload } = await freshCitizen(kit);
      await new TestClient(kit.app).login(payload.username, payload.password);
      const other = (await client.get('/api/users/me/sessions')).body.sessions.find((session: { current: boolean }) => !session.current);
      return { client, path: `/api/users/me/sessions/${other.id}`, ok: 200 };
    }),
    'POST /api/users/me/sessions/end-others': noQuery(async () => ({ client: (await freshCitizen(kit)).client, path: '/api/users/me/sessions/end-others', ok: 200 })),

    // Admin console
    'GET /api/admin/users': { queryKeys: [...PAGE_KEYS, 'role'], make: async () => get(p.admin.client, '/api/admin/users', { search: 'a', page: '1', pageSize: '10', role: 'staff' }) },
    'POST /api/admin/users': noQuery(() => ({ client: p.admin.client, path: '/api/admin/users', body: adminUserPayload(), ok: 201 })),
    'PATCH /api/admin/users/:id': noQuery(async () => {
      const user = adminUserPayload();
      const id = await insertUser(kit, user);
      return { client: p.admin.client, path: `/api/admin/users/${id}`, body: { ...user, password: '', name: 'Renamed Clerk' }, ok: 200 };
    }),
    'DELETE /api/admin/users/:id': noQuery(async () => ({ client: p.admin.client, path: `/api/admin/users/${await insertUser(kit, adminUserPayload())}`, ok: 200 })),
    'GET /api/admin/roles': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/roles', { search: 'admin', page: '1', pageSize: '10' }) },
    'POST /api/admin/roles': noQuery(() => ({ client: p.admin.client, path: '/api/admin/roles', body: rolePayload(), ok: 201 })),
    'PATCH /api/admin/roles/:id': noQuery(async () => {
      const role = rolePayload();
      const [row] = await kit.db('roles').insert(role).returning('id');
      return { client: p.admin.client, path: `/api/admin/roles/${row.id}`, body: { ...role, displayName: 'Renamed role' }, ok: 200 };
    }),
    'DELETE /api/admin/roles/:id': noQuery(async () => {
      const [row] = await kit.db('roles').insert(rolePayload()).returning('id');
      return { client: p.admin.client, path: `/api/admin/roles/${row.id}`, ok: 200 };
    }),
    'GET /api/admin/request-types': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/request-types', { search: 'water', page: '1', pageSize: '10' }) },
    'POST /api/admin/request-types': noQuery(() => ({ client: p.admin.client, path: '/api/admin/request-types', body: requestTypePayload(), ok: 201 })),
    'PATCH /api/admin/request-types/:id': noQuery(async () => {
      const type = requestTypePayload();
      const [row] = await kit.db('request_types').insert(type).returning('id');
      return { client: p.admin.client, path: `/api/admin/request-types/${row.id}`, body: { ...type, standardResponseTime: 48 }, ok: 200 };
    }),
    'DELETE /api/admin/request-types/:id': noQuery(async () => {
      const [row] = await kit.db('request_types').insert(requestTypePayload()).returning('id');
      return { client: p.admin.client, path: `/api/admin/request-types/${row.id}`, ok: 200 };
    }),
    'GET /api/admin/locations': { queryKeys: [...PAGE_KEYS, 'type'], make: async () => get(p.admin.client, '/api/admin/locations', { search: 'rai', page: '1', pageSize: '10', type: 'district' }) },
    'POST /api/admin/locations': noQuery(async () => {
      const raisen = await kit.db('locations').where({ code: 'raisen' }).first('id');
      return { client: p.admin.client, path: '/api/admin/locations', body: { type: 'constituency', name: 'Sweep Vidhan Sabha', nameHi: 'परीक्षण विधानसभा', code: unique('raisen:sweep'), parentId: raisen.id, isActive: true }, ok: 201 };
    }),
    'GET /api/admin/message-templates': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/message-templates', { search: 'request', page: '1', pageSize: '10' }) },
    'POST /api/admin/message-templates': noQuery(() => ({
      client: p.admin.client,
      path: '/api/admin/message-templates',
      body: { type: 'sms', category: 'acknowledgement', title: 'Received', titleHi: 'प्राप्त', content: 'Dear {{name}}, we got {{requestId}}.', contentHi: 'प्रिय {{name}}, {{requestId}} मिला।', language: 'both', isActive: true },
      ok: 201,
    })),
    'GET /api/admin/system-settings': noQuery(() => get(p.admin.client, '/api/admin/system-settings')),
    'PUT /api/admin/system-settings': noQuery(() => ({
      client: p.admin.client,
      path: '/api/admin/system-settings',
      body: { officeHours: { openHour: 9, closeHour: 18 }, defaultResponseTime: 72, contactEmail: 'office@example.in' },
      ok: 200,
    })),
    'GET /api/admin/requests/stats': noQuery(() => get(p.admin.client, '/api/admin/requests/stats')),
    'GET /api/public/contact': noQuery(() => get(p.anonymous.client, '/api/public/contact')),
    'GET /api/public/transparency': { queryKeys: ['district', 'type', 'months', 'format'], make: async () => get(p.anonymous.client, '/api/public/transparency', { district: 'raisen', months: '12' }) },
    'GET /api/public/transparency/totals': noQuery(() => get(p.anonymous.client, '/api/public/transparency/totals')),
    'GET /api/public/transparency.csv': { queryKeys: ['district', 'type', 'months', 'format', 'dictionary'], make: async () => get(p.anonymous.client, '/api/public/transparency.csv', { type: 'complaint' }) },
    'POST /api/public/track': noQuery(async () => ({
      client: p.anonymous.client,
      path: '/api/public/track',
      body: { code: await requestCode(kit, await insertRequest(kit.db, { submitterId: null, phone: '9812300001' })), phone: '98123 00001' },
      ok: 200,
    })),
    'GET /api/public/track/:code': {
      queryKeys: ['t'],
      make: async () => {
        const code = await requestCode(kit, await insertRequest(kit.db, { submitterId: null }));
        const link = new URL(trackLinks().urlFor(code));
        return get(p.anonymous.client, `/api/public/track/${code.toLowerCase()}`, { t: link.searchParams.get('t')! });
      },
    },
    // Feedback and reopen.
    'POST /api/requests/:id/feedback': noQuery(async () => ({
      client: p.citizenA.client,
      path: `/api/requests/${await resolvedRequest()}/feedback`,
      body: { rating: 4, comment: 'Fixed, thank you' },
      ok: 201,
    })),
    'POST /api/requests/:id/reopen': noQuery(async () => ({
      client: p.citizenA.client,
      path: `/api/requests/${await resolvedRequest()}/reopen`,
      body: { reason: 'The road is broken again' },
      ok: 200,
    })),
    'GET /api/admin/reopen-appeals': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/reopen-appeals', { search: 'CC-', page: '1', pageSize: '10' }) },
    'POST /api/public/track/:code/feedback': noQuery(async () => {
      const id = await resolvedRequest();
      return { client: p.anonymous.client, path: `/api/public/track/${(await requestCode(kit, id)).toLowerCase()}/feedback`, body: { t: await trackToken(id), rating: 5, comment: 'Good' }, ok: 201 };
    }),
    'POST /api/public/track/:code/reopen': noQuery(async () => {
      const id = await resolvedRequest();
      return { client: p.anonymous.client, path: `/api/public/track/${(await requestCode(kit, id)).toLowerCase()}/reopen`, body: { t: await trackToken(id), reason: 'Still broken' }, ok: 200 };
    }),
    'GET /api/admin/audit-log': { queryKeys: ['search', 'page', 'pageSize', 'entity'], make: async () => get(p.admin.client, '/api/admin/audit-log', { search: 'priya', page: '1', pageSize: '10', entity: 'user' }) },
    'GET /api/staff/team': { queryKeys: PAGE_KEYS, make: async () => get(p.staff.client, '/api/staff/team', { search: 'a', page: '1', pageSize: '10' }) },
    'GET /api/admin/users/export': { queryKeys: ['format'], make: async () => get(p.admin.client, '/api/admin/users/export', { format: 'csv' }) },
    'GET /api/admin/roles/export': { queryKeys: ['format'], make: async () => get(p.superAdmin.client, '/api/admin/roles/export', { format: 'xlsx' }) },
    'GET /api/admin/request-types/export': { queryKeys: ['format'], make: async () => get(p.admin.client, '/api/admin/request-types/export', { format: 'csv' }) },
    'GET /api/admin/locations/export': { queryKeys: ['format'], make: async () => get(p.admin.client, '/api/admin/locations/export', { format: 'xlsx' }) },
    'GET /api/admin/database/export': { queryKeys: ['format'], make: async () => get(p.admin.client, '/api/admin/database/export', { format: 'ndjson' }) },

    // Admin console II: events and social handles
    'GET /api/admin/events': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/events', { search: 'camp', page: '1', pageSize: '10' }) },
    'POST /api/admin/events': noQuery(() => ({ client: p.admin.client, path: '/api/admin/events', body: eventPayload(), ok: 201 })),
    'PUT /api/admin/events/:id': noQuery(async () => {
      const event = eventPayload();
      const [row] = await kit.db('events').insert(event).returning('id');
      return { client: p.admin.client, path: `/api/admin/events/${row.id}`, body: { ...event, title: 'Renamed camp' }, ok: 200 };
    }),
    'DELETE /api/admin/events/:id': noQuery(async () => {
      const [row] = await kit.db('events').insert(eventPayload()).returning('id');
      return { client: p.admin.client, path: `/api/admin/events/${row.id}`, ok: 200 };
    }),
    'GET /api/admin/social': { queryKeys: PAGE_KEYS, make: async () => get(p.superAdmin.client, '/api/admin/social', { search: 'citizen', page: '1', pageSize: '10' }) },
    'POST /api/admin/social': noQuery(() => ({ client: p.admin.client, path: '/api/admin/social', body: handlePayload(), ok: 201 })),
    'PUT /api/admin/social/:id': noQuery(async () => {
      const handle = handlePayload();
      const [row] = await kit.db('social_handles').insert(handle).returning('id');
      // Spec §7 note: the edit-handle call sends the fields at top level.
      return { client: p.admin.client, path: `/api/admin/social/${row.id}`, body: { ...handle, displayName: 'Renamed Office', autoSync: true }, ok: 200 };
    }),
    'DELETE /api/admin/social/:id': noQuery(async () => {
      const [row] = await kit.db('social_handles').insert(handlePayload()).returning('id');
      return { client: p.admin.client, path: `/api/admin/social/${row.id}`, ok: 200 };
    }),
    'GET /api/admin/social-posts': noQuery(() => get(p.admin.client, '/api/admin/social-posts')),
    // Gallery and media upload
    'GET /api/admin/gallery': { queryKeys: PAGE_KEYS, make: async () => get(p.admin.client, '/api/admin/gallery', { search: 'a', page: '1', pageSize: '10' }) },
    'POST /api/admin/gallery': noQuery(() => ({ client: p.admin.client, path: '/api/admin/gallery', body: galleryPayload(), ok: 201 })),
    'PUT /api/admin/gallery/:id': noQuery(async () => {
      const item = galleryPayload();
      const [row] = await kit.db('gallery_items').insert({ ...item, tags: JSON.stringify(item.tags) }).returning('id');
      return { client: p.admin.client, path: `/api/admin/gallery/${row.id}`, body: { ...item, title: 'Renamed photo' }, ok: 200 };
    }),
    'DELETE /api/admin/gallery/:id': noQuery(async () => {
      const item = galleryPayload();
      const [row] = await kit.db('gallery_items').insert({ ...item, tags: JSON.stringify(item.tags) }).returning('id');
      return { client: p.admin.client, path: `/api/admin/gallery/${row.id}`, ok: 200 };
    }),
    'POST /api/admin/gallery/upload': noQuery(() => ({
      client: p.admin.client,
      path: '/api/admin/gallery/upload',
      body: { fileName: 'rally.png', fileSize: PNG.length, contentType: 'image/png' },
      ok: 200,
    })),
    'PUT /api/uploads/:token': noQuery(async () => ({ client: p.anonymous.client, path: await uploadUrl(p.admin.client), ok: 204 })),
    'POST /api/admin/gallery/convert-url': noQuery(async () => ({
      client: p.admin.client,
      path: '/api/admin/gallery/convert-url',
      body: { uploadedURL: await uploadedPng(p.admin.client) },
      ok: 200,
    })),
    'GET /api/public/media/:key': noQuery(async () => {
      const converted = await p.admin.client.post('/api/admin/gallery/convert-url', { uploadedURL: await uploadedPng(p.admin.client) });
      return get(p.anonymous.client, converted.body.publicURL);
    }),
  };
}

/** GeoReport v2's POST example with our codes (modules/open311). */
function open311Body(apiKey: string): Record<string, string> {
  return {
    api_key: apiKey, jurisdiction_id: 'citizen-connect', service_code: 'water-supply', address_string: 'Ward 4, Raisen', first_name: 'Asha',
    last_name: 'Verma', phone: '9812345678', email: 'asha@example.org', description: 'The hand pump is broken.', 'attribute[district]': 'raisen',
    // Published (docs/open311.md, "Privacy"), so the sweep's public reads of it answer 200.
    'attribute[show_publicly]': 'yes',
  };
}

function galleryPayload() {
  return { title: unique('Photo '), titleHi: 'फ़ोटो', description: 'Ward meeting', mediaType: 'image', mediaUrl: '/api/public/media/x.bin', category: 'meetings', tags: ['ward'], capturedDate: '2025-07-01', isPublic: true, isActive: true, sortOrder: 0 };
}

/** Step 1 of the media upload, as the admin tab calls it. */
async function uploadUrl(admin: TestClient): Promise<string> {
  const res = await admin.post('/api/admin/gallery/upload', { fileName: 'rally.png' });
  if (res.status !== 200) throw new Error(`upload url ${res.status} ${res.text}`);
  return res.body.uploadURL;
}

/** Steps 1 and 2 with a real PNG: the URL to hand to convert-url. */
async function uploadedPng(admin: TestClient): Promise<string> {
  const url = await uploadUrl(admin);
  const put = await admin.agent.put(url).set('content-type', 'image/png').send(PNG);
  if (put.status !== 204) throw new Error(`upload ${put.status} ${put.text}`);
  return url;
}

/** Sends one sample call, with `query` and `body` as given (the sweeps pass altered copies). */
export async function send(call: SampleCall, method: string, query = call.query, body = call.body): Promise<Response> {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const url = `${call.path}${search}`;
  if (method === 'GET') return call.client.get(url);
  const verb = method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  if (call.form) return call.client.agent[verb](url).type('form').send((body ?? {}) as Record<string, string>);
  if (call.multipart) {
    await call.client.prime();
    let req = call.client.agent[verb](url).set('x-csrf-token', call.client.csrf ?? '');
    for (const [name, value] of Object.entries(body ?? call.multipart.fields)) req = req.field(name, String(value));
    return req.attach(call.multipart.fileField, PNG, 'photo.png');
  }
  return call.client.send(verb, url, body);
}

/** The string-valued fields of a body: the NUL sweep replaces each in turn. */
export const stringFields = (body: Record<string, unknown> | undefined) =>
  Object.entries(body ?? {})
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key);

/**
 * The input sweeps' set-up: an app on the test database, a citizen of the sweep's own (registered
 * here, so a sweep's writes never touch another file's citizen), and a valid sample of every route.
 */
export async function prepareSweep(): Promise<{ kit: Kit; samples: Record<string, RouteSample>; ownCitizen: TestClient }> {
  const kit = await createKit();
  const ownCitizen = new TestClient(kit.app);
  const registered = await ownCitizen.post('/api/auth/register', registrationPayload());
  if (registered.status !== 201) throw new Error(`registration for the sweep failed: ${registered.status} ${registered.text}`);
  return { kit, samples: await createSamples({ kit, ownCitizen }), ownCitizen };
}
