import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cc/i18n';
import type { RequestListItem } from '@cc/types';
import { useRemoteProps, useRequestTitle } from '@cc/ui/remote';
import { useRequestLabels } from '../hooks/use-request-labels';
import { PriorityBadge, StatusBadge } from './request-badges';
import styles from './admin-requests.module.css';

/**
 * Spec §2 row: type, status and priority badges, request id, citizen name, district, submitted date
 * with time, two lines of the description. The whole card opens the detail dialog; its one button
 * (the type, named with the request id) is what keyboards and screen readers use.
 */
export function RequestRow({ request, onOpen }: { request: RequestListItem; onOpen(): void }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const { typeName, place } = useRequestLabels();
  const type = typeName(request.requestType);
  // A title that only repeats the type is not shown twice.
  const subject = useRequestTitle()(request);
  return (
    <article className={styles.row} data-request-id={request.requestId}>
      <div className={styles.rowHead}>
        <h3 className={styles.rowTitle}>
          <button type="button" className={styles.rowButton} onClick={onOpen} aria-label={`${type} ${request.requestId}`}>
            {type}
          </button>
        </h3>
        <div className={styles.badges}>
          <StatusBadge status={request.status} />
          <PriorityBadge priority={request.priority} />
        </div>
      </div>
      {subject === type ? null : <p className={styles.rowSubject}>{subject}</p>}
      <dl className={styles.rowFacts}>
        <div>
          <dt>{t('adminRequests.requestId')}</dt>
          <dd>{request.requestId}</dd>
        </div>
        <div>
          <dt>{t('adminRequests.citizen')}</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>{t('adminRequests.district')}</dt>
          <dd>{place(request.district)}</dd>
        </div>
        <div>
          <dt>{t('adminRequests.submitted')}</dt>
          <dd>{formatDateTime(request.submittedAt, language)}</dd>
        </div>
      </dl>
      <p className={styles.rowDescription}>{request.description}</p>
    </article>
  );
}
