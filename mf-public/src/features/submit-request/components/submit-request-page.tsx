import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../shared/components/public-page';
import styles from './submit-request-page.module.css';

/** Placeholder until the public request form is built; says so plainly and offers the way that works. */
export function SubmitRequestPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('submitRequest.title')}>
      <div className={styles.box}>
        <p>{t('submitRequest.comingSoon')}</p>
        <p>{t('submitRequest.meanwhile')}</p>
        <Link to="/login" className={styles.button}>
          {t('submitRequest.login')}
        </Link>
      </div>
    </PublicPage>
  );
}
