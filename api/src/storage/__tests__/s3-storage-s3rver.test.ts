import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { validationMessages } from '@cc/validation';
import { outageMessageKey } from '../../middleware/outage';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { captcha, FORM, PDF, PNG } from '../../modules/requests/__tests__/request-test-kit';
import { startLoopbackS3, type LoopbackS3 } from '../../../test/support/s3rver-server';
import { createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';
import { createStorage, storageConfigFromEnv } from '../create-storage';
import { StorageNotFoundError, StorageUnavailableError } from '../file-storage';
import { S3Storage } from '../s3-storage';
import { newStorageKey } from '../storage-key';

/**
 * The S3 driver against a real S3-compatible server on loopback (s3rver): what several API
 * processes sharing files rely on. s3rver checks the access key and a presigned URL's expiry but
 * does not verify SigV4 signatures (its source says "unimplemented"), so a tampered signature is
 * not something this server can refuse; AWS, MinIO and R2 do (docs/operations.md, "S3 storage").
 */
const BUCKET = 'citizen-connect';
let s3: LoopbackS3;
let endpoint: string;
let KEYS: LoopbackS3['credentials'];
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startLoopbackS3(BUCKET);
  ({ endpoint, credentials: KEYS } = s3);
  storage = new S3Storage({ endpoint, bucket: BUCKET, region: 'us-east-1', ...KEYS, prefix: 'uploads/' });
});
afterAll(async () => {
  await s3.close();
});

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
/** The object as any other S3 client sees it: a plain GET of the bucket path. */
const objectUrl = (key: string) => `${endpoint}/${BUCKET}/uploads/${key}`;

