import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@cc/i18n';
import type { Inbox, Language } from '@cc/types';
import { RequestDetailsDialog } from '../../requests/components/request-details-dialog';
import { useInbox, useMarkInboxRead } from '../hooks/use-inbox';
import styles from './notification-bell.module.css';
import { ErrorState, useRequestTitle } from '@cc/ui/remote';

/** Real unread events (new assignments, overdue items) instead of an always-on dot. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const inbox = useInbox();
  const markRead = useMarkInboxRead();
  const requestTitle = useRequestTitle();
  const [open, setOpen] = useState(false);
  // What was unread when the panel opened stays marked while it is open.
  const [snapshot, setSnapshot] = useState<Inbox | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const unread = inbox.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && detailsId === null && setOpen(false);
    const onDown = (event: MouseEvent) => !wrapRef.current?.contains(event.target as Node) && detailsId === null && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, detailsId]);

  const toggle = () => {
    if (open) return setOpen(false);
    setSnapshot(inbox.data ?? null);
    setOpen(true);
    if (unread > 0) markRead.mutate();
  };

  const shown = snapshot ?? inbox.data;
  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button type="button" className={styles.bell} aria-expanded={open} aria-controls="staff-inbox" onClick={toggle}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        <span className={styles.srOnly}>{t('bell.label', { count: unread })}</span>
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id="staff-inbox" className={styles.panel} role="region" aria-label={t('bell.title')}>
          <h2 className={styles.title}>{t('bell.title')}</h2>
          {inbox.isError ? (
            <ErrorState onRetry={() => void inbox.refetch()} />
          ) : !shown ? (
            <p role="status">{t('common.loading')}</p>
          ) : shown.items.length === 0 ? (
            <p>{t('bell.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {shown.items.map((item) => (
                <li key={`${item.kind}-${item.id}-${item.at}`}>
                  <button type="button" className={styles.item} onClick={() => setDetailsId(item.id)}>
                    <span className={styles.kind}>
                      {item.unread && <span className={styles.dot} aria-hidden="true" />}
                      {t(`bell.${item.kind}`)}
                      {item.unread && <span className={styles.srOnly}> ({t('bell.new')})</span>}
                    </span>
                    <span>
                      {item.requestId} · {requestTitle(item)}
                    </span>
                    <span className={styles.when}>{formatDate(item.at, language)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {detailsId !== null && <RequestDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />}
    </div>
  );
}
