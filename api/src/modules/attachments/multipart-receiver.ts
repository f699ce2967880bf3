import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import multer from 'multer';
import { ATTACHMENT_MAX_BYTES } from '@cc/validation';
import { AttachmentError } from './attachment-error';

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

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '');
}

/**
 * Parses a multipart body with one optional file, streamed to a per-request temporary directory
 * that is removed on any failure (and by `cleanup()` after success), so nothing is ever left behind.
 */
export async function receiveMultipart(
  req: IncomingMessage,
  res: ServerResponse,
  options: ReceiveOptions,
): Promise<ReceivedMultipart> {
  const dir = await mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), 'cc-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (_req, _file, done) => done(null, randomBytes(16).toString('hex')),
    }),
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
    await new Promise<void>((resolve, reject) => {
      upload(req as Parameters<typeof upload>[0], res as Parameters<typeof upload>[1], (error: unknown) =>
        error ? reject(error) : resolve(),
      );
    });
  } catch (error) {
    await cleanup();
    throw toAttachmentError(error, options.fileField);
  }

  const request = req as IncomingMessage & { body?: Record<string, unknown>; file?: Express.Multer.File };
  const file = request.file;
  // multer's body has a null prototype; copy to a plain object of own keys only.
  const fields = Object.fromEntries(Object.entries(request.body ?? {}));
  delete request.body;
  delete request.file;
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
