import type { TFunction } from 'i18next';
import { validationText } from '@cc/i18n';
import { messageKeyFor } from '@cc/validation';

/**
 * Words the server stores in history and escalation rows on its own (not what a person typed): a
 * catalogue message ('Request approved.') or the escalation job's 'overdue by N h[: level L]'. They
 * read in the chosen language; anything else (a person's remarks) is shown as written.
 */
export function serverText(t: TFunction, text: string | null | undefined): string {
  if (!text) return '';
  const key = messageKeyFor(text);
  if (key) return validationText(t, key);
  const overdue = /^overdue by (\d+) h(?:: level (\d+))?$/.exec(text);
  if (!overdue) return text;
  const hours = Number(overdue[1]);
  return overdue[2] ? t('adminRequests.workflow.overdueByLevel', { count: hours, level: Number(overdue[2]) }) : t('adminRequests.workflow.overdueBy', { count: hours });
}
