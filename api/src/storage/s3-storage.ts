import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { StorageNotFoundError, StorageUnavailableError, type FileStorage, type SaveOptions, type SavedFile } from './file-storage';
import { assertStorageKey, isStorageKey, keyFor } from './storage-key';

export interface S3StorageOptions {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://minio:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. 'uploads/'. */
  prefix?: string;
  /**
   * How long S3 may take to answer (the response's headers; a PUT's body upload included), 30 s
   * by default: inside the balancer's 60 s read timeout, so the client gets our 503, not a 504.
   */
  timeoutMs?: number;
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

  /**
   * Housekeeping (db/orphan-files.ts): the keys under this prefix last written more than
   * `graceMs` ago, page by page. ListObjects (version 1) with `marker` = the page's last key:
   * every S3 clone pages it the same way (s3rver's ListObjectsV2 continuation token needs a
   * cipher OpenSSL 3 no longer has). Objects whose name is not a storage key (anything else
   * sharing the bucket or the prefix) are never listed, so never deleted. An S3 PUT is atomic:
   * there are no half-written objects (`partials`), unlike on disk.
   */
  async staleEntries(graceMs: number, pageSize = 1000): Promise<{ keys: string[]; partials: string[] }> {
    const cutoff = Date.now() - graceMs;
    const keys: string[] = [];
    let marker = '';
    for (;;) {
      const url = new URL(this.base);
      url.searchParams.set('prefix', this.prefix);
      url.searchParams.set('max-keys', String(pageSize));
      if (marker) url.searchParams.set('marker', marker);
      const response = await this.send(url.toString(), { method: 'GET' });
      const xml = await response.text();
      if (!response.ok) throw new Error(`S3 LIST failed with ${response.status}`);
      const names: string[] = [];
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const name = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(entry!)?.[1] ?? '');
        const modified = Date.parse(/<LastModified>([^<]*)<\/LastModified>/.exec(entry!)?.[1] ?? '');
        names.push(name);
        const key = name.slice(this.prefix.length);
        if (name.startsWith(this.prefix) && isStorageKey(key) && modified <= cutoff) keys.push(key);
      }
      if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || names.length === 0) return { keys, partials: [] };
      marker = names.at(-1)!;
    }
  }

  private urlFor(key: string): string {
    assertStorageKey(key);
    return `${this.base}/${this.prefix}${key}`;
  }

  /**
   * One signed call. S3 away (refused, reset, unresolvable), answering 5xx (S3's own "try again":
   * 500 InternalError, 503 SlowDown) or silent past `timeoutMs` is a StorageUnavailableError;
   * any other answer is the caller's to judge (404 missing, 403 a configuration bug).
   */
  private async send(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const writing = method === 'PUT' || method === 'DELETE';
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new StorageUnavailableError(`S3 ${method} not answered within ${timeoutMs} ms`, writing)), timeoutMs);
    try {
      const request = await this.client.sign(url, init);
      const response = await (this.options.fetch ?? fetch)(request, { signal: controller.signal });
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new StorageUnavailableError(`S3 ${method} answered ${response.status}`, writing);
      }
      return response;
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw error;
      throw new StorageUnavailableError(`S3 ${method} failed: ${error instanceof Error ? error.message : String(error)}`, writing, { cause: error });
    } finally {
      // Only until the answer's head: a download then streams for as long as the client reads.
      clearTimeout(timer);
    }
  }
}

/** The five XML entities S3 escapes in a listing. */
const xmlText = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
