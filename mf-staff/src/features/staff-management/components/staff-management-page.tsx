import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../app/remote-props-context';
import styles from './staff-management-page.module.css';

/** Honest placeholder: managing staff accounts is the admin console's job (users tab). */
export function StaffManagementPage() {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  return (
    <section className={styles.box} aria-labelledby="staff-mgmt-title">
      <h2 id="staff-mgmt-title">{t('staffMgmt.title')}</h2>
      <p>{t('staffMgmt.body')}</p>
      <a
        href="/admin"
        className={styles.link}
        onClick={(event) => {
          event.preventDefault();
          shell.navigate('/admin');
        }}
      >
        {t('nav.admin')}
      </a>
    </section>
  );
}
