import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@cc/i18n';
import type { Language, RequestListItem } from '@cc/types';
import { useRequestTitle, useRequestTypeName } from '@cc/ui/remote';
import { StatusBadge } from './status-badge';
import styles from './request-card.module.css';

export function RequestCard({ request, headingLevel = 3, children }: { request: RequestListItem; headingLevel?: 2 | 3; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const language = i18n.language as Language;
  const typeName = useRequestTypeName();
  const requestTitle = useRequestTitle();
  return (
    <article className={styles.card} aria-labelledby={`request-${request.id}-title`}>
      <div className={styles.top}>
        <Heading id={`request-${request.id}-title`} className={styles.title}>
          {requestTitle(request)}
        </Heading>
        <StatusBadge status={request.status} />
      </div>
      <span className={styles.code}>{request.requestId}</span>
      <dl className={styles.facts}>
        <dt>{t('request.citizen')}</dt>
        <dd>{request.name}</dd>
        <dt>{t('request.type')}</dt>
        <dd>{typeName(request.requestType)}</dd>
        <dt>{t('request.district')}</dt>
        <dd>{t(`districts.${request.district}`, { defaultValue: request.district })}</dd>
        <dt>{t('request.submittedOn')}</dt>
        <dd>{formatDate(request.submittedAt ?? request.createdAt, language)}</dd>
      </dl>
      <p className={styles.description}>{request.description}</p>
      {children}
    </article>
  );
}

export { styles as requestCardStyles };
