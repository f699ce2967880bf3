import { http } from '@cc/api-client';
import type { SubmitFields } from '../form-rules';

export interface SubmitOptions {
  idempotencyKey: string;
  /** 0-100 while the body is sent (only reported for a file upload). */
  onProgress?(percent: number): void;
}

/**
 * POST /api/requests through the one axios instance (credentials, CSRF header, 'STATUS: body'
 * errors, the 401 event): JSON without a file, multipart (field `attachment`) with one. A file
 * goes through axios' XHR adapter, because fetch reports no upload progress.
 */
export async function submitRequest<T>(fields: SubmitFields, file: File | null, options: SubmitOptions): Promise<T> {
  let data: FormData | SubmitFields = fields;
  if (file) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('attachment', file, file.name);
    data = form;
  }
  const response = await http.post<T>('/api/requests', data, {
    headers: { 'idempotency-key': options.idempotencyKey },
    ...(file && {
      adapter: 'xhr' as const,
      onUploadProgress: (event: { loaded: number; total?: number }) => {
        if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    }),
  });
  options.onProgress?.(100);
  return response.data;
}
