import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageFromError } from '@cc/api-client';
import { formatDayWithWeekday, validationText, localized } from '@cc/i18n';
import { Button, TextField } from '@cc/ui';
import type { Holiday } from '@cc/types';
import { holidaySchema } from '@cc/validation';
import { useRemoteProps } from '@cc/ui/remote';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { addHoliday } from '../api/add-holiday';
import { removeHoliday } from '../api/remove-holiday';
import { settingsKey } from '../hooks/use-system-settings';
import { InlineAddForm } from './inline-add-form';
import styles from './settings.module.css';

/** The days the SLA clock skips (GET/POST/DELETE /api/admin/holidays). */
export function HolidaysCard({ holidays }: { holidays: Holiday[] }) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    initial: { date: '', name: '', nameHi: '' },
    schema: holidaySchema,
    toBody: (values) => values,
    save: addHoliday,
    resource: 'system-settings',
    successText: t('settings.holidayAdded'),
    onSaved: () => undefined,
  });
  const removal = useMutation({
    mutationFn: (holiday: Holiday) => removeHoliday(holiday.id),
    onSuccess: () => shell.toast({ title: t('common.successTitle'), description: validationText(t, 'holidayRemoved'), variant: 'success' }),
    onError: (error) => shell.toast({ title: t('common.errorTitle'), description: messageFromError(error, language, t('common.saveFailed')), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  return (
    <section aria-labelledby="settings-holidays" className={styles.card}>
      <h3 id="settings-holidays" className={styles.cardTitle}>
        {t('settings.holidays')}
      </h3>
      {holidays.length === 0 ? (
        <p className={styles.hint}>{t('settings.noHolidays')}</p>
      ) : (
        <ul className={styles.holidays}>
          {holidays.map((holiday) => {
            const name = localized(language, holiday.name, holiday.nameHi);
            return (
              <li key={holiday.id} className={styles.holiday}>
                <span>
                  <strong>{formatDayWithWeekday(holiday.date, language)}</strong> {name}
                </span>
                <Button size="small" variant="danger" disabled={removal.isPending} aria-label={t('settings.removeHoliday', { name })} onClick={() => removal.mutate(holiday)}>
                  {t('common.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <InlineAddForm onSubmit={() => void form.submit()} pending={form.pending} submitLabel={t('settings.addHoliday')}>
        <TextField label={t('settings.holidayDate')} type="date" requiredMark {...form.text('date')} />
        <TextField label={t('settings.holidayName')} requiredMark autoComplete="off" {...form.text('name')} />
        <TextField label={t('settings.holidayNameHi')} lang="hi" autoComplete="off" {...form.text('nameHi')} />
      </InlineAddForm>
    </section>
  );
}
