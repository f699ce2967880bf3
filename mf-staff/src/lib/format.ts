import type { TFunction } from 'i18next';
import { humanizeCode, isTypeTitle } from '@cc/i18n';
import type { Language } from '@cc/types';

/** Spec §9: dates en-IN with a short month (hi-IN in Hindi). */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Spec §3: type codes shown with spaces and capitalised words (nothing when absent: callers say "General" through i18n). */
export function typeLabel(code: string | null | undefined): string {
  return code ? humanizeCode(code) : '';
}

/** A request's own title, or its type's name in the chosen language when the title is only the type's English words. */
export function requestTitle(t: TFunction, request: { title: string | null; requestType: string }): string {
  return isTypeTitle(request.title, request.requestType) ? t(`types.${request.requestType}`, { defaultValue: typeLabel(request.requestType) }) : request.title!;
}
