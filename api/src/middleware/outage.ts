import type { MessageKey } from '@cc/validation';
import { StorageUnavailableError } from '../storage/file-storage';

/**
 * PostgreSQL error classes that mean "the database is not there right now", not "your query is
 * wrong": 08 connection exceptions, 53300 too many connections, 57P01-57P03 shut down / starting
 * up, 57014 cancelled (the statement timeout of db/knex.ts).
 */
const DATABASE_CODES = /^(08\d{3}|53300|57P0[1-3]|57014)$/;
/** Socket failures on the way to the database (node errno codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** File system failures while storing a file: full, read-only, not permitted, broken. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE']);
/** node-postgres and knex name some of the same conditions only in their messages or class. */
const DATABASE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Knex: Timeout acquiring a connection/;

/**
 * The catalogue key of an infrastructure outage behind `error` (answered 503, the caller may
 * retry unchanged), or null when it is a plain bug (500). Read by the error boundary only.
 */
export function outageMessageKey(error: unknown): MessageKey | null {
  if (!(error instanceof Error)) return null;
  // The object store away (S3 refused, 5xx, timed out): an upload says nothing was stored.
  if (error instanceof StorageUnavailableError) return error.writing ? 'fileStorageUnavailable' : 'serviceUnavailable';
  const code = (error as NodeJS.ErrnoException).code;
  if (code && STORAGE_CODES.has(code)) return 'fileStorageUnavailable';
  if (error.name === 'KnexTimeoutError' || DATABASE_MESSAGES.test(error.message)) return 'serviceUnavailable';
  if (code && (DATABASE_CODES.test(code) || NETWORK_CODES.has(code))) return 'serviceUnavailable';
  // Node 20 reports a refused dual-stack connect as an AggregateError of the per-address errors.
  if (error instanceof AggregateError) return error.errors.map(outageMessageKey).find(Boolean) ?? null;
  // Objection wraps the driver's error (DBError.nativeError); others chain it as `cause`.
  const inner = (error as { nativeError?: unknown }).nativeError ?? error.cause;
  return inner && inner !== error ? outageMessageKey(inner) : null;
}
