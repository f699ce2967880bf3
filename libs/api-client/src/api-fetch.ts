import type { AxiosInstance } from 'axios';

/**
 * The call the web apps make (spec §7): a thin shape over the one axios instance (./http),
 * which holds the contract: credentials, the CSRF header, 'STATUS: body' errors, the 401 event.
 * A plain object body goes as JSON, FormData as is.
 *
 * ./http (and axios with it, ~17 KB gzip) is imported on the first call, not with this module:
 * the landing page makes no call and so never loads it (issue 13). Later calls use the loaded
 * instance at once, so a request still leaves in the same tick as its call.
 */
export { ApiError } from './api-error';
export { CSRF_HEADER, onUnauthorized, UNAUTHORIZED_EVENT } from './request-contract';
export { setApiBase } from './api-base';

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** fetch's cache mode (the captcha asks for 'no-store'). */
  cache?: RequestCache;
  signal?: AbortSignal;
}

let loadedHttp: AxiosInstance | undefined;
let loadingHttp: Promise<AxiosInstance> | undefined;

function loadHttp(): Promise<AxiosInstance> {
  loadingHttp ??= import('./http').then((module) => (loadedHttp = module.http));
  return loadingHttp;
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, method, headers, cache, signal } = options;
  const http = loadedHttp ?? (await loadHttp());
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
