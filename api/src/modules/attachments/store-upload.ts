import { createReadStream } from 'node:fs';
import type { FileStorage } from '../../storage';
import { AttachmentError } from './attachment-error';
import { safeFileName, withExtension } from './content-disposition';
import { sniffFile, type SniffedType } from './file-type';
import type { TempUpload } from './multipart-receiver';

export interface StoredAttachment extends SniffedType {
  key: string;
  size: number;
  /** Display name for downloads: the client's last path segment, cleaned, with the real extension. */
  fileName: string;
}

/** Checks the content and moves a received temp file into storage. */
export async function storeUpload(storage: FileStorage, upload: TempUpload, field: string): Promise<StoredAttachment> {
  if (upload.size === 0) throw new AttachmentError(400, 'attachmentTypeNotAllowed', field);
  const type = await sniffFile(upload.path);
  if (!type) throw new AttachmentError(400, 'attachmentTypeNotAllowed', field);
  const saved = await storage.save(createReadStream(upload.path), { extension: type.extension, contentType: type.mime });
  return { ...type, key: saved.key, size: saved.size, fileName: withExtension(safeFileName(upload.originalName), type.extension) };
}
