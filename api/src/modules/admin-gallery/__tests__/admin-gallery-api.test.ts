import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from '../../../storage';
import { sweepMediaUploads } from '../../gallery-media/media-upload.service';
import { createKit, PNG, HTML, type Kit } from '../../requests/__tests__/request-test-kit';

/** Spec §5 Gallery item rules and messages, §7 calls, personas; public list follows at once. */
let kit: Kit;
let counter = 0;
const fresh = (prefix: string) => `${prefix}${process.pid}x${(counter += 1)}`;
const admin = () => kit.personas.admin.client;
const fieldMessages = (body: { errors: Array<{ field: string; message: string }> }) => Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
const item = (overrides: Record<string, unknown> = {}) => ({ title: fresh('Rally '), mediaUrl: '/api/public/media/x.bin', category: 'events', ...overrides });
const publicTitles = async () => ((await kit.personas.anonymous.client.get('/api/public/gallery')).body as Array<{ title: string }>).map((g) => g.title);

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('admin gallery', () => {
  it("answers §5's messages: 'Title is required', 'Media URL is required'", async () => {
    const res = await admin().post('/api/admin/gallery', { title: ' ', mediaUrl: '' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({ title: 'Title is required', mediaUrl: 'Media URL is required' });
  });

  it('applies the defaults: mediaType image, capturedDate empty → null, sortOrder 0, public and active; audited', async () => {
    const res = await admin().post('/api/admin/gallery', item({ capturedDate: '' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ mediaType: 'image', capturedDate: null, sortOrder: 0, isPublic: true, isActive: true, tags: [] }));
    const audit = await admin().get('/api/admin/audit-log?entity=gallery-item&pageSize=100');
    expect(audit.body.items).toContainEqual(expect.objectContaining({ entityId: String(res.body.id), action: 'create', actorId: kit.personas.admin.user!.id }));
  });

  it('lists, edits (only the fields sent) and deletes; the public gallery follows at once', async () => {
    const created = (await admin().post('/api/admin/gallery', item({ tags: ['ward', 'road'], capturedDate: '2025-07-01', sortOrder: 3 }))).body;
    expect(await publicTitles()).toContain(created.title);
    const listed = await admin().get(`/api/admin/gallery?search=${encodeURIComponent(created.title)}`);
    expect(listed.body).toEqual(expect.objectContaining({ total: 1, items: [expect.objectContaining({ id: created.id, tags: ['ward', 'road'], capturedDate: '2025-07-01' })] }));

    const hidden = await admin().send('put', `/api/admin/gallery/${created.id}`, { title: created.title, mediaUrl: created.mediaUrl, isPublic: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual(expect.objectContaining({ isPublic: false, sortOrder: 3, tags: ['ward', 'road'] }));
    expect(await publicTitles()).not.toContain(created.title);

    await admin().send('put', `/api/admin/gallery/${created.id}`, { title: created.title, mediaUrl: created.mediaUrl, isPublic: true, isActive: false });
    expect(await publicTitles()).not.toContain(created.title);

    const del = await admin().send('delete', `/api/admin/gallery/${created.id}`);
    expect(del.body).toEqual(expect.objectContaining({ success: true, message: 'Gallery item deleted' }));
    expect((await admin().send('delete', `/api/admin/gallery/${created.id}`)).status).toBe(404);
  });

  it('refuses an unknown field and a NUL byte with 400', async () => {
    expect((await admin().post('/api/admin/gallery', item({ viewCount: 9 }))).status).toBe(400);
    expect((await admin().post('/api/admin/gallery', item({ title: 'a\u0000' }))).status).toBe(400);
  });

  it.each(['anonymous', 'citizenA', 'staff', 'official'] as const)('%s may not list, add, upload or convert', async (persona) => {
    const client = kit.personas[persona].client;
    const expected = persona === 'anonymous' ? 401 : 403;
    expect((await client.get('/api/admin/gallery')).status).toBe(expected);
    expect((await client.post('/api/admin/gallery', item())).status).toBe(expected);
    expect((await client.post('/api/admin/gallery/upload', { fileName: 'a.png' })).status).toBe(expected);
    expect((await client.post('/api/admin/gallery/convert-url', { uploadedURL: '/api/uploads/x' })).status).toBe(expected);
  });

  it('super_admin may', async () => {
    expect((await kit.personas.superAdmin.client.post('/api/admin/gallery', item())).status).toBe(201);
  });
});

describe('media upload, local driver (spec §7 three calls)', () => {
  const uploadUrl = async (body: Record<string, unknown> = { fileName: 'photo.png' }) => {
    const res = await admin().post('/api/admin/gallery/upload', body);
    expect(res.status).toBe(200);
    return res.body.uploadURL as string;
  };
  const put = (url: string, bytes: Buffer, type = 'image/png') => kit.personas.anonymous.client.agent.put(url).set('content-type', type).send(bytes);

  it('URL → PUT → convert: a PNG becomes public with long cache and nosniff', async () => {
    const url = await uploadUrl();
    expect(url).toMatch(/^\/api\/uploads\/[a-f0-9]{64}$/);
    expect((await put(url, PNG)).status).toBe(204);
    const converted = await admin().post('/api/admin/gallery/convert-url', { uploadedURL: url });
    expect(converted.status).toBe(200);
    expect(converted.body).toEqual({ publicURL: expect.stringMatching(/^\/api\/public\/media\/[a-f0-9]{32}\.bin$/), mediaType: 'image' });
    const media = await kit.personas.anonymous.client.agent.get(converted.body.publicURL).buffer(true);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(media.body as Buffer, PNG)).toBe(0);
    // Converted once: a second convert finds nothing pending.
    expect((await admin().post('/api/admin/gallery/convert-url', { uploadedURL: url })).status).toBe(404);
  });

  it('an HTML page or an SVG named .png is refused at conversion, deleted, and never served', async () => {
    for (const bytes of [HTML, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]) {
      const url = await uploadUrl({ fileName: 'innocent.png', contentType: 'image/png' });
      expect((await put(url, bytes)).status).toBe(204);
      const row = await kit.db('media_uploads').orderBy('id', 'desc').first();
      const converted = await admin().post('/api/admin/gallery/convert-url', { uploadedURL: url });
      expect(converted.status).toBe(400);
      expect(converted.body.error).toBe('Only images and videos can be uploaded');
      expect(kit.uploadsOnDisk()).not.toContain(row.storageKey);
      expect((await kit.personas.anonymous.client.get(`/api/public/media/${row.storageKey}`)).status).toBe(404);
    }
  });

  it('a reused or expired upload URL is refused', async () => {
    const url = await uploadUrl();
    expect((await put(url, PNG)).status).toBe(204);
    const again = await put(url, PNG);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe('This upload link is invalid, expired or already used');

    const stale = await uploadUrl();
    await kit.db('media_uploads').orderBy('id', 'desc').limit(1).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await put(stale, PNG)).status).toBe(403);
    expect((await put('/api/uploads/not-a-token', PNG)).status).toBe(403);
  });

  it("50 MB + 1 is refused with 'File size must be less than 50MB', at each step", async () => {
    const declared = await admin().post('/api/admin/gallery/upload', { fileName: 'big.mp4', fileSize: 50 * 1024 * 1024 + 1 });
    expect(declared.status).toBe(400);
    expect(declared.body.error).toBe('File size must be less than 50MB');

    const url = await uploadUrl({ fileName: 'big.png' });
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 1);
    PNG.copy(big);
    const res = await put(url, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('File size must be less than 50MB');
    expect((await admin().post('/api/admin/gallery/convert-url', { uploadedURL: url })).status).toBe(404);
  });

  it('a body streamed without a length stops at 50 MB: 413, nothing kept', async () => {
    const url = await uploadUrl({ fileName: 'stream.mp4' });
    const row = await kit.db('media_uploads').orderBy('id', 'desc').first();
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const body = Readable.from((function* () {
      for (let i = 0; i < 51; i += 1) yield chunk;
    })());
    const server = kit.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'PUT', body: Readable.toWeb(body) as ReadableStream, duplex: 'half', headers: { 'content-type': 'video/mp4' } } as RequestInit);
      expect(res.status).toBe(413);
      expect((await res.json()).error).toBe('File size must be less than 50MB');
    } finally {
      server.close();
    }
    expect(kit.uploadsOnDisk()).not.toContain(row.storageKey);
    expect((await kit.db('media_uploads').where({ id: row.id }).first()).state).toBe('rejected');
  });

  it("answers 'File name is required' and refuses a non-media declared type", async () => {
    const res = await admin().post('/api/admin/gallery/upload', {});
    expect(res.body.error).toBe('File name is required');
    const html = await admin().post('/api/admin/gallery/upload', { fileName: 'a.png', contentType: 'text/html' });
    expect(html.body.error).toBe('Only images and videos can be uploaded');
  });

  it('housekeeping removes bytes never converted an hour after the URL expired, twice harmlessly; public media stay', async () => {
    const kept = await uploadUrl();
    await put(kept, PNG);
    const converted = await admin().post('/api/admin/gallery/convert-url', { uploadedURL: kept });
    const forgotten = await uploadUrl();
    await put(forgotten, PNG);
    const row = await kit.db('media_uploads').orderBy('id', 'desc').first();
    expect(kit.uploadsOnDisk()).toContain(row.storageKey);
    await kit.db('media_uploads').where({ id: row.id }).update({ expiresAt: new Date(Date.now() - 2 * 3600_000) });
    const storage = new LocalDiskStorage(kit.dataDir);
    expect(await sweepMediaUploads(kit.db, storage)).toBeGreaterThanOrEqual(1);
    expect(await sweepMediaUploads(kit.db, storage)).toBe(0);
    expect(kit.uploadsOnDisk()).not.toContain(row.storageKey);
    expect(await kit.db('media_uploads').where({ id: row.id }).first()).toBeUndefined();
    expect((await kit.personas.anonymous.client.get(converted.body.publicURL)).status).toBe(200);
  });
});
