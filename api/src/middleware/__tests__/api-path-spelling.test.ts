import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import request from 'supertest';
import { createApp } from '../../app';
import { createDb } from '../../db/knex';
import { createLogger } from '../../lib/logger';
import { insertRequest, solve, userId } from '../../modules/requests/__tests__/request-test-kit';
import { policyTable, type Access } from '../../policy/policy-table';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/support/isolated-database';
import { otherSpellings } from '../../../test/support/api-path-spellings';
import { listenRaw, type RawServer } from '../../../test/support/raw-http';
import { cookieValue } from '../../../test/support/test-app';
import type { AppKoa } from '../../types';

/**
 * The session/CSRF guard and the routers must agree on what an API path is.
 * Every state-changing route is tried under other spellings of its path, from a foreign origin,
 * with the browser's cookies but without the x-csrf-token header: none may act. A database of
 * its own makes "nothing changed" checkable over every table.
 */

const FOREIGN_ORIGIN = 'https://attacker.example';

/** Every table's rows (bar the once-a-minute session touch, which is not an action). */
async function databaseFingerprint(db: Knex): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = (
    await db.raw(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'knex_%' order by 1",
    )
  ).rows;
  const selects = tables.map(
    ({ name }) =>
      `select '${name}' as name, md5(coalesce(string_agg((to_jsonb(t) - 'last_seen_at')::text, ',' order by (to_jsonb(t) - 'last_seen_at')::text), '')) as hash from "${name}" t`,
  );
  const rows: Array<{ name: string; hash: string }> = (await db.raw(selects.join(' union all '))).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

interface Browser {
  /** The cookies a browser sends along to this site, whoever starts the request. */
  cookie: string;
  session?: string;
}