describe('S3 driver on a real S3 server', () => {
  it('uploads a stream, reads back the same bytes and size, then removes it', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 7)]);
    const saved = await storage.save(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { extension: 'png', contentType: 'image/png' });
    expect(saved).toEqual({ key: expect.stringMatching(/^[a-f0-9]{32}\.png$/), size: bytes.length });
    expect(Buffer.compare(await read(await storage.open(saved.key)), bytes)).toBe(0);
    expect(await storage.size(saved.key)).toBe(bytes.length);
    // Stored under the prefix with its type: what a CDN or another process would be served.
    const head = await storage['send'](objectUrl(saved.key), { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('image/png');

    await storage.remove(saved.key);
    await expect(storage.open(saved.key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.size(saved.key)).rejects.toBeInstanceOf(StorageNotFoundError);
    // Removing again is not an error (cleanup paths call it blindly).
    await expect(storage.remove(saved.key)).resolves.toBeUndefined();
  });

  it('saves under a key made beforehand, so a crash can be swept by its recorded key', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.save(PDF, { extension: 'pdf', key })).toEqual({ key, size: PDF.length });
    expect((await read(await storage.open(key))).toString('latin1')).toBe(PDF.toString('latin1'));
  });

  it('fails loudly when the bucket is wrong, instead of pretending the file was stored', async () => {
    const lost = new S3Storage({ endpoint, bucket: 'no-such-bucket', region: 'us-east-1', ...KEYS });
    await expect(lost.save(PNG, { extension: 'png' })).rejects.toThrow('S3 PUT failed with 404');
    const stranger = new S3Storage({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'NOT-A-KEY', secretAccessKey: 'x' });
    await expect(stranger.save(PNG, { extension: 'png' })).rejects.toThrow('S3 PUT failed with 403');
  });

  describe('presigned PUT', () => {
    const put = (url: string, body: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'image/png' } });

    it('lets a browser upload straight to S3; the API then reads the object', async () => {
      const key = newStorageKey('png');
      const url = await storage.presignPut(key, { expiresInSeconds: 60, contentLength: PNG.length, contentType: 'image/png' });
      expect((await put(url, PNG)).status).toBe(200);
      expect(Buffer.compare(await read(await storage.open(key)), PNG)).toBe(0);
      expect(storage.keyOf(new URL(url))).toBe(key);
    });

    it('is refused once expired', async () => {
      const key = newStorageKey('png');
      const url = await storage.presignPut(key, { expiresInSeconds: 1, contentLength: PNG.length, contentType: 'image/png' });
      // Real time on purpose: s3rver checks the expiry against its own clock (1 s is the shortest a URL gets).
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const res = await put(url, PNG);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Request has expired');
      await expect(storage.size(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('is refused with its date or key tampered with (moved back to look unexpired is still checked)', async () => {
      const key = newStorageKey('png');
      const url = new URL(await storage.presignPut(key, { expiresInSeconds: 60, contentLength: PNG.length, contentType: 'image/png' }));
      const backdated = new URL(url);
      backdated.searchParams.set('X-Amz-Date', '20200101T000000Z');
      expect((await put(backdated.toString(), PNG)).status).toBe(403);
      const otherKey = new URL(url);
      otherKey.searchParams.set('X-Amz-Credential', url.searchParams.get('X-Amz-Credential')!.replace('S3RVER', 'INTRUDER'));
      const refused = await put(otherKey.toString(), PNG);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('InvalidAccessKeyId');
      await expect(storage.size(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    });
  });

  it('is what STORAGE_DRIVER=s3 and the S3_* settings build', async () => {
    const config = storageConfigFromEnv(
      { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'uploads/' },
      '/unused',
    );
    const fromEnv = createStorage(config);
    const saved = await fromEnv.save(PNG, { extension: 'png' });
    expect(await storage.size(saved.key)).toBe(PNG.length);
  });
});

describe('request attachments through the API, storage=s3', () => {
  let t: TestApp;
  let citizen: TestClient;
  let admin: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    t = createTestApp();
    const app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), storage } as Parameters<typeof createApp>[0]);
    [citizen, admin, other] = [new TestClient(app), new TestClient(app), new TestClient(app)];
    await Promise.all([citizen.login('citizen', 'citizen123'), admin.login('admin', 'admin123'), other.login('citizen2', 'citizen123')]);
  });
  afterAll(() => t.close());

  const multipart = (client: TestClient, path: string) => client.agent.post(path).set('x-csrf-token', client.csrf ?? '');

  it('files a request with a PDF: the object is in S3, and the download serves its bytes to those who may see it', async () => {
    const req = multipart(citizen, '/api/requests');
    for (const [name, value] of Object.entries({ ...FORM, ...(await captcha(citizen)) })) req.field(name, value);
    const res = await req.attach('attachment', PDF, 'application.pdf');
    expect(res.status).toBe(201);
    const { attachmentPath } = await t.db('requests').where({ id: res.body.id }).first('attachmentPath');
    expect(await storage.size(attachmentPath)).toBe(PDF.length);

    const download = await citizen.agent.get(`/api/requests/${res.body.id}/attachment`).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    expect((await admin.get(`/api/requests/${res.body.id}/attachment`)).status).toBe(200);
    expect((await other.get(`/api/requests/${res.body.id}/attachment`)).status).toBe(404);
  });

  it('stages an upload first (POST /api/upload) and claims it with the request, from S3', async () => {
    const upload = await multipart(citizen, '/api/upload').attach('file', PNG, 'hand-pump.png');
    expect(upload.status).toBe(201);
    const res = await citizen.post('/api/requests', { ...FORM, ...(await captcha(citizen)), attachmentUrl: upload.body.url });
    expect(res.status).toBe(201);
    const download = await citizen.agent.get(`/api/requests/${res.body.id}/attachment`).buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
  });

  it('answers 503 with Retry-After in both languages while S3 is stopped, stores nothing, and files again once it is back', async () => {
    const earlier = await t.db('requests').whereNotNull('attachmentPath').orderBy('id', 'desc').first('id');
    const count = async () => Number((await t.db('requests').count({ n: '*' }).first())!.n);
    const before = await count();
    const fileOne = async () => {
      const req = multipart(citizen, '/api/requests');
      for (const [name, value] of Object.entries({ ...FORM, ...(await captcha(citizen)) })) req.field(name, value);
      return req.attach('attachment', PDF, 'application.pdf');
    };
    await s3.stop();
    try {
      const refused = await fileOne();
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      const { fileStorageUnavailable, serviceUnavailable } = validationMessages;
      expect(refused.body).toEqual({ error: fileStorageUnavailable.en, errorHi: fileStorageUnavailable.hi, messageKey: 'fileStorageUnavailable' });
      expect(await count()).toBe(before);
      // A download while S3 is away: the same retryable answer, with the message of a read.
      const download = await citizen.get(`/api/requests/${earlier!.id}/attachment`);
      expect(download.status).toBe(503);
      expect(download.body).toEqual({ error: serviceUnavailable.en, errorHi: serviceUnavailable.hi, messageKey: 'serviceUnavailable' });
    } finally {
      await s3.start();
    }
    const again = await fileOne();
    expect(again.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('answers a clear 404 when the object is gone from S3, never a 500', async () => {
    const req = multipart(citizen, '/api/requests');
    for (const [name, value] of Object.entries({ ...FORM, ...(await captcha(citizen)) })) req.field(name, value);
    const res = await req.attach('attachment', PNG, 'photo.png');
    const { attachmentPath } = await t.db('requests').where({ id: res.body.id }).first('attachmentPath');
    await storage.remove(attachmentPath);
    const download = await citizen.get(`/api/requests/${res.body.id}/attachment`);
    expect(download.status).toBe(404);
  });
});

/** An S3 endpoint on loopback that is unwell: answers every call with `status`, or never answers. */
async function unwellS3(behaviour: { status: number } | 'silent'): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    if (behaviour === 'silent') return;
    res.writeHead(behaviour.status, { 'content-type': 'application/xml' }).end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('S3 unwell: an outage (503, retry), never a bug (500)', () => {
  const on = (endpoint: string) => new S3Storage({ endpoint, bucket: BUCKET, region: 'us-east-1', ...KEYS, prefix: 'uploads/', timeoutMs: 300 });
  const outage = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StorageUnavailableError);
    return outageMessageKey(error);
  };

  it.each([500, 503])('S3 answering %i: an upload is "file storage unavailable", a read "service unavailable"', async (status) => {
    const s3Down = await unwellS3({ status });
    try {
      expect(await outage(on(s3Down.endpoint).save(PDF, { extension: 'pdf' }))).toBe('fileStorageUnavailable');
      expect(await outage(on(s3Down.endpoint).open(newStorageKey('pdf')))).toBe('serviceUnavailable');
    } finally {
      await s3Down.close();
    }
  });

  it('S3 not answering: given up after the timeout, not a hung request', async () => {
    const silent = await unwellS3('silent');
    try {
      const started = Date.now();
      expect(await outage(on(silent.endpoint).save(PDF, { extension: 'pdf' }))).toBe('fileStorageUnavailable');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await outage(on(silent.endpoint).size(newStorageKey('pdf')))).toBe('serviceUnavailable');
    } finally {
      await silent.close();
    }
  });

  it('S3 refusing connections (the server stopped): an outage, and a wrong bucket still a bug', async () => {
    await s3.stop();
    try {
      expect(await outage(storage.save(PDF, { extension: 'pdf' }))).toBe('fileStorageUnavailable');
    } finally {
      await s3.start();
    }
    const wrongBucket = new S3Storage({ endpoint, bucket: 'no-such-bucket', region: 'us-east-1', ...KEYS });
    const error = await wrongBucket.save(PDF, { extension: 'pdf' }).catch((e: unknown) => e);
    expect(outageMessageKey(error)).toBeNull();
  });
});
