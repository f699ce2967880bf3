import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import multer from '@koa/multer';
import type { ParameterizedContext } from 'koa';
import { ATTACHMENT_MAX_BYTES } from '@cc/validation';
import { AttachmentError } from './attachment-error';
import { UPLOAD_TEMP_PREFIX, uploadTempRoot } from './upload-temp-sweep';

export interface TempUpload {
  /** Server-chosen temporary path; the client's name never reaches the file system. */
  path: string;
  size: number;
  originalName: string;
  fieldName: string;
}

export interface ReceivedMultipart {
  fields: Record<string, unknown>;
  file: TempUpload | null;
  /** Removes the temporary directory; safe to call more than once. */
  cleanup(): Promise<void>;
}

export interface ReceiveOptions {
  fileField: string;
  maxFileBytes?: number;
  tempRoot?: string;
}

/** Any Koa context: the receiver reads and clears only `ctx.req` and `ctx.request`. */
type AnyCtx = ParameterizedContext<unknown, object>;

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '');
}

/**
 * Parses a multipart body with one optional file through @koa/multer. The file is streamed to a
 * per-request temporary directory (disk, not memory: memory storage would hold up to 20 MB per
 * concurrent upload in the heap), which is removed on any refusal here and by `cleanup()` after
 * success; one left by a process killed mid-upload is removed by upload-temp-sweep.ts.
 */
export async function receiveMultipart(ctx: AnyCtx, options: ReceiveOptions): Promise<ReceivedMultipart> {
  const dir = await mkdtemp(path.join(options.tempRoot ?? uploadTempRoot(), UPLOAD_TEMP_PREFIX));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (_req, _file, done) => done(null, randomBytes(16).toString('hex')),
    }),
    // UTF-8, so Hindi file names decode as sent.
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxFileBytes ?? ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 40,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: 42,
    },
  }).single(options.fileField);

  try {
    // Called as a function, not mounted: the route decides (JSON or multipart) before parsing.
    await upload(ctx as Parameters<typeof upload>[0], async () => {});
  } catch (error) {
    await cleanup();
    throw toAttachmentError(error, options.fileField);
  }

  // @koa/multer moves multer's results onto ctx.request; take them off so nothing else reads them.
  const request = ctx.request as { body?: unknown; file?: Express.Multer.File };
  const file = request.file;
  // multer's body has a null prototype; copy to a plain object of own keys only.
  const fields = Object.fromEntries(Object.entries((request.body ?? {}) as object));
  delete request.body;
  delete request.file;
  delete (ctx as { file?: unknown }).file;
  return {
    fields,
    file: file ? { path: file.path, size: file.size, originalName: file.originalname, fieldName: file.fieldname } : null,
    cleanup,
  };
}

function toAttachmentError(error: unknown, fileField: string): AttachmentError {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'LIMIT_FILE_SIZE') return new AttachmentError(413, 'attachmentTooLarge', fileField);
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') return new AttachmentError(400, 'invalidValue', fileField);
  // Malformed multipart, too many or too long fields: the client's fault, never a 500.
  return new AttachmentError(400, 'invalidValue', null);
}
