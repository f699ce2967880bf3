import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@cc/ui';
import { useRequestPages } from '@cc/api-client';
import { formatDate, codeLabel, remarkText } from '@cc/i18n';
import type { Language, RequestListItem } from '@cc/types';
import { ErrorState, LoadingState, useRequestTitle } from '@cc/ui/remote';
import { StatusBadge } from '../../requests/components/status-badge';
import styles from './mobile-preview.module.css';

type View = 'home' | 'new-request' | 'track-requests';
const FIELDS = ['fullName', 'district', 'block', 'phone', 'requestType', 'description', 'address', 'attachment'] as const;

/**
 * Spec §2 Mobile App Preview: a phone-sized view of a demo citizen's app with live data. The demo
 * citizen is the submitter of the newest citizen request this staff member may see, read through
 * the staff-scoped list (GET /api/requests?citizenId=), so nothing outside their scope shows.
 */
export function MobilePreviewDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('home');
  const recent = useRequestPages({ limit: 20 });
  const citizen = recent.data?.pages[0]?.items.find((r) => r.submitterType === 'citizen' && r.submitterId !== null);
  const mine = useRequestPages({ citizenId: citizen?.submitterId ?? undefined, limit: 50 }, !!citizen);
  const items = mine.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = recent.isPending || (!!citizen && mine.isPending);
  const failed = recent.isError || mine.isError;

  return (
    <Dialog open onClose={onClose} title={t('preview.title')} closeLabel={t('common.close')}>
      <div className={styles.phone}>
        <div className={styles.screen}>
          <p className={styles.greeting}>{citizen ? t('preview.hello', { name: citizen.name }) : t('preview.demoCitizen')}</p>
          <div className={styles.tabs} role="group" aria-label={t('preview.views')}>
            {(['home', 'new-request', 'track-requests'] as const).map((name) => (
              <button key={name} type="button" className={styles.tab} aria-pressed={view === name} onClick={() => setView(name)}>
                {t(`preview.${name}`)}
              </button>
            ))}
          </div>
          {loading ? <LoadingState /> : failed ? <ErrorState /> : view === 'home' ? <PreviewHome items={items} onGo={setView} /> : view === 'new-request' ? (
            <section aria-labelledby="preview-new">
              <h3 id="preview-new" className={styles.heading}>
                {t('preview.new-request')}
              </h3>
              <p className={styles.muted}>{t('preview.newIntro')}</p>
              <ul className={styles.fields}>
                {FIELDS.map((field) => (
                  <li key={field}>{t(`preview.field.${field}`)}</li>
                ))}
              </ul>
            </section>
          ) : (
            <PreviewTrack items={items} />
          )}
        </div>
      </div>
    </Dialog>
  );
}

function PreviewHome({ items, onGo }: { items: RequestListItem[]; onGo(view: View): void }) {
  const { t } = useTranslation();
  const count = (status: string) => items.filter((r) => r.status === status).length;
  return (
    <section aria-labelledby="preview-home">
      <h3 id="preview-home" className={styles.heading}>
        {t('preview.home')}
      </h3>
      <div className={styles.quick}>
        <button type="button" className={styles.quickButton} onClick={() => onGo('new-request')}>
          {t('preview.new-request')}
        </button>
        <button type="button" className={styles.quickButton} onClick={() => onGo('track-requests')}>
          {t('preview.track-requests')}
        </button>
      </div>
      <ul className={styles.counts} aria-label={t('preview.status')}>
        {(['pending', 'in_progress', 'resolved'] as const).map((status) => (
          <li key={status}>
            <strong>{count(status)}</strong> {codeLabel(t, 'requestStatus', status)}
          </li>
        ))}
      </ul>
      <h4 className={styles.subheading}>{t('preview.recent')}</h4>
      {items.length === 0 ? <p className={styles.muted}>{t('preview.noRequests')}</p> : <PreviewList items={items.slice(0, 2)} />}
    </section>
  );
}

function PreviewTrack({ items }: { items: RequestListItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="preview-track">
      <h3 id="preview-track" className={styles.heading}>
        {t('preview.track-requests')}
      </h3>
      {items.length === 0 ? <p className={styles.muted}>{t('preview.noRequests')}</p> : <PreviewList items={items} withDetails />}
    </section>
  );
}

function PreviewList({ items, withDetails = false }: { items: RequestListItem[]; withDetails?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [open, setOpen] = useState<number | null>(null);
  const requestTitle = useRequestTitle();
  return (
    <ul className={styles.list}>
      {items.map((r) => (
        <li key={r.id} className={styles.item}>
          <span className={styles.itemTop}>
            <strong>{requestTitle(r)}</strong>
            <StatusBadge status={r.status} />
          </span>
          <span className={styles.muted}>
            {r.requestId} · {formatDate(r.submittedAt, language)}
          </span>
          {withDetails && (
            <button type="button" className={styles.detailsButton} aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
              {t('actions.viewDetails')}
            </button>
          )}
          {open === r.id && (
            <dl className={styles.details}>
              <dt>{t('details.description')}</dt>
              <dd>{r.description}</dd>
              <dt>{t('details.staffResponse')}</dt>
              <dd>{remarkText(t, r.response, r.responseKey) ?? '—'}</dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
