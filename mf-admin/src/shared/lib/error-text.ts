import type { TFunction } from 'i18next';
import { ApiError } from '@cc/api-client';
import { validationText } from '@cc/i18n';

/** The field a 400 names ({field, messageKey}), so its message shows under that field in the reader's language. */
export function fieldErrorOf(error: unknown, t: TFunction): { field: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { field?: unknown; messageKey?: unknown } | null;
  if (typeof body?.field !== 'string' || typeof body.messageKey !== 'string') return null;
  return { field: body.field, text: validationText(t, body.messageKey) };
}
