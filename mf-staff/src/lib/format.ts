import { humanizeCode } from '@cc/i18n';
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
