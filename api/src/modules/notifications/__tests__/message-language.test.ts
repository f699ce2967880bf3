import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { Db } from '../../../db/knex';
import type { AppKoa } from '../../../types';
import { captcha, FORM, userId } from '../../requests/__tests__/request-test-kit';

/**
 * Messages and stored default remarks in the reader's language: a citizen's own choice
 * (notification preferences), the page an anonymous filer filed from, and the catalogue key a
 * default remark is stored with. Its own database: the citizens' language choices would change
 * what parallel test files read.
 */
const APPROVED = { en: 'Request approved.', hi: 'अनुरोध स्वीकृत किया गया।' };
const COMPLETED = { en: 'Request completed by staff', hi: 'कर्मचारी द्वारा अनुरोध पूर्ण किया गया' };

let iso: IsolatedDatabase;
let app: AppKoa;
let db: Db;
let staff: TestClient;
let admin: TestClient;
let officialId: number;

async function login(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(app);
  await client.login(username, password);
  return client;
}

async function citizen(username: string, language: 'hi' | 'en'): Promise<TestClient> {
  const client = await login(username, 'citizen123');
  const res = await client.send('put', '/api/users/me/notification-preferences', { email: true, sms: true, push: false, language });
  expect(res.status).toBe(200);
  return client;
}

async function file(client: TestClient, extra: Record<string, unknown> = {}): Promise<{ id: number; requestId: string }> {
  const res = await client.post('/api/requests', { ...FORM, ...(await captcha(client)), ...extra });
  expect(res.status).toBe(201);
  return { id: res.body.id, requestId: res.body.requestId };
}

const message = async (requestId: number, event: string, channel: 'sms' | 'email') =>
  (await db('notification_outbox').where({ requestId, event, channel }).first()) as { body: string; language: string; status: string };

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  ({ app, db } = iso.app());
  staff = await login('staff', 'staff123');
  admin = await login('admin', 'admin123');
  officialId = await userId(db, 'official');
});
afterAll(() => iso.close());

describe('the language of a citizen\'s SMS', () => {
  it('is English for a citizen who chose English and Hindi for one who chose Hindi', async () => {
    const english = await file(await citizen('citizen', 'en'), { phone: '9811111111' });
    const hindi = await file(await citizen('citizen2', 'hi'), { phone: '9822222222', name: 'Sunita Devi' });

    const en = await message(english.id, 'received', 'sms');
    expect(en).toMatchObject({ language: 'en', status: 'pending' });
    expect(en.body).toContain(`Dear Ramesh Kumar, your request ${english.requestId} has been received.`);
    const hi = await message(hindi.id, 'received', 'sms');
    expect(hi).toMatchObject({ language: 'hi', status: 'pending' });
    expect(hi.body).toContain(`प्रिय Sunita Devi, आपका अनुरोध ${hindi.requestId} प्राप्त हो गया है।`);
  });

  it('follows the page an anonymous filer filed from, and is Hindi when the request does not say', async () => {
    const anonymous = new TestClient(app);
    await anonymous.prime();
    const fromEnglish = await file(anonymous, { phone: '9833333333', language: 'en' });
    expect((await db('requests').where({ id: fromEnglish.id }).first()).language).toBe('en');
    expect((await message(fromEnglish.id, 'received', 'sms')).body).toContain(`Dear Ramesh Kumar, your request ${fromEnglish.requestId} has been received.`);

    const unsaid = await file(anonymous, { phone: '9844444444' });
    expect((await message(unsaid.id, 'received', 'sms')).body).toContain(`आपका अनुरोध ${unsaid.requestId} प्राप्त हो गया है।`);
  });

  it('keeps a staff member\'s page out of it: a request staff file for someone records no language', async () => {
    const filed = await file(staff, { phone: '9855555555', language: 'en' });
    expect((await db('requests').where({ id: filed.id }).first()).language).toBeNull();
    expect((await message(filed.id, 'received', 'sms')).language).toBe('hi');
  });
});

describe('the stored Hindi templates', () => {
  it('name the product as the glossary spells it (migration 027 corrected the seeded spelling)', async () => {
    const rows = (await db('message_templates').select('titleHi', 'contentHi')) as Array<{ titleHi: string | null; contentHi: string | null }>;
    const hindi = rows.map((row) => `${row.titleHi}\n${row.contentHi}`).join('\n');
    expect(hindi).toContain('सिटिज़न कनेक्ट');
    expect(hindi).not.toContain('सिटीज़न कनेक्ट');
  });
});

