import type { Language } from '@cc/types';

/** Spec §9: dates en-IN with a short month; the Hindi locale when Hindi is chosen. */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

export function formatDateTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // hi-IN still writes "am"/"pm": a Hindi screen shows the 24-hour clock instead.
    ...(language === 'hi' ? { hourCycle: 'h23' as const } : {}),
  }).format(date);
}
