import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageFromError } from '@cc/api-client';
import { Button } from '@cc/ui';
import { validationText } from '@cc/i18n';
import { useRemoteProps } from '@cc/ui/remote';
import { PublicPage } from '../../../shared/components/public-page';
import { useConfirmDeletion } from '../hooks/use-confirm-deletion';
import panel from '../../../shared/components/public-panel.module.css';
import styles from './data-deletion-page.module.css';

/**
 * /data-deletion/confirm?token=: the page the confirmation mail links to. Opening it changes
 * nothing (mail scanners open links too); the account holder confirms with the button.
 */
export function ConfirmDeletionPage() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmDeletion();

  let body;
  if (confirm.isSuccess) {
    body = (
      <section className={styles.success} role="status" aria-labelledby="deletion-confirmed">
        <h2 id="deletion-confirmed">{t('deletion.confirm.doneTitle')}</h2>
        <p>{t('deletion.confirm.doneText', { requestId: confirm.data.requestCode })}</p>
        <p>
          <Link to="/">{t('common.backHome')}</Link>
        </p>
      </section>
    );
  } else if (!token) {
    body = (
      <p role="alert" className={panel.failure}>
        {validationText(t, 'deletionLinkInvalid')}
      </p>
    );
  } else {
    body = (
      <section className={styles.confirm} aria-labelledby="deletion-confirm-title">
        <h2 id="deletion-confirm-title">{t('deletion.confirm.question')}</h2>
        <ul>
          <li>{t('deletion.confirm.access')}</li>
          <li>{t('deletion.policy.personal')}</li>
          <li>{t('deletion.policy.full')}</li>
        </ul>
        {confirm.isError ? (
          <p role="alert" className={panel.failure}>
            {messageFromError(confirm.error, language, t('deletion.confirm.failed'))}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="danger" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
            {confirm.isPending ? t('deletion.confirm.confirming') : t('deletion.confirm.button')}
          </Button>
          <Link to="/">{t('deletion.confirm.keep')}</Link>
        </div>
      </section>
    );
  }
  return (
    <PublicPage title={t('deletion.confirm.title')} intro={<p>{t('deletion.confirm.intro')}</p>}>
      <div className={styles.single}>{body}</div>
    </PublicPage>
  );
}
