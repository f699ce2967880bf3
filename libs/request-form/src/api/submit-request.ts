import { ApiError, CSRF_HEADER, UNAUTHORIZED_EVENT } from '@cc/api-client';

export interface SubmitOptions {
  idempotencyKey: string;
  /** 0-100 while the body is sent (only reported for a file upload). */
  onProgress?(percent: number): void;
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * POST /api/requests. XMLHttpRequest rather than apiFetch because fetch reports no upload
 * progress; it keeps apiFetch's rules: credentials, the CSRF header, JSON without a file and
 * multipart (field `attachment`) with one, and an ApiError 'STATUS: body' on a non-OK answer.
 */
export function submitRequest<T>(fields: Record<string, string>, file: File | null, options: SubmitOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/requests');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', options.idempotencyKey);
    const csrf = readCookie('cc_csrf');
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);

    let body: XMLHttpRequestBodyInit;
    if (file) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('attachment', file, file.name);
      body = form;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
    } else {
      xhr.setRequestHeader('content-type', 'application/json');
      body = JSON.stringify(fields);
    }

    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(parsed as T);
        return;
      }
      if (xhr.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { path: '/api/requests' } }));
      reject(new ApiError(xhr.status, text || xhr.statusText, parsed));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new TypeError('Network request aborted'));
    xhr.send(body);
  });
}
