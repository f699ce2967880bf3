import { ApiError } from '@cc/api-client';
import type { Language } from '@cc/types';
import { validationMessages, type MessageKey } from '@cc/validation';

/**
 * The server's own reason in the reader's language (its messageKey indexes the shared catalogue),
 * else its English text, else the caller's fallback. Never invents a success.
 */
export function errorText(error: unknown, language: Language, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { messageKey?: string } | null;
    const key = body?.messageKey as MessageKey | undefined;
    if (key && key in validationMessages) return validationMessages[key][language];
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

export const message = (key: MessageKey, language: Language) => validationMessages[key][language];
