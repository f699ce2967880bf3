import { createKit, type Kit } from '../../requests/__tests__/request-test-kit';
import { officeDay } from '@cc/types';

/** Spec §5 Event and Social handle rules, §3 defaults, §7 shapes, and the public pages following at once. */
let kit: Kit;
let counter = 0;
const fresh = (prefix: string) => `${prefix} ${process.pid}x${(counter += 1)}`;
const admin = () => kit.personas.admin.client;
const anonymous = () => kit.personas.anonymous.client;
const fieldMessages = (body: { errors: Array<{ field: string; message: string }> }) => Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

/** The office's calendar day, `offsetDays` from now (the office's zone, not the server's). */
const kolkataDay = (offsetDays: number, from = Date.now()) => officeDay(new Date(from), offsetDays);

const publicTitles = async () => ((await anonymous().get('/api/public/events')).body as Array<{ title: string }>).map((e) => e.title);
const auditRows = (entity: string, id: number) => kit.db('admin_audit').where({ entity, entityId: String(id) }).orderBy('id');

beforeAll(async () => {
  kit = await createKit();
});
// Events dated today would be the first public event other test files see: leave the table as found.
const startedAt = new Date();
afterAll(async () => {
  const ids = (await kit.db('admin_audit').where({ entity: 'event', action: 'create', actorId: kit.personas.admin.user!.id }).where('at', '>=', startedAt).select('entityId')).map((row: { entityId: string }) => Number(row.entityId));
  await kit.db('events').whereIn('id', ids).delete();
  await kit.close();
});

describe('events', () => {
  const eventBody = (overrides: Record<string, unknown> = {}) => ({ title: fresh('Camp'), eventDate: kolkataDay(5), category: 'meeting', ...overrides });

  it('answers each spec §5 message under its field', async () => {
    const res = await admin().post('/api/admin/events', {});
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      title: 'Event title is required',
      eventDate: 'Event date is required',
      category: 'Category is required',
    });
    const blank = await admin().post('/api/admin/events', { title: '   ', eventDate: '', category: '' });
    expect(fieldMessages(blank.body)).toEqual({ title: 'Event title is required', eventDate: 'Event date is required', category: 'Category is required' });
  });

  it('refuses what the form cannot send: a date that does not exist, an unknown category, script links, stray keys', async () => {
    const res = await admin().post('/api/admin/events', eventBody({ eventDate: '2030-02-30', category: 'picnic', eventTime: '7pm', externalLink: 'javascript:alert(1)' }));
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      eventDate: 'Event date must be a valid date',
      category: 'Invalid value',
      eventTime: 'Event time must be a time of day (HH:MM)',
      externalLink: 'Link must start with https:// or http://',
    });
    expect((await admin().post('/api/admin/events', eventBody({ createdBy: 1 }))).status).toBe(400);
    expect((await admin().post('/api/admin/events', eventBody({ title: 'a\u0000b' }))).status).toBe(400);
  });

  it('creates with the §3/§5 defaults (priority medium, public, active), audited with who did it', async () => {
    const res = await admin().post('/api/admin/events', eventBody({ titleHi: 'शिविर', eventTime: '10:30' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({ priority: 'medium', isPublic: true, isActive: true, eventTime: '10:30', titleHi: 'शिविर', eventDate: kolkataDay(5), imageUrl: null }),
    );
    const [audit] = await auditRows('event', res.body.id);
    expect(audit).toEqual(expect.objectContaining({ action: 'create', actorId: kit.personas.admin.user!.id }));
    expect(audit.after).toEqual(expect.objectContaining({ title: res.body.title, priority: 'medium' }));
  });

  it('lists every event (hidden and past too), paged and searched', async () => {
    const hidden = (await admin().post('/api/admin/events', eventBody({ title: fresh('Closed door review'), isPublic: false, eventDate: kolkataDay(-40) }))).body;
    const res = await admin().get(`/api/admin/events?search=${encodeURIComponent('closed door')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ page: 1, pageSize: 10, total: 1 }));
    expect(res.body.items[0]).toEqual(expect.objectContaining({ id: hidden.id, isPublic: false }));
    const all = (await admin().get('/api/admin/events?pageSize=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const dates = all.items.map((e: { eventDate: string }) => e.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a new public event appears on /api/public/events; made non-public or inactive it leaves at once', async () => {
    const created = (await admin().post('/api/admin/events', eventBody())).body;
    expect(await publicTitles()).toContain(created.title);

    const hidden = await admin().send('put', `/api/admin/events/${created.id}`, { title: created.title, eventDate: created.eventDate, category: 'meeting', isPublic: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual(expect.objectContaining({ isPublic: false, isActive: true }));
    expect(await publicTitles()).not.toContain(created.title);

    await admin().send('put', `/api/admin/events/${created.id}`, { title: created.title, eventDate: created.eventDate, category: 'meeting', isPublic: true, isActive: false });
    expect(await publicTitles()).not.toContain(created.title);

    await admin().send('put', `/api/admin/events/${created.id}`, { title: created.title, eventDate: created.eventDate, category: 'meeting', isActive: true });
    expect(await publicTitles()).toContain(created.title);
    const audits = await auditRows('event', created.id);
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audits[1].before).toEqual({ isPublic: true });
    expect(audits[1].after).toEqual({ isPublic: false });
  });

  it('an edit changes only the fields it sends: a default never overwrites the stored priority or flags', async () => {
    const created = (await admin().post('/api/admin/events', eventBody({ priority: 'high', isPublic: false }))).body;
    const res = await admin().send('put', `/api/admin/events/${created.id}`, { title: 'Renamed camp', eventDate: created.eventDate, category: 'rally' });
    expect(res.body).toEqual(expect.objectContaining({ title: 'Renamed camp', category: 'rally', priority: 'high', isPublic: false }));
  });

  it('upcoming is the Asia/Kolkata calendar day: today in India stays, yesterday in India goes', async () => {
    const today = (await admin().post('/api/admin/events', eventBody({ title: fresh('Today in India'), eventDate: kolkataDay(0) }))).body;
    const yesterday = (await admin().post('/api/admin/events', eventBody({ title: fresh('Yesterday in India'), eventDate: kolkataDay(-1) }))).body;
    const titles = await publicTitles();
    expect(titles).toContain(today.title);
    expect(titles).not.toContain(yesterday.title);
    // Where the boundary is: the UTC evening after 18:30 is already the next day in India.
    expect(kolkataDay(0, Date.parse('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(kolkataDay(0, Date.parse('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    const [{ day }] = (await kit.db.raw("select to_char((timestamptz '2026-03-01T18:30:00Z' at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day")).rows;
    expect(day).toBe('2026-03-02');
  });

  it('deletes with the server message, audited; a missing id is 404', async () => {
    const created = (await admin().post('/api/admin/events', eventBody())).body;
    const res = await admin().send('delete', `/api/admin/events/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Event deleted', messageKey: 'eventDeleted' });
    expect(await publicTitles()).not.toContain(created.title);
    expect((await auditRows('event', created.id)).map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await admin().send('delete', `/api/admin/events/${created.id}`)).status).toBe(404);
    expect((await admin().send('put', `/api/admin/events/${created.id}`, eventBody())).status).toBe(404);
  });
});

