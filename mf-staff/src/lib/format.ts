import type { Language } from '@cc/types';

/** Spec §9: dates en-IN with a short month (hi-IN in Hindi). */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Spec §3: type codes shown with spaces and capitalised words; 'general' when absent. */
export function typeLabel(code: string | null | undefined): string {
  if (!code) return 'general';
  return code
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}
