import http from 'node:http';
import { solve } from '../../../src/modules/requests/__tests__/request-test-kit';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface Attachment {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body built once, as bytes (no FormData, no Blob, no encoder per send). */
export interface Multipart {
  contentType: string;
  bytes: Buffer;
}

const BOUNDARY = '----cc-fault-client-7f3a9c';
const CRLF = Buffer.from('\r\n');
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/**
 * One keep-alive connection pool for every client of a test process: node:http, not fetch. The
 * load run sends hundreds of requests a second from one event loop, and fetch's per-request cost
 * (undici's WHATWG streams, a Headers object and an AbortSignal each) made the generator, not the
 * API, the limit (docs/decisions/0057-fault-suite-and-load-run.md).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * A browser over real HTTP, for API processes in other processes: it keeps its cookies and, like
 * libs/api-client, copies the cc_csrf cookie into x-csrf-token on every write.
 */
export class HttpClient {
  constructor(
    private readonly baseUrl: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (one cookie jar, so one session) talking to another address. */
  at(baseUrl: string): HttpClient {
    return new HttpClient(baseUrl, this.cookies);
  }

  async get(path: string, timeoutMs = 15_000): Promise<Answer> {
    return this.call('GET', path, undefined, {}, timeoutMs);
  }

  /** A download's status and bytes. */
  async download(path: string): Promise<{ status: number; bytes: Buffer }> {
    const res = await this.send('GET', path, undefined, {}, 30_000);
    return { status: res.status, bytes: res.bytes };
  }

  /** The Cookie header this client sends (for raw requests built by hand). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The CSRF token a write must echo. */
  csrfToken(): string {
    return this.cookies.get('cc_csrf') ?? '';
  }

  async post(path: string, body: object | Multipart, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<Answer> {
    if (!this.cookies.has('cc_csrf')) await this.get('/api/auth/user');
    return this.call('POST', path, body, { 'x-csrf-token': this.csrfToken(), ...headers }, timeoutMs);
  }

  async patch(path: string, body: object, timeoutMs = 30_000): Promise<Answer> {
    if (!this.cookies.has('cc_csrf')) await this.get('/api/auth/user');
    return this.call('PATCH', path, body, { 'x-csrf-token': this.csrfToken() }, timeoutMs);
  }

  async login(username: string, password: string): Promise<void> {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** A captcha answered the way a person answers it. */
  async captcha(timeoutMs = 15_000): Promise<{ captchaToken: string; captchaAnswer: string }> {
    const res = await this.get('/api/captcha?lang=en', timeoutMs);
    if (res.status !== 200) throw new Error(`captcha ${res.status}`);
    return { captchaToken: String(res.body.token), captchaAnswer: String(solve(String(res.body.question))) };
  }

  /** The request form as multipart with one file, as the citizen app sends it. */
  static form(fields: Record<string, string>, file: Attachment, fileField = 'attachment'): Multipart {
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, CRLF, END);
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: Buffer.concat(parts) };
  }

  private async call(method: string, path: string, body: object | Multipart | undefined, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
    const res = await this.send(method, path, body, headers, timeoutMs);
    const text = res.bytes.toString('utf8');
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    const answerHeaders = new Headers();
    for (let n = 0; n < res.rawHeaders.length; n += 2) answerHeaders.append(res.rawHeaders[n]!, res.rawHeaders[n + 1]!);
    return { status: res.status, body: parsed, headers: answerHeaders };
  }

  /** One request; rejects when it is not answered in full within `timeoutMs` (a socket waited for included). */
  private send(
    method: string,
    path: string,
    body: object | Multipart | undefined,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<{ status: number; rawHeaders: string[]; bytes: Buffer }> {
    const multipart = body !== undefined && 'contentType' in body && Buffer.isBuffer((body as Multipart).bytes) ? (body as Multipart) : undefined;
    const payload = multipart ? multipart.bytes : body !== undefined ? Buffer.from(JSON.stringify(body)) : undefined;
    const all: Record<string, string | number> = { ...headers };
    if (payload) {
      all['content-type'] = multipart ? multipart.contentType : 'application/json';
      all['content-length'] = payload.length;
    }
    if (this.cookies.size) all.cookie = this.cookieHeader();
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.baseUrl}${path}`, { method, agent, headers: all }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const eq = pair!.indexOf('=');
            this.cookies.set(pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1)));
          }
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, bytes: Buffer.concat(chunks) });
        });
      });
      function fail(error: Error) {
        clearTimeout(timer);
        reject(error);
      }
      const timer = setTimeout(() => request.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)), timeoutMs);
      request.on('error', fail);
      request.end(payload);
    });
  }
}
