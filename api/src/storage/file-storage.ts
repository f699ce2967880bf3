import type { Readable } from 'node:stream';

/**
 * Extensions the server itself chooses for stored files; never taken from a client's file name.
 * `bin`: gallery media whose bytes arrive before their type is judged (the type is kept in the
 * database, never read from the key).
 */
export const STORED_EXTENSIONS = ['pdf', 'png', 'jpg', 'bin'] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

export interface SaveOptions {
  extension: StoredExtension;
  /** MIME type recorded with the object where the backend keeps one (S3). */
  contentType?: string;
  /**
   * A key made beforehand by `newStorageKey(extension)`, so the caller can record it (and a crash
   * can be swept) before any byte is written. Validated like every key.
   */
  key?: string;
}

export interface SavedFile {
  /** Opaque, server-generated key: the only handle to the stored bytes. */
  key: string;
  size: number;
}

/**
 * Where attachments live. Keys are generated here, never derived from user input, so no caller
 * can address a path outside the storage root.
 */
export interface FileStorage {
  save(source: Readable | Buffer, options: SaveOptions): Promise<SavedFile>;
  /** Rejects with `StorageKeyError` for a malformed key and `StorageNotFoundError` for a missing one. */
  open(key: string): Promise<Readable>;
  /** Idempotent: removing a missing key is not an error (cleanup paths call it blindly). */
  remove(key: string): Promise<void>;
  /** Size in bytes of a stored object; `StorageNotFoundError` when missing. */
  size(key: string): Promise<number>;
}

export class StorageKeyError extends Error {
  constructor() {
    super('Invalid storage key');
    this.name = 'StorageKeyError';
  }
}

/**
 * The store is not there right now (an S3 endpoint refusing connections, answering 5xx or not
 * answering in time): the caller may retry unchanged, so the error boundary answers 503
 * (middleware/outage.ts). `writing` tells an upload's failure from a download's, for the message.
 */
export class StorageUnavailableError extends Error {
  constructor(
    message: string,
    readonly writing: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export class StorageNotFoundError extends Error {
  constructor() {
    super('Stored file not found');
    this.name = 'StorageNotFoundError';
  }
}
