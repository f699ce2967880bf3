/** Network seam for the form's tests: fetch answers GETs, a fake XMLHttpRequest takes the POST. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface XhrReply {
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

/**
 * Replaces XMLHttpRequest. Each send is recorded; the test decides when and how it answers
 * (`respond`), and can report upload progress first (`progress`).
 */
export function stubXhr() {
  const sent: SentRequest[] = [];
  const pending: FakeXhr[] = [];

  class FakeXhr {
    method = '';
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      pending.push(this);
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;

  return {
    sent,
    progress(loaded: number, total: number) {
      pending[0]?.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    },
    respond(reply: XhrReply) {
      const xhr = pending.shift();
      if (!xhr) throw new Error('no request in flight');
      xhr.status = reply.status;
      xhr.responseText = JSON.stringify(reply.body);
      xhr.onload?.();
    },
    fail() {
      pending.shift()?.onerror?.();
    },
  };
}
