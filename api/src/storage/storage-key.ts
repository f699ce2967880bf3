import { randomBytes } from 'node:crypto';
import { STORED_EXTENSIONS, StorageKeyError, type StoredExtension } from './file-storage';

// 128 random bits: unguessable, and the strict shape below rules out separators and dot segments.
const KEY_PATTERN = new RegExp(`^[a-f0-9]{32}\\.(?:${STORED_EXTENSIONS.join('|')})$`);

export function newStorageKey(extension: StoredExtension): string {
  if (!(STORED_EXTENSIONS as readonly string[]).includes(extension)) throw new StorageKeyError();
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** The key to save under: the caller's pre-made one (checked against the extension) or a new one. */
export function keyFor(options: { extension: StoredExtension; key?: string }): string {
  if (options.key === undefined) return newStorageKey(options.extension);
  assertStorageKey(options.key);
  if (!options.key.endsWith(`.${options.extension}`)) throw new StorageKeyError();
  return options.key;
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: unknown): asserts key is string {
  if (!isStorageKey(key)) throw new StorageKeyError();
}
