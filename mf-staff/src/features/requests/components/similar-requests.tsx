import { useTranslation } from 'react-i18next';
import { useStaffSimilarRequests } from '@cc/api-client';
import { formatDate } from '@cc/i18n';
import { Button } from '@cc/ui';
import type { Language } from '@cc/types';
import { useRequestTypeName } from '@cc/ui/remote';
import { StatusBadge } from './status-badge';
import styles from './similar-requests.module.css';

interface SimilarRequestsProps {
  id: number;
  /** Offer "Mark as duplicate of …" per item (the viewed request is still open). */
  onMark?(code: string): void;
}

/**
 * Open requests of the same district and type whose text is like this one's, inside the
 * viewer's scope (GET /api/requests/:id/similar), most similar first.
 */
export function SimilarRequests({ id, onMark }: SimilarRequestsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const similar = useStaffSimilarRequests(id);
  const typeName = useRequestTypeName();
  const items = similar.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="details-similar">
      <h3 id="details-similar">{t('duplicates.similarTitle')}</h3>
      {similar.isPending ? (
        <p className={styles.note} role="status">
          {t('duplicates.similarLoading')}
        </p>
      ) : similar.isError ? (
        <p className={styles.note} role="alert">
          {t('duplicates.similarFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.note}>{t('duplicates.similarNone')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.code}>{item.requestId}</span>
              <StatusBadge status={item.status} />
              <span>{typeName(item.requestType)}</span>
              <span>{formatDate(item.createdAt, language)}</span>
              {onMark ? (
                <Button variant="secondary" size="small" onClick={() => onMark(item.requestId)}>
                  {t('duplicates.markAgainst', { code: item.requestId })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
