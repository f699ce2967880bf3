import { useTranslation } from 'react-i18next';
import { useContactEmail } from '@cc/api-client';
import { PublicPage } from '../../../shared/components/public-page';
import styles from './privacy-page.module.css';

const SECTIONS = ['collect', 'use', 'sharing', 'published', 'retention', 'storage', 'security', 'children', 'rights', 'contact'] as const;

/** Static policy; the figures are spec §9's privacy constants. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const contactEmail = useContactEmail();
  // Without an address in the settings the contact section names none (and links none).
  const sectionText = (section: (typeof SECTIONS)[number]) =>
    section === 'contact' && !contactEmail ? t('privacy.sections.contact.textWithoutEmail') : t(`privacy.sections.${section}.text`, { email: contactEmail });
  return (
    <PublicPage title={t('privacy.title')} intro={<p>{t('privacy.lastUpdated')}</p>}>
      <div className={styles.policy}>
        <p>{t('privacy.summary')}</p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`}>{t(`privacy.sections.${section}.title`)}</h2>
            <p>{sectionText(section)}</p>
          </section>
        ))}
        {contactEmail ? (
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        ) : null}
      </div>
    </PublicPage>
  );
}
