import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestDetail } from '@cc/api-client';
import { formatDate, priorityLabel, remarkText } from '@cc/i18n';
import { Button, Dialog } from '@cc/ui';
import { ErrorState, useRequestTypeName } from '@cc/ui/remote';
import type { Language, RequestDto } from '@cc/types';
import { DuplicateDialog } from './duplicate-dialog';
import { SimilarRequests } from './similar-requests';
import { StatusBadge } from './status-badge';
import styles from './request-details-dialog.module.css';

const IMAGE = /\.(jpe?g|png|gif|bmp|webp)$/i;

function Attachment({ request }: { request: RequestDto }) {
  const { t } = useTranslation();
  if (!request.attachmentUrl) return null;
  const isImage = request.attachmentType === 'image' || IMAGE.test(request.attachmentName ?? '');
  return (
    <section className={styles.section} aria-labelledby="details-attachment">
      <h3 id="details-attachment">{t('details.attachment')}</h3>
      {isImage ? (
        <img className={styles.preview} src={request.attachmentUrl} alt={request.attachmentName ?? t('details.attachment')} />
      ) : request.attachmentType !== 'pdf' ? (
        <p>{t('details.noPreview')}</p>
      ) : null}
      <p>
        {/* Spec §2: in the staff viewer a PDF is download only. */}
        <a className={styles.link} href={request.attachmentUrl} download>
          {t('details.download')}
        </a>
      </p>
    </section>
  );
}

/**
 * What has happened to the request since it was filed; no heading at all while nothing has (a
 * "Processing" heading over nothing read as missing data).
 */
function Processing({ request: r, language }: { request: RequestDto; language: Language }) {
  const { t } = useTranslation();
  const assignee = r.assignee?.name ?? (r.assignedTo ? `#${r.assignedTo}` : null);
  const updated = new Date(r.updatedAt).getTime() > new Date(r.submittedAt).getTime() + 1000 ? formatDate(r.updatedAt, language) : null;
  if (!assignee && !updated && !r.response) return null;
  return (
    <section className={styles.section} aria-labelledby="details-processing">
      <h3 id="details-processing">{t('details.processing')}</h3>
      {assignee || updated ? (
        <dl className={styles.grid}>
          {assignee ? (
            <>
              <dt>{t('details.assignedTo')}</dt>
              <dd>{assignee}</dd>
            </>
          ) : null}
          {updated ? (
            <>
              <dt>{t('details.lastUpdated')}</dt>
              <dd>{updated}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {r.response && (
        <>
          <h4>{t('details.staffResponse')}</h4>
          <p className={styles.response}>{remarkText(t, r.response, r.responseKey)}</p>
        </>
      )}
    </section>
  );
}

/** Statuses a request may be closed as a duplicate from (the API's open statuses). */
const OPEN_STATUSES: readonly string[] = ['pending', 'escalated', 'in_progress', 'assigned'];

/**
 * Spec §2 Request details modal; a skeleton while loading. the similar open requests and
 * "Mark as duplicate", whose dialog takes this one's place while it is open.
 */
export function RequestDetailsDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const detail = useRequestDetail(id);
  const typeName = useRequestTypeName();
  const r = detail.data;
  const [marking, setMarking] = useState<{ original: string } | null>(null);
  if (marking && r) return <DuplicateDialog request={r} initialOriginal={marking.original} onClose={() => setMarking(null)} />;
  const open = r ? OPEN_STATUSES.includes(r.status) : false;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  return (
    <Dialog open onClose={onClose} title={t('details.title')} closeLabel={t('common.close')}>
      {detail.isPending ? (
        <div className={styles.skeleton} role="status" aria-label={t('common.loading')}>
          <span />
          <span />
          <span />
        </div>
      ) : detail.isError || !r ? (
        <ErrorState onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <div className={styles.top}>
            <span className={styles.code}>{r.requestId}</span>
            <StatusBadge status={r.status} />
          </div>
          <section className={styles.section} aria-labelledby="details-request">
            <h3 id="details-request">{t('details.request')}</h3>
            <dl className={styles.grid}>
              {row(t('request.type'), typeName(r.requestType))}
              {row(t('details.priority'), priorityLabel(t, r.priority))}
              {/* The API answers 'general' for a request with neither category nor type: a word, not a code. */}
              {row(t('details.category'), r.category && r.category !== 'general' ? typeName(r.category) : t('details.general'))}
              {row(t('details.description'), r.description)}
              {row(t('request.submittedOn'), formatDate(r.submittedAt, language))}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="details-person">
            <h3 id="details-person">{t('details.personal')}</h3>
            <dl className={styles.grid}>
              {row(t('details.fullName'), r.name)}
              {row(t('details.phone'), r.phone)}
              {row(t('details.email'), r.email)}
              {row(t('details.voterId'), r.voterIdNumber)}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="details-location">
            <h3 id="details-location">{t('details.location')}</h3>
            <dl className={styles.grid}>
              {row(t('request.district'), t(`districts.${r.district}`, { defaultValue: r.district }))}
              {row(t('details.vidhansabha'), r.vidhansabha ? t(`constituencies.${r.vidhansabha}`, { defaultValue: r.vidhansabha }) : null)}
              {/* The form stores the Vidhan Sabha as the block too: show a block only when it says something more. */}
              {r.block && r.block !== r.vidhansabha ? row(t('details.block'), t(`constituencies.${r.block}`, { defaultValue: r.block })) : null}
              {row(t('details.address'), r.address)}
            </dl>
          </section>
          <Attachment request={r} />
          <Processing request={r} language={language} />
          {r.duplicateOf ? (
            <p className={styles.duplicateOf}>
              {t('duplicates.duplicateOf', { code: r.duplicateOf.requestId })} <StatusBadge status={r.duplicateOf.status} />
            </p>
          ) : null}
          <SimilarRequests id={r.id} onMark={open ? (code) => setMarking({ original: code }) : undefined} />
        </>
      )}
      <div className={styles.close}>
        {open ? (
          <Button variant="danger" onClick={() => setMarking({ original: '' })}>
            {t('duplicates.mark')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