describe('a default remark', () => {
  it('is stored with its key and read by a Hindi citizen in Hindi, by an English one in English', async () => {
    const hindiClient = await citizen('citizen2', 'hi');
    const hindi = await file(hindiClient, { phone: '9866666666', name: 'Sunita Devi', email: 'sunita@example.in' });
    const englishClient = await citizen('citizen', 'en');
    const english = await file(englishClient, { phone: '9877777777', email: 'ramesh@example.in' });
    for (const { id } of [hindi, english]) {
      expect((await staff.send('patch', `/api/requests/${id}`, { action: 'approve_forward', assignedTo: officialId })).status).toBe(200);
    }

    // Stored once, in English with its key: the readers differ, the row does not.
    expect(await db('requests').where({ id: hindi.id }).first('response', 'responseKey')).toEqual({ response: APPROVED.en, responseKey: 'requestApprovedDefault' });
    expect(await db('request_history').where({ requestId: hindi.id, action: 'approve_forward' }).first('notes', 'notesKey')).toEqual({
      notes: APPROVED.en,
      notesKey: 'requestApprovedDefault',
    });

    const hindiDetail = await hindiClient.get(`/api/requests/${hindi.id}`);
    expect(hindiDetail.body).toMatchObject({ response: APPROVED.hi, responseKey: 'requestApprovedDefault' });
    const hindiList = await hindiClient.get('/api/requests?limit=100');
    expect(hindiList.body.items.find((item: { id: number }) => item.id === hindi.id)).toMatchObject({ response: APPROVED.hi });
    expect((await englishClient.get(`/api/requests/${english.id}`)).body.response).toBe(APPROVED.en);

    // The forward's e-mail carries the remark in each citizen's language.
    const hindiMail = await message(hindi.id, 'forwarded', 'email');
    expect(hindiMail.body).toContain(APPROVED.hi);
    expect(hindiMail.body).not.toContain(APPROVED.en);
    expect((await message(english.id, 'forwarded', 'email')).body).toContain(APPROVED.en);
  });

  it('sent as a completion remark reaches a Hindi citizen\'s SMS in Hindi, and the timeline in the reader\'s language', async () => {
    const hindiClient = await citizen('citizen2', 'hi');
    const hindi = await file(hindiClient, { phone: '9888888888', name: 'Sunita Devi' });
    const res = await staff.send('patch', `/api/requests/${hindi.id}`, { action: 'complete', remarks: COMPLETED.en });
    expect(res.status).toBe(200);

    const sms = await message(hindi.id, 'resolved', 'sms');
    expect(sms.body).toContain(`आपके अनुरोध ${hindi.requestId} का समाधान हो गया है: ${COMPLETED.hi}`);
    expect((await hindiClient.get(`/api/requests/${hindi.id}`)).body.response).toBe(COMPLETED.hi);

    const adminId = await userId(db, 'admin');
    await db('users').where({ id: adminId }).update({ preferredLanguage: 'en' });
    const english = await admin.get(`/api/admin/requests/${hindi.id}/workflow`);
    expect(english.body.history.at(-1)).toMatchObject({ action: 'complete', notes: COMPLETED.en, notesKey: 'requestCompletedByStaff' });
    await db('users').where({ id: adminId }).update({ preferredLanguage: 'hi' });
    const hindiTimeline = await admin.get(`/api/admin/requests/${hindi.id}/workflow`);
    expect(hindiTimeline.body.history.at(-1)).toMatchObject({ notes: COMPLETED.hi });
  });

  it('a remark the office wrote itself is shown as written', async () => {
    const hindiClient = await citizen('citizen2', 'hi');
    const hindi = await file(hindiClient, { phone: '9899999999' });
    expect((await staff.send('patch', `/api/requests/${hindi.id}`, { action: 'reject', remarks: 'Already repaired last week' })).status).toBe(200);
    expect((await hindiClient.get(`/api/requests/${hindi.id}`)).body).toMatchObject({ response: 'Already repaired last week', responseKey: null });
    expect((await message(hindi.id, 'rejected', 'sms')).body).toContain('Already repaired last week');
  });
});
