import { Readable } from 'node:stream';
import { S3Storage } from '../s3-storage';
import { StorageKeyError, StorageNotFoundError } from '../file-storage';
import { createStorage } from '../create-storage';
import { LocalDiskStorage } from '../local-disk-storage';

function fakeS3() {
  const objects = new Map<string, Buffer>();
  const calls: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request);
    const key = new URL(request.url).pathname;
    if (request.method === 'PUT') {
      objects.set(key, Buffer.from(await request.arrayBuffer()));
      return new Response(null, { status: 200 });
    }
    if (request.method === 'GET') {
      const body = objects.get(key);
      return body ? new Response(new Uint8Array(body)) : new Response('NoSuchKey', { status: 404 });
    }
    objects.delete(key);
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  return { objects, calls, fetchImpl };
}

describe('S3Storage', () => {
  const settings = { endpoint: 'http://minio.local:9000/', bucket: 'cc', region: 'ap-south-1', accessKeyId: 'AK', secretAccessKey: 'SK', prefix: 'uploads/' };

  it('PUTs, GETs and DELETEs signed, path-style objects under the prefix', async () => {
    const s3 = fakeS3();
    const storage = new S3Storage({ ...settings, fetch: s3.fetchImpl });
    const saved = await storage.save(Readable.from([Buffer.from('%PDF-1.7')]), { extension: 'pdf', contentType: 'application/pdf' });
    expect(saved.key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect([...s3.objects.keys()]).toEqual([`/cc/uploads/${saved.key}`]);
    expect(s3.calls[0].headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/ap-south-1\/s3\/aws4_request/);

    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open(saved.key)) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7');

    await storage.remove(saved.key);
    await expect(storage.open(saved.key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses malformed keys before any network call', async () => {
    const s3 = fakeS3();
    const storage = new S3Storage({ ...settings, fetch: s3.fetchImpl });
    await expect(storage.open('../other-bucket/x.pdf')).rejects.toBeInstanceOf(StorageKeyError);
    expect(s3.calls).toHaveLength(0);
  });

  it('is chosen by config, local disk being the default', () => {
    expect(createStorage({ dataDir: '/tmp/x' })).toBeInstanceOf(LocalDiskStorage);
    expect(createStorage({ dataDir: '/tmp/x', driver: 's3', s3: settings })).toBeInstanceOf(S3Storage);
  });
});
