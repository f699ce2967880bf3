import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CheckboxField, SelectField } from '@cc/ui';
import { useRemoteProps, ErrorState, LoadingState } from '@cc/ui/remote';
import type { NotificationPreferences } from '../api/get-notification-preferences';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../hooks/use-notification-preferences';
import styles from './web-dashboard.module.css';

type Channel = 'email' | 'sms' | 'push';

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  const [choice, setChoice] = useState(saved);
  const save = useSaveNotificationPreferences();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => shell.toast({ title: t('common.successTitle'), description: t('validation.notificationPreferencesSaved'), variant: 'success' }),
      onError: () => shell.toast({ title: t('common.errorTitle'), description: t('common.saveFailed'), variant: 'destructive' }),
    });
  };
  const box = (channel: Channel) => (
    <CheckboxField label={t(`notifications.${channel}`)} checked={choice[channel]} onChange={(event) => setChoice((current) => ({ ...current, [channel]: event.target.checked }))} />
  );
  return (
    <form onSubmit={onSubmit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('notifications.legend')}</legend>
        {box('email')}
        {box('sms')}
        {box('push')}
      </fieldset>
      {/* The language of every e-mail and SMS about the citizen's requests (stored as preferred_language). */}
      <SelectField
        label={t('notifications.language')}
        options={(['hi', 'en'] as const).map((value) => ({ value, label: t(`notifications.languages.${value}`) }))}
        value={choice.language}
        onChange={(event) => setChoice((current) => ({ ...current, language: event.target.value === 'en' ? 'en' : 'hi' }))}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('notifications.save')}
      </Button>
    </form>
  );
}

/** Spec §2 notification card: e-mail and SMS on, push off by default; the choices are stored and used. */
export function NotificationCard() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  return (
    <Card title={t('notifications.title')} headingLevel={2}>
      {preferences.isPending ? <LoadingState /> : preferences.isError ? <ErrorState onRetry={() => void preferences.refetch()} /> : <PreferencesForm saved={preferences.data} />}
    </Card>
  );
}
