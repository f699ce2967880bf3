import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { StorageNotFoundError, type FileStorage, type SaveOptions, type SavedFile } from './file-storage';
import { assertStorageKey, keyFor } from './storage-key';

export interface S3StorageOptions {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://minio:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. 'uploads/'. */
  prefix?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/**
 * S3-compatible object storage for several API instances sharing files. Path-style URLs work on
 * AWS, MinIO, R2 and Ceph alike. Bodies are buffered before the PUT: attachments are capped at
 * 20 MB, and a known length avoids chunked uploads that some S3 clones refuse.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly prefix: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
    this.prefix = options.prefix ?? '';
  }

  async save(source: Readable | Buffer, options: SaveOptions): Promise<SavedFile> {
    const key = keyFor(options);
    const body = Buffer.isBuffer(source) ? source : await collect(source);
    const response = await this.send(this.urlFor(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': options.contentType ?? 'application/octet-stream', 'content-length': String(body.length) },
    });
    if (!response.ok) throw new Error(`S3 PUT failed with ${response.status}`);
    return { key, size: body.length };
  }

  async open(key: string): Promise<Readable> {
    const response = await this.send(this.urlFor(key), { method: 'GET' });
    if (response.status === 404) throw new StorageNotFoundError();
    if (!response.ok || !response.body) throw new Error(`S3 GET failed with ${response.status}`);
    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  }

  async size(key: string): Promise<number> {
    const response = await this.send(this.urlFor(key), { method: 'HEAD' });
    if (response.status === 404) throw new StorageNotFoundError();
    if (!response.ok) throw new Error(`S3 HEAD failed with ${response.status}`);
    return Number(response.headers.get('content-length') ?? 0);
  }

  /**
   * A presigned PUT URL for `key` (SigV4 in the query), valid `expiresInSeconds`. S3 checks every
   * signed header against the request it receives: with `contentLength` signed, a body of any other
   * length is refused (403 SignatureDoesNotMatch), so the size limit holds at S3 itself; with
   * `contentType` signed, the PUT must carry exactly that type. S3 cannot limit a presigned PUT to a
   * range of sizes (only a POST policy can), so the caller signs the exact length it was told.
   */
  async presignPut(key: string, options: { expiresInSeconds: number; contentLength?: number; contentType?: string }): Promise<string> {
    const url = new URL(this.urlFor(key));
    url.searchParams.set('X-Amz-Expires', String(options.expiresInSeconds));
    const headers: Record<string, string> = {};
    if (options.contentLength !== undefined) headers['content-length'] = String(options.contentLength);
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    const signed = await this.client.sign(url.toString(), { method: 'PUT', headers, aws: { signQuery: true, allHeaders: true } });
    return signed.url;
  }

  /** Whether `url` addresses `key` in this bucket (the convert step is handed back the upload URL). */
  keyOf(url: URL): string | null {
    const base = new URL(this.base);
    const prefixPath = `${base.pathname}/${this.prefix}`;
    if (url.origin !== base.origin || !url.pathname.startsWith(prefixPath)) return null;
    return url.pathname.slice(prefixPath.length);
  }

  async remove(key: string): Promise<void> {
    const response = await this.send(this.urlFor(key), { method: 'DELETE' });
    // S3 answers 204 for a missing key as well; 404 from clones counts as already gone.
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE failed with ${response.status}`);
  }

  private urlFor(key: string): string {
    assertStorageKey(key);
    return `${this.base}/${this.prefix}${key}`;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const request = await this.client.sign(url, init);
    return (this.options.fetch ?? fetch)(request);
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
