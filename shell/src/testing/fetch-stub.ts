import type { SessionUser } from '@cc/types';
import { aSessionUser } from '@cc/types/testing';

/** A tiny fetch stand-in at the network seam: route → status + JSON body. */
export interface StubResponse {
  status?: number;
  body?: unknown;
}

export type StubHandler = (url: string, init: RequestInit | undefined) => StubResponse | Promise<StubResponse>;

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

export function stubFetch(routes: Record<string, StubResponse | StubHandler>) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const route = routes[`${method} ${path}`] ?? routes[path];
    const result: StubResponse = typeof route === 'function' ? await route(url, init) : (route ?? { status: 404, body: { error: 'Not found' } });
    const status = result.status ?? 200;
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}

export const MANIFEST = {
  mf_public: '/mf/mf-public/remoteEntry.js',
  mf_citizen: '/mf/mf-citizen/remoteEntry.js',
  mf_staff: '/mf/mf-staff/remoteEntry.js',
  mf_admin: '/mf/mf-admin/remoteEntry.js',
};

export const anonymous: StubResponse = { status: 401, body: { error: 'Authentication required' } };

/** A session user of `role` as GET /api/auth/user answers it (`aSessionUser` of `@cc/types/testing`). */
export function sessionUser(role: string, overrides: Partial<SessionUser> = {}): SessionUser {
  return aSessionUser({ username: `${role}1`, role, ...overrides });
}
