import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@cc/api-client';
import { formatDateTime, formatNumber } from '@cc/i18n';
import type { RetentionRun } from '@cc/types';
import { DataTable, type Column } from '@cc/ui';
import { ErrorState, LoadingState, useRemoteProps } from '@cc/ui/remote';
import { getRetention } from '../api/get-retention';
import styles from '../../components/settings.module.css';

/** Technical records a run deleted, summed: the table shows one figure, the API keeps each kind. */
const recordsDeleted = ({ counts }: RetentionRun) =>
  counts.sessions + counts.rateBuckets + counts.loginAttempts + counts.messages + counts.erasureChallenges + counts.runs;

/**
 * How long things are kept (the promises of /privacy) and what the retention job did: the periods
 * come from the server's settings (RETENTION_* environment variables), read-only here, so the page
 * can never claim a period the job does not apply.
 */
export function RetentionCard() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const retention = useQuery({ queryKey: queryKeys.admin('retention'), queryFn: getRetention });
  const number = (value: number) => formatNumber(value, language);
  const columns: Column<RetentionRun>[] = [
    { key: 'when', header: t('settings.retention.when'), cell: (run) => formatDateTime(run.startedAt, language) },
    { key: 'requests', header: t('settings.retention.requests'), cell: (run) => number(run.counts.requestsAnonymised) },
    { key: 'files', header: t('settings.retention.files'), cell: (run) => number(run.counts.filesRemoved) },
    { key: 'messages', header: t('settings.retention.messages'), cell: (run) => number(run.counts.messages) },
    { key: 'records', header: t('settings.retention.records'), cell: (run) => number(recordsDeleted(run)) },
  ];
  return (
    <section aria-labelledby="settings-retention" className={styles.card}>
      <h3 id="settings-retention" className={styles.cardTitle}>
        {t('settings.retention.title')}
      </h3>
      {retention.isPending ? (
        <LoadingState />
      ) : retention.isError ? (
        <ErrorState onRetry={() => void retention.refetch()} />
      ) : (
        <>
          <dl className={styles.transports}>
            <div className={styles.transport}>
              <dt>{t('settings.retention.requestPeriod')}</dt>
              <dd>{t('settings.retention.months', { count: retention.data.requestMonths })}</dd>
            </div>
            <div className={styles.transport}>
              <dt>{t('settings.retention.technicalPeriod')}</dt>
              <dd>{t('settings.retention.months', { count: retention.data.technicalMonths })}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{retention.data.intervalSeconds > 0 ? t('settings.retention.hint') : t('settings.retention.notRunning')}</p>
          <h4 id="settings-retention-runs">{t('settings.retention.runsTitle')}</h4>
          {retention.data.runs.length ? (
            <DataTable columns={columns} rows={retention.data.runs} rowKey={(run) => run.id} labelledBy="settings-retention-runs" />
          ) : (
            <p className={styles.hint}>{t('settings.retention.noRuns')}</p>
          )}
        </>
      )}
    </section>
  );
}
