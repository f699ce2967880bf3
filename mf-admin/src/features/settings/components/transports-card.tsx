import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cc/i18n';
import type { SystemSettings, TransportStatus } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import styles from './settings.module.css';

/** Whether e-mail and SMS really leave the building (not configured: messages only go to the log). */
export function TransportsCard({ transports }: { transports: SystemSettings['transports'] }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const row = (label: string, status: TransportStatus) => (
    <div className={styles.transport}>
      <dt>{label}</dt>
      <dd>
        <span className={status.configured ? styles.ok : styles.off}>{status.configured ? t('settings.configured') : t('settings.notConfigured')}</span>
        <span>
          {t('settings.lastDelivery')}: {status.lastDeliveryAt ? formatDateTime(status.lastDeliveryAt, language) : t('settings.never')}
        </span>
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="settings-transports" className={styles.card}>
      <h3 id="settings-transports" className={styles.cardTitle}>
        {t('settings.transports')}
      </h3>
      <dl className={styles.transports}>
        {row(t('settings.smtp'), transports.email)}
        {row(t('settings.sms'), transports.sms)}
      </dl>
    </section>
  );
}
