import type { Schema } from '@cc/validation';
import { parseOrThrow } from '../middleware/validate';

/**
 * An edit (PATCH) body checked with the create schema, keeping only the fields the caller sent: a
 * schema default (isActive true, level 0, role citizen) must never overwrite a stored value.
 */
export function parseSentFields<T extends object>(schema: Schema, body: unknown): Partial<T> {
  const sent = (body ?? {}) as Record<string, unknown>;
  const value = parseOrThrow<T>(schema, sent);
  return Object.fromEntries(Object.entries(value).filter(([key]) => key in sent)) as Partial<T>;
}