async function signIn(app: AppKoa, username: string, password: string): Promise<Browser> {
  const agent = request(app.callback());
  const prime = await agent.get('/api/request-types');
  const anonymous = cookieValue(prime, 'cc_csrf')!;
  const login = await agent
    .post('/api/auth/login')
    .set('Cookie', `cc_csrf=${anonymous}`)
    .set('x-csrf-token', anonymous)
    .send({ username, password });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status}`);
  const session = cookieValue(login, 'cc_session')!;
  return { cookie: `cc_session=${session}; cc_csrf=${cookieValue(login, 'cc_csrf')}`, session };
}

async function anonymousBrowser(app: AppKoa): Promise<Browser> {
  const prime = await request(app.callback()).get('/api/request-types');
  return { cookie: `cc_csrf=${cookieValue(prime, 'cc_csrf')}` };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'cc-spelling-test';
function multipart(field: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

let iso: IsolatedDatabase;
let app: AppKoa;
let db: Knex;
let raw: RawServer;
let dataDir: string;
let requestId: number;
let holidayId: number;
let officialId: number;
const browsers: Partial<Record<'anonymous' | 'citizen' | 'superAdmin', Browser>> = {};

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-spelling-'));
  const config = { ...iso.config, dataDir };
  db = createDb(config);
  app = createApp({ db, config, logger: createLogger(config.logLevel) });
  raw = await listenRaw(app);
  requestId = await insertRequest(db, { submitterId: await userId(db, 'citizen'), district: 'raisen' });
  officialId = await userId(db, 'official');
  [{ id: holidayId }] = await db('holidays').insert({ date: '2031-01-26', name: 'Republic Day' }).returning('id');
  browsers.anonymous = await anonymousBrowser(app);
  browsers.citizen = await signIn(app, 'citizen', 'citizen123');
  browsers.superAdmin = await signIn(app, 'superadmin', 'super123');
}, 120_000);

afterAll(async () => {
  await raw?.close();
  await db?.destroy();
  await iso?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A body the route would accept from its rightful caller, so a bypass would really act. */
async function bodyFor(key: string): Promise<{ contentType: string; body: string | Buffer }> {
  const json = (value: object) => ({ contentType: 'application/json', body: JSON.stringify(value) });
  switch (key) {
    case 'POST /api/auth/login':
      return json({ username: 'citizen', password: 'citizen123' });
    case 'POST /api/auth/register':
      return json({
        firstName: 'Meera', lastName: 'Yadav', email: 'meera.spelling@example.in', phone: '9812345678', district: 'sehore',
        vidhanSabha: 'budhni', block: 'budhni', address: 'Ward 2, Budhni', pincode: '466445', username: 'meeraspelling',
        password: 'secret12', confirmPassword: 'secret12', agreedToTerms: true, agreedToPrivacy: true,
      });
    case 'POST /api/data-deletion':
      return json({ email: 'someone@example.in', reason: 'other', additionalInfo: '' });
    case 'POST /api/captcha/verify':
    case 'POST /api/requests': {
      const challenge = (await request(app.callback()).get('/api/captcha?lang=en')).body as { token: string; question: string };
      const captcha = { captchaToken: challenge.token, captchaAnswer: String(solve(challenge.question)) };
      if (key === 'POST /api/captcha/verify') return json({ token: captcha.captchaToken, answer: captcha.captchaAnswer });
      return json({
        name: 'Ramesh Kumar', district: 'raisen', block: 'Bhojpur', phone: '9876543210', requestType: 'infrastructure',
        description: 'The road near the school is broken.', address: 'Ward 5, Bhojpur', ...captcha,
      });
    }
    case 'POST /api/upload':
      return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart('file') };
    case 'PATCH /api/requests/:id':
      return json({ status: 'rejected', response: 'Duplicate request' });
    case 'POST /api/admin/requests/:id/approve':
      return json({ assignedTo: officialId, remarks: 'Forwarded' });
    case 'POST /api/admin/requests/:id/reject':
      return json({ reason: 'Duplicate' });
    case 'PUT /api/users/me/notification-preferences':
      return json({ email: false, sms: false, push: true, language: 'hi' });
    case 'POST /api/admin/holidays':
      return json({ date: '2031-08-15', name: 'Independence Day' });
    case 'PATCH /api/users/me':
      return json({ name: 'Changed By Spelling' });
    default:
      return json({});
  }
}

/** The signed-in caller the route is meant for (the one whose session a forged request rides on). */
const rightfulCaller = (access: Access) => (access === 'staff' || access === 'admin' || Array.isArray(access) ? 'superAdmin' : 'citizen');

const stateChanging = Object.entries(policyTable).filter(([key]) => !key.startsWith('GET '));

describe('an API path under another spelling cannot skip the session and CSRF checks', () => {
  it('covers every non-GET route of the policy table', () => {
    expect(stateChanging.length).toBeGreaterThanOrEqual(15);
    expect(otherSpellings('/api/upload')).toContain('/Api/Upload');
  });

  it.each(stateChanging.map(([key, entry]) => [key, entry.access] as const))(
    '%s: no other spelling acts without a token, signed in or not',
    async (key, access) => {
      const [method, template] = key.split(' ') as [string, string];
      const canonical = template.replace(':id', String(template.includes('holidays') ? holidayId : requestId));
      const failures: string[] = [];
      for (const who of ['anonymous', rightfulCaller(access)] as const) {
        const browser = browsers[who]!;
        const { contentType, body } = await bodyFor(key);
        const before = await databaseFingerprint(db);
        for (const spelling of otherSpellings(canonical)) {
          const res = await raw.send(method, spelling, { origin: FOREIGN_ORIGIN, cookie: browser.cookie, 'content-type': contentType }, body);
          if (res.status >= 200 && res.status < 300) failures.push(`${who} ${method} ${spelling} answered ${res.status}`);
          const after = await databaseFingerprint(db);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0) {
            failures.push(`${who} ${method} ${spelling} changed ${changed.join(', ')}`);
            Object.assign(before, after);
          }
          if (browser.session) {
            const still = await request(app.callback()).get('/api/auth/user').set('Cookie', browser.cookie);
            if (still.status !== 200) failures.push(`${who} ${method} ${spelling} ended the session (${still.status})`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
