import request from 'supertest';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { officeDay } from '@cc/types';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => request(t.app.callback()).get(path);

describe('public content', () => {
  it('events: public and active only, upcoming first, soonest first', async () => {
    const [hidden] = await t.db('events')
      .insert({ title: 'Private meeting', eventDate: '2099-01-01', category: 'meeting', isPublic: false })
      .returning('id');
    const res = await get('/api/public/events');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    expect(res.body.map((e: { id: number }) => e.id)).not.toContain(hidden.id);
    const dates: string[] = res.body.map((e: { eventDate: string }) => e.eventDate);
    expect(dates).toEqual([...dates].sort());
    expect(res.body[0]).toMatchObject({ title: 'Public Grievance Camp', titleHi: 'जन शिकायत शिविर', category: 'meeting' });
    expect(res.body[0].eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('events: only what is still to come, by the calendar day in Asia/Kolkata', async () => {
    // The office's today, not the server's: late in the UTC evening India is already on the next day.
    const kolkataDay = (offsetDays: number) => officeDay(new Date(), offsetDays);
    const ids = await t.db('events')
      .insert([
        { title: 'Yesterday in Kolkata', eventDate: kolkataDay(-1), category: 'rally', isPublic: true },
        { title: 'Today in Kolkata', eventDate: kolkataDay(0), category: 'rally', isPublic: true },
      ])
      .returning('id');
    const res = await get('/api/public/events');
    const titles = res.body.map((e: { title: string }) => e.title);
    expect(titles).toContain('Today in Kolkata');
    expect(titles).not.toContain('Yesterday in Kolkata');
    expect(res.body.every((e: { eventDate: string }) => e.eventDate >= kolkataDay(0))).toBe(true);
    await t.db('events').whereIn('id', ids.map((row: { id: number }) => row.id)).delete();
  });

  it('gallery: items with tags as a list and no external media', async () => {
    const res = await get('/api/public/gallery');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    expect(Array.isArray(res.body[0].tags)).toBe(true);
    // No external media: nothing with a scheme but data:, nothing protocol-relative. (Other test files
    // write gallery items on the same database, so the rule is checked, not the seed's exact values.)
    for (const item of res.body) expect(item.mediaUrl).not.toMatch(/^(?!data:)[a-z][a-z0-9+.-]*:|^\/\//i);
  });

  it('social posts: newest first with media lists and counts', async () => {
    const res = await get('/api/public/social-posts');
    expect(res.status).toBe(200);
    const dates = res.body.map((p: { postDate: string }) => p.postDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body[0]).toEqual(
      expect.objectContaining({ platform: expect.any(String), mediaUrls: expect.any(Array), likes: expect.any(Number) }),
    );
  });

  it('request types: the 11 types of spec §3 with Hindi names and 72 h', async () => {
    const res = await get('/api/request-types');
    const names = res.body.map((r: { name: string }) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['public-services', 'infrastructure', 'health', 'education', 'welfare', 'agriculture-rural',
        'transport-roads', 'water-supply', 'electricity', 'employment', 'other']),
    );
    const health = res.body.find((r: { name: string }) => r.name === 'health');
    expect(health).toMatchObject({ displayName: 'Health', displayNameHi: 'स्वास्थ्य', standardResponseTime: 72 });
  });

  it('locations: districts with their Vidhan Sabhas, filterable by parent', async () => {
    const all = (await get('/api/locations')).body as { id: number; type: string; value: string; nameHi: string; parentId: number }[];
    const districts = all.filter((l) => l.type === 'district');
    expect(districts.map((d) => d.value).sort()).toEqual(['dewas', 'raisen', 'sehore', 'vidisha']);
    expect(districts.find((d) => d.value === 'raisen')?.nameHi).toBe('रायसेन');
    const raisen = districts.find((d) => d.value === 'raisen')!;
    const children = (await get(`/api/locations?parentId=${raisen.id}`)).body.map((l: { value: string }) => l.value);
    // Other test files add constituencies under Raisen through the admin API (the run shares one
    // database), so check the seeded ones are there and no other district's are.
    expect(children).toEqual(expect.arrayContaining(['bhojpur', 'sanchi', 'silwani']));
    expect(children).not.toContain('basoda');
    expect(children).not.toContain('raisen');
    const bad = await get('/api/locations?type=planet');
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/data-deletion', () => {
  it('returns a request id and stores the request', async () => {
    const res = await new TestClient(t.app).post('/api/data-deletion', {
      email: 'Leaving@Example.in', reason: 'privacy-concerns', additionalInfo: 'Please remove my data',
    });
    expect(res.status).toBe(201);
    expect(res.body.requestId).toMatch(/^DEL-\d{4}-[A-Z2-9]{8}$/);
    const row = await t.db('data_deletion_requests').where({ requestCode: res.body.requestId }).first();
    // Stored awaiting the account holder's confirmation (modules/data-deletion: nothing happens before).
    expect(row).toMatchObject({ email: 'leaving@example.in', reason: 'privacy-concerns', status: 'awaiting_confirmation' });
  });

  it.each([
    [{}, 'Please provide your email address'],
    [{ email: '   ' }, 'Please provide your email address'],
    [{ email: 'not-mail' }, 'Please provide a valid email address'],
    [{ email: 'a@example.in', reason: 'bored' }, 'Invalid value'],
  ])('refuses %j with %s', async (body, message) => {
    const res = await new TestClient(t.app).post('/api/data-deletion', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});
