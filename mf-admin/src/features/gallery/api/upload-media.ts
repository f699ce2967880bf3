import { http } from '@cc/api-client';
import type { MediaPublicUrl, MediaUploadUrl } from '@cc/types';

/** Which of the three calls failed: each has its spec §8 message. */
export type UploadStep = 'uploadUrl' | 'uploadFile' | 'convertUrl';

export class MediaUploadError extends Error {
  constructor(readonly step: UploadStep, readonly cause: unknown) {
    super(step);
    this.name = 'MediaUploadError';
  }
}

async function step<T>(name: UploadStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new MediaUploadError(name, error);
  }
}

/**
 * Spec §7 media upload through the one axios instance: ask for an upload URL, PUT the bytes to it
 * with the file's content type (XHR adapter, for upload progress), convert it to the public URL.
 * Progress as spec §4: 0, 25 with the URL, 75 once stored (the bytes' own progress in between), 100.
 */
export async function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<MediaPublicUrl> {
  onProgress(0);
  const { uploadURL } = await step('uploadUrl', async () =>
    (await http.post<MediaUploadUrl>('/api/admin/gallery/upload', { fileName: file.name, fileSize: file.size, contentType: file.type || undefined })).data,
  );
  onProgress(25);
  // A presigned S3 URL is another origin: no cookies go there (the URL itself is the credential).
  const crossOrigin = /^https?:\/\//i.test(uploadURL);
  await step('uploadFile', () =>
    http.put(uploadURL, file, {
      adapter: 'xhr',
      withCredentials: !crossOrigin,
      headers: { 'content-type': file.type || 'application/octet-stream' },
      onUploadProgress: (event) => {
        if (event.total) onProgress(25 + Math.round((event.loaded / event.total) * 50));
      },
    }),
  );
  onProgress(75);
  const converted = await step('convertUrl', async () => (await http.post<MediaPublicUrl>('/api/admin/gallery/convert-url', { uploadedURL: uploadURL })).data);
  onProgress(100);
  return converted;
}
