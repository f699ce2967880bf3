import type { Language } from '@cc/types';
import { messageKeyFor, validationMessages, type MessageKey } from '@cc/validation';
import { ApiError } from './api-error';

const catalogueKey = (value: unknown): MessageKey | undefined =>
  typeof value === 'string' && value in validationMessages ? (value as MessageKey) : undefined;

/**
 * The one way a failed call becomes words on screen: the server's reason in the reader's language
 * (its `messageKey`, or an English catalogue text, looked up in the shared catalogue), else the
 * server's own text, else the caller's fallback. Never invents a success.
 */
export function messageFromError(error: unknown, language: Language, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body as { messageKey?: unknown } | null;
  const server = error.serverMessage;
  const key = catalogueKey(body?.messageKey) ?? (server ? messageKeyFor(server) : undefined);
  if (key) return validationMessages[key][language];
  return server ?? fallback;
}
