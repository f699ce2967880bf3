import { useTranslation } from 'react-i18next';
import type { JobHealth } from '@cc/types';
import styles from './settings.module.css';

/** How many notifications failed or are stuck, and overdue requests no escalation reached: zero is healthy (docs/operations.md). */
export function JobsCard({ jobs }: { jobs: JobHealth }) {
  const { t } = useTranslation();
  const count = (value: number) => <span className={value === 0 ? styles.ok : styles.off}>{value}</span>;
  return (
    <section aria-labelledby="settings-jobs" className={styles.card}>
      <h3 id="settings-jobs" className={styles.cardTitle}>
        {t('settings.jobs.title')}
      </h3>
      <p className={styles.hint}>{t('settings.jobs.hint')}</p>
      <dl className={styles.transports}>
        <div className={styles.transport}>
          <dt>{t('settings.jobs.failed')}</dt>
          <dd>{count(jobs.failed)}</dd>
        </div>
        <div className={styles.transport}>
          <dt>{t('settings.jobs.stuck')}</dt>
          <dd>{count(jobs.stuck)}</dd>
        </div>
        <div className={styles.transport}>
          <dt>{t('settings.jobs.escalationsStuck')}</dt>
          <dd>{count(jobs.escalationsStuck)}</dd>
        </div>
      </dl>
    </section>
  );
}
