import { useTranslation } from 'react-i18next';
import { codeLabel, formatDate } from '@cc/i18n';
import { useLocationName } from '../../../shared/hooks/use-location-names';
import { ErrorState, LoadingState, useRemoteProps, useRequestTitle } from '@cc/ui/remote';
import { useRecentRequests } from '../hooks/use-recent-requests';
import styles from './dashboard.module.css';

/** Spec §2: subject, status, description, request id, district, constituency, date, assignee or Unassigned. */
export function RecentRequests() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const recent = useRecentRequests();
  const subject = useRequestTitle();
  const place = useLocationName();
  return (
    <section aria-labelledby="admin-recent">
      <h2 id="admin-recent" className={styles.heading}>
        {t('home.recentRequests')}
      </h2>
      {recent.isPending ? (
        <LoadingState />
      ) : recent.isError ? (
        <ErrorState onRetry={() => void recent.refetch()} />
      ) : recent.data.length === 0 ? (
        <p className={styles.muted}>{t('home.noRecent')}</p>
      ) : (
        <ul className={styles.recent}>
          {recent.data.map((request) => (
            <li key={request.id} className={styles.recentItem}>
              <article aria-labelledby={`recent-${request.id}`}>
                <div className={styles.recentHead}>
                  <h3 id={`recent-${request.id}`} className={styles.subject}>
                    {subject(request)}
                  </h3>
                  <span className={`${styles.status} ${styles[`status_${request.status}`] ?? ''}`}>
                    {codeLabel(t, 'requestStatus', request.status)}
                  </span>
                </div>
                <p className={styles.description}>{request.description}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('home.requestId')}</dt>
                    <dd>{request.requestId}</dd>
                  </div>
                  <div>
                    <dt>{t('home.district')}</dt>
                    <dd>{place(request.district)}</dd>
                  </div>
                  <div>
                    <dt>{t('home.constituency')}</dt>
                    <dd>{place(request.constituency ?? request.vidhansabha)}</dd>
                  </div>
                  <div>
                    <dt>{t('home.date')}</dt>
                    <dd>{formatDate(request.createdAt, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('home.assignee')}</dt>
                    <dd>{request.assignee?.name ?? t('home.unassigned')}</dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
