import { useTranslation } from 'react-i18next';
import { RequestForm } from '@cc/request-form';
import { useAppPath, useRemoteProps } from '@cc/ui/remote';
import { formStartFor } from '../../requests/form-start';
import styles from './new-request.module.css';

/** Spec §2 New Request (mobile): the shared form; on success the lists reload and home shows again. */
export function NewRequestPage() {
  const { t } = useTranslation();
  const { language, user, shell } = useRemoteProps();
  const appPath = useAppPath();
  return (
    <section className={styles.page} aria-labelledby="new-request-title">
      <h2 id="new-request-title" className={styles.title}>
        {t('newRequest.title')}
      </h2>
      <p className={styles.intro}>{t('newRequest.intro')}</p>
      <RequestForm
        language={language}
        variant="mobile"
        initialValues={formStartFor(user)}
        draftKey={user ? `citizen:${user.id}` : undefined}
        onNotify={shell.toast}
        onSuccess={() => shell.navigate(appPath('/'))}
      />
    </section>
  );
}
