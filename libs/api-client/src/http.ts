import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { apiBase } from './api-base';
import { EXPECT_SESSION_HEADER } from '@cc/types';
import { tabBelievesSignedIn } from './browser-storage';
import { CSRF_HEADER, UNAUTHORIZED_EVENT, type UnauthorizedDetail } from './request-contract';

const CSRF_COOKIE = 'cc_csrf';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** JSON when it parses, the text itself otherwise, null when empty (what the callers read). */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one HTTP client of the browser (spec §7): every call of the shell and the
 * remotes goes through this axios instance. Its interceptors hold the request contract:
 * credentials always, the CSRF header on every non-GET, and a non-OK answer turned into an
 * ApiError 'STATUS: body' (spec §8) with a 401 announced to the shell.
 */
export const http = axios.create({
  withCredentials: true,
  // fetch by default: smaller than XHR in practice and what every test stubs (stubFetch);
  // the upload that reports progress asks for 'xhr' itself (libs/request-form submit-request).
  adapter: 'fetch',
  // Looked up at call time, not when axios loads: tests replace globalThis.fetch per test.
  env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) },
  headers: { accept: 'application/json' },
  // The raw text, parsed below: the error message must carry the body exactly as sent.
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
});

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.baseURL ??= apiBase();
  const method = (config.method ?? 'get').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const token = readCookie(CSRF_COOKIE);
    if (token) config.headers.set(CSRF_HEADER, token);
    // A write from a signed-in page must not run anonymously when the session has ended: the API
    // answers 401 sessionEnded instead (api/src/middleware/expected-session.ts).
    if (tabBelievesSignedIn()) config.headers.set(EXPECT_SESSION_HEADER, '1');
  }
  return config;
  // Synchronous: the request leaves in the same tick as the call, as fetch did (no extra await).
}, undefined, { synchronous: true });

http.interceptors.response.use(
  (response) => {
    if (response.config.responseType === 'text' && typeof response.data === 'string') response.data = parseBody(response.data);
    return response;
  },
  (error: AxiosError) => {
    const response = error.response;
    // No answer at all (network down, aborted): the caller's generic failure path.
    if (!response) throw error;
    const text = typeof response.data === 'string' ? response.data : '';
    const apiError = new ApiError(response.status, text || response.statusText, parseBody(text));
    if (response.status === 401 && typeof window !== 'undefined') {
      const messageKey = (apiError.body as { messageKey?: unknown } | null)?.messageKey;
      const detail: UnauthorizedDetail = { path: response.config.url ?? '', ...(typeof messageKey === 'string' && { messageKey }) };
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail }));
    }
    throw apiError;
  },
);
