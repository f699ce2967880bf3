import { randomBytes } from 'node:crypto';
import { STORED_EXTENSIONS, StorageKeyError, type StoredExtension } from './file-storage';

// 128 random bits: unguessable, and the strict shape below rules out separators and dot segments.
const KEY_PATTERN = new RegExp(`^[a-f0-9]{32}\\.(?:${STORED_EXTENSIONS.join('|')})$`);

export function newStorageKey(extension: StoredExtension): string {
  if (!(STORED_EXTENSIONS as readonly string[]).includes(extension)) throw new StorageKeyError();
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: unknown): asserts key is string {
  if (!isStorageKey(key)) throw new StorageKeyError();
}
