import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel, formatDate, formatDateTime, remarkText } from '@cc/i18n';
import type { PublicRequestStatus } from '@cc/types';
import { ProgressTimeline, useRemoteProps, useRequestTypeName } from '@cc/ui/remote';
import { OriginalStatus } from './original-status';
import styles from './track-request-page.module.css';

/**
 * Where a request stands, for someone who is not logged in: status, stages with dates, the latest
 * response and the expected date. Nothing about the person (the API sends none). Focus moves to
 * the heading so a screen reader reads the outcome at once.
 */
export function RequestStatus({ status, footer }: { status: PublicRequestStatus; footer?: ReactNode }) {
  const { t } = useTranslation();
  const typeName = useRequestTypeName();
  const { language } = useRemoteProps();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [status.requestId]);
  const open = !['resolved', 'rejected'].includes(status.status);
  return (
    <section className={styles.status} aria-labelledby="track-status-title" data-testid="track-status">
      <h2 id="track-status-title" ref={heading} tabIndex={-1}>
        {t('track.statusTitle', { code: status.requestId })}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('track.status')}</dt>
          <dd data-testid="track-status-value" data-status={status.status}>
            {codeLabel(t, 'requestStatus', status.status)}
          </dd>
        </div>
        <div>
          <dt>{t('track.type')}</dt>
          <dd>{typeName(status.requestType)}</dd>
        </div>
        <div>
          <dt>{t('track.submitted')}</dt>
          <dd>{formatDate(status.submittedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('track.updated')}</dt>
          <dd>{formatDateTime(status.updatedAt, language)}</dd>
        </div>
        {open && status.dueAt ? (
          <div>
            <dt>{t('track.expected')}</dt>
            <dd>
              {formatDate(status.dueAt, language)}
              {status.isOverdue ? <span className={styles.overdue}> · {t('track.overdue')}</span> : null}
            </dd>
          </div>
        ) : null}
        {status.resolvedAt ? (
          <div>
            <dt>{t('track.resolved')}</dt>
            <dd>{formatDate(status.resolvedAt, language)}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.subheading}>{t('track.progress')}</h3>
      <ProgressTimeline stages={status.stages} label={t('track.progressLabel', { id: status.requestId })} />
      {status.duplicateOf ? <OriginalStatus original={status.duplicateOf} /> : null}
      <h3 className={styles.subheading}>{t('track.response')}</h3>
      <p className={styles.response}>{remarkText(t, status.response, status.responseKey) ?? t('track.noResponse')}</p>
      {footer}
    </section>
  );
}
