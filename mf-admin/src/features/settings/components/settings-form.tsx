import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@cc/ui';
import type { SystemSettings, SystemSettingsInput } from '@cc/types';
import { systemSettingsSchema } from '@cc/validation';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { putSystemSettings } from '../api/put-system-settings';
import styles from './settings.module.css';

const hourOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index).map((hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

type SettingsValues = { openHour: string; closeHour: string; defaultResponseTime: string; contactEmail: string };

/** Office hours of the SLA clock (IST, Monday to Friday), the default response time and the contact e-mail. */
export function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation();
  const form = useSchemaForm<SettingsValues, SystemSettingsInput>({
    initial: {
      openHour: String(settings.officeHours.openHour),
      closeHour: String(settings.officeHours.closeHour),
      defaultResponseTime: String(settings.defaultResponseTime),
      contactEmail: settings.contactEmail ?? '',
    },
    schema: systemSettingsSchema,
    toBody: ({ openHour, closeHour, contactEmail, defaultResponseTime }) => ({
      officeHours: { openHour, closeHour },
      defaultResponseTime,
      contactEmail: contactEmail.trim() || null,
    }),
    save: putSystemSettings,
    resource: 'system-settings',
    successText: t('settings.saved'),
    onSaved: () => undefined,
  });
  const hoursError = form.errors['officeHours.closeHour'] ?? form.errors['officeHours.openHour'] ?? form.errors.officeHours ?? null;
  return (
    <section aria-labelledby="settings-clock" className={styles.card}>
      <h3 id="settings-clock" className={styles.cardTitle}>
        {t('settings.officeHours')}
      </h3>
      <p className={styles.hint}>{t('settings.officeHoursHint')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className={styles.row}>
          <SelectField label={t('settings.opensAt')} options={hourOptions(0, 23)} {...form.text('openHour')} />
          <SelectField label={t('settings.closesAt')} options={hourOptions(1, 24)} {...form.text('closeHour')} error={hoursError} />
        </div>
        <TextField
          label={t('settings.defaultResponseTime')}
          type="number"
          min={1}
          inputMode="numeric"
          hint={t('settings.defaultResponseHint')}
          {...form.text('defaultResponseTime')}
        />
        <TextField label={t('settings.contactEmail')} type="email" autoComplete="off" hint={t('settings.contactEmailHint')} {...form.text('contactEmail')} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('common.saving') : t('settings.saveSettings')}
        </Button>
      </form>
    </section>
  );
}
