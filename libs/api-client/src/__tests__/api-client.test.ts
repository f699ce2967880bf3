import { apiFetch, browserStorage, createQueryClient, CSRF_HEADER, http, onUnauthorized, queryKeys, STALE_TIME, STORAGE_KEYS, withQuery } from '../index';
import { stubFetch } from '../testing/stub-fetch';

function respond(status: number, body: string) {
  globalThis.fetch = jest.fn(async () => ({ ok: status < 400, status, statusText: 'Status', text: async () => body }) as Response);
}

beforeEach(() => localStorage.clear());

describe('query client defaults (spec §7)', () => {
  it('never retries, never refetches on focus, caches without expiry', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('names the spec cache lifetimes', () => {
    expect(STALE_TIME.requests).toBe(30_000);
    expect(STALE_TIME.authorities).toBe(300_000);
    expect(queryKeys.requests.list({ status: 'pending' })).toEqual(['requests', 'list', { status: 'pending' }]);
  });

});

describe('the one HTTP client (axios instance)', () => {
  afterEach(() => {
    document.cookie = 'cc_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('announces a 401 from any call once on window, with the path, and throws STATUS: body', async () => {
    respond(401, '{"error":"Authentication required"}');
    const listener = jest.fn();
    const stop = onUnauthorized(listener);
    const failure = apiFetch('/api/requests');
    await expect(failure).rejects.toThrow('401: {"error":"Authentication required"}');
    await expect(failure).rejects.toMatchObject({ status: 401, serverMessage: 'Authentication required' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ path: '/api/requests' });
    stop();
    await expect(apiFetch('/api/requests')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('says the status text when the body is empty, and hands the parsed body to the callers', async () => {
    respond(503, '');
    await expect(apiFetch('/api/health')).rejects.toThrow('503: Status');
    respond(400, '{"error":"Bad","messageKey":"required","field":"name"}');
    await expect(apiFetch('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400, body: { messageKey: 'required', field: 'name' } });
  });

  it('sends the CSRF cookie as x-csrf-token on every non-GET, JSON bodies as JSON, and credentials always', async () => {
    document.cookie = 'cc_csrf=tok%2B1';
    const fetch = stubFetch({ 'GET /api/requests': [], 'PATCH /api/requests/4': { id: 4 } });
    await apiFetch('/api/requests');
    expect(new Headers(fetch.mock.calls[0][1].headers).get(CSRF_HEADER)).toBeNull();
    await expect(apiFetch('/api/requests/4', { method: 'PATCH', body: { status: 'resolved' } })).resolves.toEqual({ id: 4 });
    const [, init] = fetch.mock.calls[1];
    const headers = new Headers(init.headers);
    expect(headers.get(CSRF_HEADER)).toBe('tok+1');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(init.body)).toEqual({ status: 'resolved' });
    expect(http.defaults.withCredentials).toBe(true);
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/requests', { status: 'pending', category: '', userId: 3, assignedTo: undefined })).toBe('/api/requests?status=pending&userId=3');
  });
});

describe('browser storage (spec §3)', () => {
  it('keeps only id, username, name and role for the mobile user', () => {
    browserStorage.setMobileUser({ id: 1, username: 'a', name: 'A', role: 'citizen', extra: 'x' } as never);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.mobileUser)!)).toEqual({ id: 1, username: 'a', name: 'A', role: 'citizen' });
    browserStorage.setMobileUser(null);
    expect(browserStorage.getMobileUser()).toBeNull();
  });

  it('stores the remembered username with a timestamp', () => {
    browserStorage.setRememberedUser('asha');
    const remembered = browserStorage.getRememberedUser();
    expect(remembered?.username).toBe('asha');
    expect(Math.abs(Date.now() - (remembered?.timestamp ?? 0))).toBeLessThan(5000);
  });

  it('survives garbage in storage', () => {
    localStorage.setItem(STORAGE_KEYS.mobileUser, '{not json');
    expect(browserStorage.getMobileUser()).toBeNull();
  });
});

describe('a retry-safe write (Idempotency-Key per content until answered)', () => {
  const keyOf = (mock: jest.Mock, call: number) => new Headers((mock.mock.calls[call]![1] as RequestInit).headers).get('idempotency-key');

  it('sends the same key again after no answer, a fresh one after an answer, and none on ordinary calls', async () => {
    let answer: 'lost' | 'ok' = 'lost';
    const mock = jest.fn(async () => {
      if (answer === 'lost') throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, statusText: 'OK', text: async () => '{"id":7}' } as Response;
    });
    globalThis.fetch = mock as unknown as typeof fetch;
    const send = (remarks: string) => apiFetch('/api/requests/7', { method: 'PATCH', body: { action: 'reject', remarks }, retrySafe: true });

    await expect(send('Outside this office')).rejects.toThrow();
    answer = 'ok';
    await send('Outside this office');
    expect(keyOf(mock, 0)).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(keyOf(mock, 1)).toBe(keyOf(mock, 0));
    // Answered: the next write of the same content is a new submission.
    await send('Outside this office');
    expect(keyOf(mock, 2)).not.toBe(keyOf(mock, 0));
    // Other content, other key; and a write not marked retry-safe carries none.
    await send('Duplicate of CC-2026-000001');
    expect(keyOf(mock, 3)).not.toBe(keyOf(mock, 2));
    await apiFetch('/api/users/me', { method: 'PATCH', body: { name: 'Asha' } });
    expect(keyOf(mock, 4)).toBeNull();
  });

  it('ends the key on a refusal (the server kept nothing), keeps it while the first is still running', async () => {
    const statuses = [409, 200, 400, 200];
    const bodies = ['{"messageKey":"idempotencyKeyInProgress"}', '{}', '{"messageKey":"invalidValue"}', '{}'];
    let call = 0;
    const mock = jest.fn(async () => {
      const status = statuses[call]!;
      const text = bodies[call++]!;
      return { ok: status < 400, status, statusText: String(status), text: async () => text } as Response;
    });
    globalThis.fetch = mock as unknown as typeof fetch;
    const send = () => apiFetch('/api/admin/roles', { method: 'POST', body: { name: 'clerk' }, retrySafe: true });
    await expect(send()).rejects.toMatchObject({ status: 409 });
    await send();
    expect(keyOf(mock, 1)).toBe(keyOf(mock, 0));
    await expect(send()).rejects.toMatchObject({ status: 400 });
    await send();
    expect(keyOf(mock, 3)).not.toBe(keyOf(mock, 2));
  });
});
