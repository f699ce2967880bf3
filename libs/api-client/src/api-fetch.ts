import type { AxiosInstance } from 'axios';

/**
 * The call the web apps make (spec §7): a thin shape over the one axios instance (./http),
 * which holds the contract: credentials, the CSRF header, 'STATUS: body' errors, the 401 event.
 * A plain object body goes as JSON, FormData as is.
 *
 * ./http (and axios with it, ~17 KB gzip) is imported on the first call, not with this module:
 * the landing page makes no call and so never loads it. Later calls use the loaded
 * instance at once, so a request still leaves in the same tick as its call.
 */
import { ApiError } from './api-error';

export { ApiError };
export { CSRF_HEADER, onUnauthorized, UNAUTHORIZED_EVENT } from './request-contract';
export { setApiBase } from './api-base';

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** fetch's cache mode (the captcha asks for 'no-store'). */
  cache?: RequestCache;
  signal?: AbortSignal;
  /**
   * A write the server answers once however often it is sent (an Idempotency-Key: a registration, a
   * staff action, an admin create): a retry of the same content after a lost reply gets the first
   * outcome back instead of a second record or a confusing refusal.
   */
  retrySafe?: boolean;
}

/**
 * The Idempotency-Key of each write still waiting for an answer, by its content: sending the same
 * again (the person's retry after "no answer") reuses it; any answer from the server ends it, except
 * "still being processed". Kept in memory: a reload starts afresh.
 */
const unanswered = new Map<string, string>();

/** A fresh Idempotency-Key (the request form keeps one per submission with its draft). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let loadedHttp: AxiosInstance | undefined;
let loadingHttp: Promise<AxiosInstance> | undefined;

function loadHttp(): Promise<AxiosInstance> {
  loadingHttp ??= import('./http').then((module) => (loadedHttp = module.http));
  return loadingHttp;
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, method, headers, cache, signal, retrySafe } = options;
  const http = loadedHttp ?? (await loadHttp());
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  const content = retrySafe ? `${verb} ${path} ${JSON.stringify(body ?? null)}` : null;
  const key = content ? (unanswered.get(content) ?? newIdempotencyKey()) : null;
  if (content && key) unanswered.set(content, key);
  try {
    const response = await http.request<T>({
      url: path,
      method: verb,
      data: body,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      signal,
      fetchOptions: cache ? { cache } : undefined,
    });
    if (content) unanswered.delete(content);
    return response.data;
  } catch (error) {
    // An answer ends the key; no answer (the request may have arrived) keeps it for the retry.
    const answered = error instanceof ApiError && !(error.status === 409 && (error.body as { messageKey?: unknown } | null)?.messageKey === 'idempotencyKeyInProgress');
    if (content && answered) unanswered.delete(content);
    throw error;
  }
}
