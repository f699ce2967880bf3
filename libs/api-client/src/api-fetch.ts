import { http } from './http';

/**
 * The call the web apps make (spec §7): a thin shape over the one axios instance (./http),
 * which holds the contract: credentials, the CSRF header, 'STATUS: body' errors, the 401 event.
 * A plain object body goes as JSON, FormData as is.
 */
export { ApiError } from './api-error';
export { CSRF_HEADER, http, onUnauthorized, UNAUTHORIZED_EVENT } from './http';

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** fetch's cache mode (the captcha asks for 'no-store'). */
  cache?: RequestCache;
  signal?: AbortSignal;
}

/** Paths starting with a slash go to the configured API host (spec §7; same origin by default). */
export function setApiBase(base: string): void {
  http.defaults.baseURL = base.replace(/\/$/, '') || undefined;
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, method, headers, cache, signal } = options;
  const response = await http.request<T>({
    url: path,
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    data: body,
    headers,
    signal,
    fetchOptions: cache ? { cache } : undefined,
  });
  return response.data;
}
