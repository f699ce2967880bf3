import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@cc/i18n';
import type { RequestDto, RequestListItem, RequestTimeline } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { useRequestLabels } from '../hooks/use-request-labels';
import { PriorityBadge, StatusBadge } from './request-badges';
import styles from './admin-requests.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Spec §2 detail fields: id, status, type, priority, workflow status, resolution time (from the
 * workflow call's metrics; until they load, the list's own overdue flag), dates, citizen,
 * location, description, attachment and assignee. The list item has no phone, address, block,
 * voter id or attachment: those show when the workflow call's full request has arrived.
 */
export function RequestFacts({ request, metrics }: { request: RequestListItem | RequestDto; metrics: RequestTimeline['timeMetrics'] | undefined }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const { typeName, place } = useRequestLabels();
  const overdue = metrics?.isOverdue ?? request.isOverdue;
  const punctuality = overdue ? t('adminRequests.detail.overdue') : t('adminRequests.detail.onTime');
  const hours = (value: number) => formatNumber(value, language);
  const detail = 'address' in request ? request : null;
  const pending = '…';
  return (
    <>
      <dl className={styles.facts}>
        <Fact label={t('adminRequests.requestId')}>{request.requestId}</Fact>
        <Fact label={t('adminRequests.detail.status')}>
          <StatusBadge status={request.status} />
        </Fact>
        <Fact label={t('adminRequests.detail.type')}>{typeName(request.requestType)}</Fact>
        <Fact label={t('adminRequests.detail.priority')}>
          <PriorityBadge priority={request.priority} />
        </Fact>
        <Fact label={t('adminRequests.detail.workflowStatus')}>
          {request.assignedTo ? t('adminRequests.detail.assignedToAuthority') : t('adminRequests.detail.unassigned')}
        </Fact>
        <Fact label={t('adminRequests.detail.resolutionTime')}>
          {metrics
            ? t('adminRequests.detail.elapsedOfStandard', { elapsed: hours(metrics.timeElapsed), standard: hours(metrics.standardResponseTimeHours), state: punctuality })
            : punctuality}
        </Fact>
        <Fact label={t('adminRequests.submitted')}>{formatDateTime(request.submittedAt, language)}</Fact>
        {request.resolvedAt ? <Fact label={t('adminRequests.detail.resolvedOn')}>{formatDateTime(request.resolvedAt, language)}</Fact> : null}
      </dl>
      <h3 className={styles.panelHeading}>{t('adminRequests.detail.citizenInfo')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('adminRequests.detail.name')}>{request.name}</Fact>
        <Fact label={t('adminRequests.detail.phone')}>{detail ? detail.phone : pending}</Fact>
        <Fact label={t('adminRequests.detail.address')}>{detail ? detail.address : pending}</Fact>
      </dl>
      <h3 className={styles.panelHeading}>{t('adminRequests.detail.location')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('adminRequests.district')}>{place(request.district)}</Fact>
        {detail?.block ? <Fact label={t('adminRequests.detail.block')}>{place(detail.block)}</Fact> : null}
        {detail?.voterIdNumber ? <Fact label={t('adminRequests.detail.voterId')}>{detail.voterIdNumber}</Fact> : null}
      </dl>
      <h3 className={styles.panelHeading}>{t('adminRequests.detail.description')}</h3>
      <p className={styles.descriptionFull}>{request.description}</p>
      {detail?.attachmentUrl ? (
        <p>
          <a href={detail.attachmentUrl} target="_blank" rel="noopener noreferrer" className={styles.dashboardLink}>
            {t('adminRequests.detail.viewAttachment')}
          </a>
        </p>
      ) : null}
      {request.assignee ? (
        <>
          <h3 className={styles.panelHeading}>{t('adminRequests.detail.assignee')}</h3>
          <dl className={styles.facts}>
            <Fact label={t('adminRequests.detail.name')}>{request.assignee.name}</Fact>
            {request.assignee.email ? <Fact label={t('adminRequests.detail.email')}>{request.assignee.email}</Fact> : null}
          </dl>
        </>
      ) : null}
    </>
  );
}
