import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { S3Storage } from '../../../storage/s3-storage';
import { startLoopbackS3, type LoopbackS3 } from '../../../../test/support/s3rver-server';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { HTML, PNG } from '../../requests/__tests__/request-test-kit';

/**
 * The three calls with the S3 driver against a real S3-compatible server (s3rver) on loopback: the
 * upload URL is S3's own presigned PUT, so S3 checks the signature, the expiry and the signed length.
 */
const BUCKET = 'gallery';
let s3: LoopbackS3;
let endpoint: string;
let t: TestApp;
let storage: S3Storage;
let admin: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  s3 = await startLoopbackS3(BUCKET);
  endpoint = s3.endpoint;
  storage = new S3Storage({ endpoint, bucket: BUCKET, region: 'us-east-1', ...s3.credentials, prefix: 'media/' });
  t = createTestApp();
  const app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), storage } as Parameters<typeof createApp>[0]);
  admin = new TestClient(app);
  await admin.login('admin', 'admin123');
  anonymous = new TestClient(app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const uploadUrl = async (body: Record<string, unknown>) => {
  const res = await admin.post('/api/admin/gallery/upload', body);
  expect(res.status).toBe(200);
  return res.body.uploadURL as string;
};
const put = (url: string, bytes: Buffer, type = 'image/png') => fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } });

describe('media upload, S3 driver', () => {
  it('a presigned PUT of S3 itself, then convert-url judges the object and serves it', async () => {
    const url = await uploadUrl({ fileName: 'rally.png', fileSize: PNG.length, contentType: 'image/png' });
    expect(url.startsWith(`${endpoint}/${BUCKET}/media/`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    expect((await put(url, PNG)).status).toBe(200);
    const converted = await admin.post('/api/admin/gallery/convert-url', { uploadedURL: url });
    expect(converted.status).toBe(200);
    const media = await anonymous.agent.get(converted.body.publicURL).buffer(true);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(media.body as Buffer, PNG)).toBe(0);
  });

  // s3rver checks the access key but does not verify SigV4 signatures ("unimplemented" in its
  // source), so what AWS S3 enforces (expiry, signed length and type) is checked here on the URL:
  // the length and type the admin declared are among the signed headers, the lifetime is 15 minutes.
  it('signs the declared length and type into a 15-minute URL', async () => {
    const url = new URL(await uploadUrl({ fileName: 'rally.png', fileSize: PNG.length, contentType: 'image/png' }));
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
  });

  it('HTML named .png: convert-url reads the head bytes, deletes the object, and it is never public', async () => {
    const url = await uploadUrl({ fileName: 'innocent.png' });
    expect((await put(url, HTML)).status).toBe(200);
    const key = new URL(url).pathname.split('/').pop()!;
    const converted = await admin.post('/api/admin/gallery/convert-url', { uploadedURL: url });
    expect(converted.status).toBe(400);
    expect(converted.body.error).toBe('Only images and videos can be uploaded');
    await expect(storage.size(key)).rejects.toThrow('Stored file not found');
    expect((await anonymous.get(`/api/public/media/${key}`)).status).toBe(404);
  });

  it("refuses 50 MB + 1 before any URL is made: 'File size must be less than 50MB'", async () => {
    const res = await admin.post('/api/admin/gallery/upload', { fileName: 'big.mp4', fileSize: 50 * 1024 * 1024 + 1, contentType: 'video/mp4' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('File size must be less than 50MB');
  });
});
