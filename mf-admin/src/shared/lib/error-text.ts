import { ApiError } from '@cc/api-client';
import type { Language } from '@cc/types';
import { validationMessages, type MessageKey } from '@cc/validation';

const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && key in validationMessages;

/** A catalogue message (spec §5, §8) in the reader's language. */
export const message = (key: MessageKey, language: Language): string => validationMessages[key][language];

/**
 * The server's reason in the reader's language (its messageKey indexes the shared catalogue), else
 * its own text, else the caller's fallback: a refused write never reads as a success.
 */
export function errorText(error: unknown, language: Language, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { messageKey?: unknown } | null;
    if (isMessageKey(body?.messageKey)) return message(body.messageKey, language);
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

/** The field a 400 names ({field, messageKey}), so its message shows under that field. */
export function fieldErrorOf(error: unknown, language: Language): { field: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { field?: unknown; messageKey?: unknown } | null;
  if (typeof body?.field !== 'string' || !isMessageKey(body.messageKey)) return null;
  return { field: body.field, text: message(body.messageKey, language) };
}
