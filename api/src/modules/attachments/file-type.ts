import { open } from 'node:fs/promises';
import type { StoredExtension } from '../../storage';

export interface SniffedType {
  extension: StoredExtension;
  mime: 'application/pdf' | 'image/png' | 'image/jpeg';
  /** Spec §3: attachmentType is 'pdf' or 'image'. */
  attachmentType: 'pdf' | 'image';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');

/** Bytes needed by `sniffFileType`. */
export const SNIFF_BYTES = 16;

/**
 * The type judged by the file's first bytes only: the client's file name and Content-Type are
 * attacker-controlled (spec §5 allows pdf, jpg, jpeg, png; an HTML file named .jpg is refused).
 */
export function sniffFileType(head: Buffer): SniffedType | null {
  if (startsWith(head, PNG)) return { extension: 'png', mime: 'image/png', attachmentType: 'image' };
  if (startsWith(head, JPEG)) return { extension: 'jpg', mime: 'image/jpeg', attachmentType: 'image' };
  if (startsWith(head, PDF)) return { extension: 'pdf', mime: 'application/pdf', attachmentType: 'pdf' };
  return null;
}

export async function sniffFile(path: string): Promise<SniffedType | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return sniffFileType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** MIME type for a stored key's extension (downloads). */
export function mimeForExtension(extension: string): string {
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg') return 'image/jpeg';
  if (extension === 'pdf') return 'application/pdf';
  return 'application/octet-stream';
}

function startsWith(buffer: Buffer, prefix: Buffer): boolean {
  return buffer.length >= prefix.length && buffer.subarray(0, prefix.length).equals(prefix);
}
