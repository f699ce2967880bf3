import { ApiError, apiFetch, browserStorage, createQueryClient, onApiError, queryKeys, STALE_TIME, STORAGE_KEYS, withQuery } from '../index';

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

  it('reports a 401 from a query to onUnauthorized', async () => {
    const onUnauthorized = jest.fn();
    const client = createQueryClient({ onUnauthorized });
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(401, 'no', null)) }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('apiFetch hooks', () => {
  it('tells listeners about every failed call, with the path', async () => {
    respond(401, '{"error":"Authentication required"}');
    const listener = jest.fn();
    const stop = onApiError(listener);
    await expect(apiFetch('/api/requests')).rejects.toThrow('401: {"error":"Authentication required"}');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 401, serverMessage: 'Authentication required' }), '/api/requests');
    stop();
    await expect(apiFetch('/api/requests')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
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
