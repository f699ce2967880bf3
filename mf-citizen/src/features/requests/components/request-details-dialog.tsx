import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, buttonClassName } from '@cc/ui';
import { useRequestDetail } from '@cc/api-client';
import { formatDateTime, localized, priorityLabel, remarkText } from '@cc/i18n';
import type { Language, RequestDecider, RequestDto } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { useLabels } from '../hooks/use-labels';
import { AttachmentViewer } from './attachment-viewer';
import { OwnRequestFeedback } from './own-request-feedback';
import { DuplicateOfNote } from './duplicate-of-note';
import { StatusBadge } from './status-badge';
import styles from './details.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A person of the office as the API lets the citizen see them: the role's name when the office shows roles, else the name. */
const shownName = (person: RequestDecider, language: Language) => (person.office ? localized(language, person.office.en, person.office.hi) : person.name);

/**
 * Who has the request, or, once it is rejected or resolved, who decided it: labelled for what
 * they did, so the person who rejected a request never reads as the authority it is "assigned to".
 */
function Responsibility({ request }: { request: RequestDto }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const decided = request.status === 'rejected' || request.status === 'resolved';
  if (decided) {
    if (!request.decidedBy) return null;
    return (
      <>
        <h3 className={styles.heading}>{t('details.decision')}</h3>
        <dl className={styles.grid}>
          <Row label={t('details.decidedBy')}>{shownName(request.decidedBy, language)}</Row>
        </dl>
      </>
    );
  }
  if (!request.assignee && !request.assignedTo) return null;
  return (
    <>
      <h3 className={styles.heading}>{t('details.assignment')}</h3>
      <dl className={styles.grid}>
        <Row label={t('details.assignedTo')}>{request.assignee ? shownName(request.assignee, language) : `#${request.assignedTo}`}</Row>
      </dl>
    </>
  );
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" data-testid="details-skeleton">
      <span className="cc-visually-hidden">{t('details.loading')}</span>
      {[60, 90, 75, 40, 85, 55].map((width, index) => (
        <span key={index} className={styles.bone} style={{ width: `${width}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}

function Details({ request }: { request: RequestDto }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const labels = useLabels();
  const [previewing, setPreviewing] = useState(false);
  // Spec §2: Last Updated only when later than submission.
  const updatedLater = new Date(request.updatedAt).getTime() - new Date(request.submittedAt).getTime() > 1000;
  return (
    <div className={styles.body}>
      <dl className={styles.grid}>
        <Row label={t('request.id')}>
          <span className={styles.code}>{request.requestId}</span>
        </Row>
        <Row label={t('details.status')}>
          <StatusBadge status={request.status} />
        </Row>
        <Row label={t('request.type')}>{labels.requestType(request.requestType)}</Row>
        <Row label={t('details.priority')}>{priorityLabel(t, request.priority)}</Row>
        <Row label={t('details.category')}>{request.category && request.category !== 'general' ? labels.requestType(request.category) : t('request.general')}</Row>
        {request.trackUrl ? (
          <Row label={t('details.trackLink')}>
            {/* The link the citizen's SMS and e-mails carry: shareable, opens without a login. */}
            <a href={request.trackUrl} data-testid="track-link">
              {t('details.trackLinkText')}
            </a>
          </Row>
        ) : null}
      </dl>
      {request.duplicateOf ? <DuplicateOfNote original={request.duplicateOf} /> : null}
      <h3 className={styles.heading}>{t('details.description')}</h3>
      <p className={styles.text}>{request.description}</p>
      <h3 className={styles.heading}>{t('details.personal')}</h3>
      <dl className={styles.grid}>
        <Row label={t('details.fullName')}>{request.name}</Row>
        <Row label={t('details.phone')}>{request.phone}</Row>
        {request.email ? <Row label={t('details.email')}>{request.email}</Row> : null}
        {request.voterIdNumber ? <Row label={t('details.voterId')}>{request.voterIdNumber}</Row> : null}
      </dl>
      <h3 className={styles.heading}>{t('details.location')}</h3>
      <dl className={styles.grid}>
        <Row label={t('request.district')}>{labels.place(request.district)}</Row>
        {request.vidhansabha ? <Row label={t('details.vidhanSabha')}>{labels.place(request.vidhansabha)}</Row> : null}
        {request.block && request.block !== request.vidhansabha ? <Row label={t('details.block')}>{labels.place(request.block)}</Row> : null}
        <Row label={t('details.address')}>{request.address}</Row>
      </dl>
      {request.attachmentUrl ? (
        <>
          <h3 className={styles.heading}>{t('details.attachment')}</h3>
          <div className={styles.attachment}>
            <span className={styles.fileName}>{request.attachmentName}</span>
            <Button size="small" onClick={() => setPreviewing(true)}>
              {t('details.previewFile')}
            </Button>
            <a className={buttonClassName('secondary', 'small')} href={request.attachmentUrl} download={request.attachmentName ?? true}>
              {t('details.download')}
            </a>
          </div>
        </>
      ) : null}
      <Responsibility request={request} />
      <h3 className={styles.heading}>{t('details.staffResponse')}</h3>
      <p className={styles.text}>{remarkText(t, request.response, request.responseKey) || t('details.noResponse')}</p>
      <dl className={styles.grid}>
        <Row label={t('details.submittedOn')}>{formatDateTime(request.submittedAt, language)}</Row>
        {updatedLater ? <Row label={t('details.lastUpdated')}>{formatDateTime(request.updatedAt, language)}</Row> : null}
      </dl>
      <OwnRequestFeedback request={request} />
      {previewing ? <AttachmentViewer request={request} onClose={() => setPreviewing(false)} /> : null}
    </div>
  );
}

/** Spec §2 Request details modal (citizen): every field, a skeleton while it loads. */
export function RequestDetailsDialog({ requestId, onClose }: { requestId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const detail = useRequestDetail(requestId);
  return (
    <Dialog open={requestId !== null} onClose={onClose} title={t('details.title')} closeLabel={t('common.close')}>
      {detail.isPending ? <Skeleton /> : detail.isError ? <p role="alert">{t('common.loadError')}</p> : <Details request={detail.data} />}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
