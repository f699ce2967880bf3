/**
 * Network seam for the form's tests. fetch answers the GETs; a JSON POST (no file) is held
 * until the test answers it. A POST with a file goes through axios' XHR adapter for its upload
 * progress: those tests answer it from a real local server (./upload-server).
 */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface PostReply {
  status: number;
  body: unknown;
}

export function stubGets(routes: Record<string, unknown | (() => unknown)>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const route = routes[path] ?? routes[path.split('?')[0]];
    const body = typeof route === 'function' ? (route as () => unknown)() : route;
    const status = route === undefined ? 404 : 200;
    const text = JSON.stringify(body ?? { error: 'Not found' });
    return { ok: status === 200, status, statusText: String(status), text: async () => text } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => (record[name] = value));
  return record;
}

/**
 * Wraps the fetch stubbed so far: each POST is recorded and held; the test decides when and
 * how it is answered (`respond`) or whether the network drops it (`fail`).
 */
export function stubPosts() {
  const sent: SentRequest[] = [];
  const pending: Array<{ resolve(response: Response): void; reject(error: Error): void }> = [];
  const previous = globalThis.fetch;

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET').toUpperCase() !== 'POST') return previous(input, init);
    sent.push({ method: 'POST', url: String(input), headers: headerRecord(init?.headers), body: init?.body });
    return new Promise<Response>((resolve, reject) => pending.push({ resolve, reject }));
  }) as typeof fetch;

  return {
    sent,
    respond(reply: PostReply) {
      const request = pending.shift();
      if (!request) throw new Error('no request in flight');
      const text = JSON.stringify(reply.body);
      const ok = reply.status >= 200 && reply.status < 300;
      request.resolve({ ok, status: reply.status, statusText: String(reply.status), text: async () => text } as unknown as Response);
    },
    fail() {
      pending.shift()?.reject(new TypeError('Failed to fetch'));
    },
  };
}
