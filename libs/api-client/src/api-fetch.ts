/**
 * The one way the web apps call the API (spec §7): credentials always sent, a plain object
 * body as JSON, FormData as is, the CSRF header on every non-GET, and a non-OK response
 * turned into an ApiError whose message is 'STATUS: body' (spec §8).
 */
export const CSRF_HEADER = 'x-csrf-token';
const CSRF_COOKIE = 'cc_csrf';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's own message ({error}) when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown } | null;
    return body && typeof body.error === 'string' ? body.error : undefined;
  }
}

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export type ApiErrorListener = (error: ApiError, path: string) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Observe every non-OK response (the shell clears the session on a 401). Returns an unsubscribe.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/**
 * Each remote bundles its own copy of this module, so listeners registered in the shell would
 * not hear a remote's calls: a 401 is also announced on window, which every bundle shares.
 */
export const UNAUTHORIZED_EVENT = 'cc:unauthorized';

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, headers: given, ...rest } = options;
  const method = (rest.method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase();
  const headers = new Headers(given);
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
    payload = body;
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  headers.set('accept', 'application/json');
  const response = await fetch(path, { ...rest, method, headers, body: payload, credentials: 'include' });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const error = new ApiError(response.status, text || response.statusText, parsed);
    for (const listener of errorListeners) listener(error, path);
    if (response.status === 401 && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { path } }));
    }
    throw error;
  }
  return parsed as T;
}
