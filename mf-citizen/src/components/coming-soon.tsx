import { useTranslation } from 'react-i18next';
import styles from './coming-soon.module.css';

/** Honest placeholder for a section a later issue builds. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title">{t(titleKey)}</h2>
      <p>{t('common.comingSoon')}</p>
    </section>
  );
}