describe('social handles and posts', () => {
  const handleBody = (overrides: Record<string, unknown> = {}) => ({
    platform: 'linkedin', username: fresh('office').replace(' ', ''), displayName: 'MLA Office', profileUrl: 'https://linkedin.com/in/office', ...overrides,
  });

  it('answers each spec §5 message under its field', async () => {
    const res = await admin().post('/api/admin/social', { platform: 'twitter' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      username: 'Username is required',
      displayName: 'Display name is required',
      profileUrl: 'Profile URL is required',
    });
    const bad = await admin().post('/api/admin/social', handleBody({ platform: 'myspace', profileUrl: 'javascript:alert(1)' }));
    expect(fieldMessages(bad.body)).toEqual({ platform: 'Invalid value', profileUrl: 'Link must start with https:// or http://' });
  });

  it('creates with autoSync false and active by default, and says no sync is configured', async () => {
    const res = await admin().post('/api/admin/social', handleBody());
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ autoSync: false, isActive: true, syncConfigured: false, lastSyncedAt: null }));
    const [audit] = await auditRows('social-handle', res.body.id);
    expect(audit).toEqual(expect.objectContaining({ action: 'create', actorId: kit.personas.admin.user!.id }));
  });

  it('takes the edit at top level (spec §7 note), stores autoSync, and refuses an `updates` wrapper', async () => {
    const created = (await admin().post('/api/admin/social', handleBody())).body;
    const res = await admin().send('put', `/api/admin/social/${created.id}`, { ...handleBody({ username: created.username }), displayName: 'Renamed Office', autoSync: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: created.id, displayName: 'Renamed Office', autoSync: true, syncConfigured: false }));
    const wrapped = await admin().send('put', `/api/admin/social/${created.id}`, { updates: { displayName: 'Nested' } });
    expect(wrapped.status).toBe(400);
    const list = (await admin().get('/api/admin/social?pageSize=100')).body;
    expect(list).toEqual(expect.objectContaining({ page: 1, pageSize: 100 }));
    expect(list.items.find((h: { id: number }) => h.id === created.id)).toEqual(expect.objectContaining({ displayName: 'Renamed Office', autoSync: true }));
    const audits = await auditRows('social-handle', created.id);
    expect(audits[1]).toEqual(expect.objectContaining({ action: 'update', before: { displayName: 'MLA Office', autoSync: false }, after: { displayName: 'Renamed Office', autoSync: true } }));
  });

  it('deletes a handle with the server message; its published posts stay on /social', async () => {
    const created = (await admin().post('/api/admin/social', handleBody())).body;
    await kit.db('social_posts').insert({ handleId: created.id, platform: 'linkedin', externalId: fresh('post'), postDate: new Date(), content: 'Kept after the handle goes' });
    const res = await admin().send('delete', `/api/admin/social/${created.id}`);
    expect(res.body).toEqual({ success: true, message: 'Social media handle deleted', messageKey: 'socialHandleDeleted' });
    const posts = (await anonymous().get('/api/public/social-posts')).body as Array<{ content: string }>;
    expect(posts.map((p) => p.content)).toContain('Kept after the handle goes');
    expect((await admin().send('delete', `/api/admin/social/${created.id}`)).status).toBe(404);
  });

  it('social-posts: the 5 most recent, newest first', async () => {
    for (let i = 0; i < 7; i += 1) {
      await kit.db('social_posts').insert({ platform: 'twitter', externalId: fresh('recent'), postDate: new Date(Date.now() + (i + 1) * 60_000), content: `Recent ${i}` });
    }
    const res = await admin().get('/api/admin/social-posts');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { content: string }) => p.content)).toEqual(['Recent 6', 'Recent 5', 'Recent 4', 'Recent 3', 'Recent 2']);
    expect((await admin().get('/api/admin/social-posts?limit=50')).status).toBe(400);
  });
});
