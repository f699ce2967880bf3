import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../../shared/config/contact';
import { PublicPage } from '../../../shared/components/public-page';
import styles from './privacy-page.module.css';

const SECTIONS = ['collect', 'use', 'sharing', 'published', 'retention', 'storage', 'security', 'children', 'rights', 'contact'] as const;

/** Static policy; the figures are spec §9's privacy constants. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('privacy.title')} intro={<p>{t('privacy.lastUpdated')}</p>}>
      <div className={styles.policy}>
        <p>{t('privacy.summary')}</p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`}>{t(`privacy.sections.${section}.title`)}</h2>
            <p>{t(`privacy.sections.${section}.text`, { email: CONTACT_EMAIL })}</p>
          </section>
        ))}
        <p>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </div>
    </PublicPage>
  );
}
