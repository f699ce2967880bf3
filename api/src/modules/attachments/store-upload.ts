import { createReadStream } from 'node:fs';
import type { FileStorage } from '../../storage';
import { AttachmentError } from './attachment-error';
import { safeFileName, withExtension } from './content-disposition';
import { sniffFile, type SniffedType } from './file-type';
import type { TempUpload } from './multipart-receiver';

export interface InspectedUpload extends SniffedType {
  size: number;
  /** Display name for downloads: the client's last path segment, cleaned, with the real extension. */
  fileName: string;
  /** The received temporary file. */
  path: string;
}

export interface StoredAttachment extends SniffedType {
  key: string;
  size: number;
  fileName: string;
}

/** Checks a received file by content; refuses empty files and anything but pdf, png, jpeg. */
export async function inspectUpload(upload: TempUpload, field: string): Promise<InspectedUpload> {
  if (upload.size === 0) throw new AttachmentError(400, 'attachmentTypeNotAllowed', field);
  const type = await sniffFile(upload.path);
  if (!type) throw new AttachmentError(400, 'attachmentTypeNotAllowed', field);
  return { ...type, size: upload.size, path: upload.path, fileName: withExtension(safeFileName(upload.originalName), type.extension) };
}

/** Checks the content and copies a received temp file into storage (optionally under a pre-made key). */
export async function storeUpload(storage: FileStorage, upload: TempUpload, field: string, key?: string): Promise<StoredAttachment> {
  const inspected = await inspectUpload(upload, field);
  return saveInspected(storage, inspected, key);
}

export async function saveInspected(storage: FileStorage, inspected: InspectedUpload, key?: string): Promise<StoredAttachment> {
  const { path, ...type } = inspected;
  const saved = await storage.save(createReadStream(path), { extension: type.extension, contentType: type.mime, key });
  return { ...type, key: saved.key, size: saved.size };
}
