import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { ProgressTimeline, useRemoteProps } from '@cc/ui/remote';
import { formatDate } from '@cc/i18n';
import type { RequestListItem } from '@cc/types';
import { useLabels } from '../hooks/use-labels';
import { DuplicateOfNote } from './duplicate-of-note';
import { StatusBadge } from './status-badge';
import styles from './request.module.css';

export interface RequestCardProps {
  request: RequestListItem;
  /** 'recent': home list (the description's first line); 'full': My Requests (the description). Both show the server's stages on request. */
  mode: 'recent' | 'full';
  onDetails(id: number): void;
}

/** What the request is about, in a line: its description's first line (the card clamps the length). */
const firstLine = (description: string) => description.split(/\r?\n/, 1)[0]?.trim() ?? '';

export function RequestCard({ request, mode, onDetails }: RequestCardProps) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const labels = useLabels();
  // Closed at first: a list of open timelines is a long scroll on a phone; one tap opens one.
  const [open, setOpen] = useState(false);
  const timelineId = `tl${useId().replace(/:/g, '')}`;
  const type = labels.requestType(request.requestType);
  return (
    <article className={styles.card} aria-labelledby={`${timelineId}-title`} data-request-id={request.requestId}>
      <div className={styles.cardHead}>
        <h3 id={`${timelineId}-title`} className={styles.cardTitle}>
          {mode === 'recent' ? labels.title(request) : type}
        </h3>
        <StatusBadge status={request.status} />
      </div>
      {mode === 'full' ? (
        <p className={styles.description}>{request.description}</p>
      ) : (
        <p className={styles.firstLine}>{firstLine(request.description)}</p>
      )}
      <dl className={styles.meta}>
        <div>
          <dt>{t('request.id')}</dt>
          <dd className={styles.code}>{request.requestId}</dd>
        </div>
        {mode === 'recent' ? (
          <div>
            <dt>{t('request.type')}</dt>
            <dd>{type}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('request.district')}</dt>
          <dd>{labels.place(request.district)}</dd>
        </div>
        <div>
          <dt>{mode === 'recent' ? t('request.submitted') : t('request.created')}</dt>
          <dd>{formatDate(mode === 'recent' ? request.submittedAt : request.createdAt, language)}</dd>
        </div>
      </dl>
      {request.duplicateOf ? <DuplicateOfNote original={request.duplicateOf} /> : null}
      <div className={styles.cardActions}>
        <Button variant="secondary" size="small" aria-expanded={open} aria-controls={timelineId} onClick={() => setOpen((value) => !value)}>
          {open ? t('request.hideProgress') : t('request.viewProgress')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => onDetails(request.id)}>
          {mode === 'recent' ? t('request.details') : t('request.viewFullDetails')}
        </Button>
      </div>
      {open ? <ProgressTimeline id={timelineId} stages={request.workflow.stages} label={t('stage.timelineLabel', { id: request.requestId })} /> : null}
    </article>
  );
}
