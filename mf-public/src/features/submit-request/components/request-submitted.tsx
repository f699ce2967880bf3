import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validationText } from '@cc/i18n';
import { useContactEmail } from '@cc/api-client';
import styles from './submit-request-page.module.css';

/**
 * What a visitor without an account keeps: the request code (their only handle on the request,
 * quoted to the office), then the way back home (spec §2). Focus moves to the heading so a
 * screen reader reads the outcome and the code at once.
 */
export function RequestSubmitted({ requestCode, trackUrl, onAnother }: { requestCode: string; trackUrl?: string; onAnother(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const contactEmail = useContactEmail();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.success} aria-labelledby="request-submitted-title" data-testid="request-submitted">
      <h2 id="request-submitted-title" ref={heading} tabIndex={-1}>
        {validationText(t, 'requestSubmitted')}
      </h2>
      <p className={styles.codeLine}>
        {t('submitRequest.codeLabel')} <strong className={styles.code} data-testid="request-code">{requestCode}</strong>
      </p>
      <p>{t('submitRequest.codeHint')}</p>
      {trackUrl ? (
        <p>
          {/* The link every message about this request carries: no login, no typing. */}
          {t('submitRequest.trackHint')}{' '}
          <a href={trackUrl} data-testid="track-link">
            {t('submitRequest.trackLink')}
          </a>
        </p>
      ) : null}
      {contactEmail ? (
        <p>
          {t('submitRequest.contact')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {t('common.backHome')}
        </Link>
        <button type="button" className={styles.secondary} onClick={onAnother}>
          {t('submitRequest.another')}
        </button>
      </div>
    </section>
  );
}
