import { Button } from '@cc/ui';
import styles from './request-form.module.css';

export interface DraftNoticeProps {
  online: boolean;
  /** A kept draft waits to be sent. */
  offered: boolean;
  /** Drafts are stored on this device (IndexedDB is there). */
  enabled: boolean;
  /** What is typed is being kept, and where: 'tab' (the public form) or 'device' (a citizen's, until logout). */
  kept: 'tab' | 'device' | null;
  disabled: boolean;
  t(key: string): string;
  onSend(): void;
  onDiscard(): void;
}

/**
 * The form says it is offline and that what is typed is kept; once back online (or after a
 * reload) it offers the kept draft for sending. One polite live region that is always there, so a
 * change of its text is announced; it never takes the focus.
 */
export function DraftNotice({ online, offered, enabled, kept, disabled, t, onSend, onDiscard }: DraftNoticeProps) {
  let content = null;
  if (!online) {
    content = (
      <div className={`${styles.draftNotice} ${styles.offline}`} data-testid="offline-notice">
        <p>{!enabled ? t('offlineNoticeNoDraft') : kept === 'tab' ? t('offlineNoticeTab') : t('offlineNotice')}</p>
      </div>
    );
  } else if (offered) {
    content = (
      <div className={styles.draftNotice} data-testid="draft-notice">
        <p>{t('draftReady')}</p>
        <div className={styles.draftActions}>
          <Button type="button" disabled={disabled} onClick={onSend}>
            {t('sendDraft')}
          </Button>
          <Button type="button" variant="secondary" disabled={disabled} onClick={onDiscard}>
            {t('discardDraft')}
          </Button>
        </div>
      </div>
    );
  } else if (kept) {
    // Shared phones: the person typing is told the words stay here, and can remove them at once.
    content = (
      <div className={styles.draftNotice} data-testid="kept-notice">
        <p>{kept === 'tab' ? t('keptInTab') : t('keptOnDevice')}</p>
        <div className={styles.draftActions}>
          <Button type="button" variant="secondary" disabled={disabled} onClick={onDiscard}>
            {t('clearForm')}
          </Button>
        </div>
      </div>
    );
  }
  return <div role="status">{content}</div>;
}
