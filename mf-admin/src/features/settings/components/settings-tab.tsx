import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { Open311KeysCard } from '../open311-keys/components/open311-keys-card';
import { RetentionCard } from '../retention/components/retention-card';
import { useSystemSettings } from '../hooks/use-system-settings';
import { CitizenViewCard } from './citizen-view-card';
import { FailedJobsList } from './failed-jobs-list';
import { HolidaysCard } from './holidays-card';
import { JobsCard } from './jobs-card';
import { SettingsForm } from './settings-form';
import { TransportsCard } from './transports-card';
import styles from './settings.module.css';

/** The office's settings: the SLA clock (hours, holidays), default response time, contact, what citizens see of the office's people, delivery status, failed and stuck notifications, how long data is kept (the retention job's runs), Open311 API keys. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t('settings.title')}</h2>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
          <HolidaysCard holidays={settings.data.holidays} />
          <CitizenViewCard showOfficeRole={settings.data.showOfficeRole} />
          <TransportsCard transports={settings.data.transports} />
          <JobsCard jobs={settings.data.jobs} />
          <FailedJobsList />
          <RetentionCard />
          <Open311KeysCard />
        </>
      )}
    </div>
  );
}
