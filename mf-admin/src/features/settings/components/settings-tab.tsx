import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { useSystemSettings } from '../hooks/use-system-settings';
import { HolidaysCard } from './holidays-card';
import { SettingsForm } from './settings-form';
import { TransportsCard } from './transports-card';
import styles from './settings.module.css';

/** The office's settings: the SLA clock (hours, holidays), default response time, contact, delivery status. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t('settings.title')}</h2>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState />
      ) : (
        <>
          <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
          <HolidaysCard holidays={settings.data.holidays} />
          <TransportsCard transports={settings.data.transports} />
        </>
      )}
    </div>
  );
}
