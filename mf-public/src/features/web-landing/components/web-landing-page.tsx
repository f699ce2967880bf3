import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContactEmail } from '@cc/api-client';
import { PageTitle, LanguageToggle, ThemeToggle } from '@cc/ui/remote';
import { useInstallApp } from '../../../shared/hooks/use-install-app';
import styles from './web-landing-page.module.css';

// Spec §1: the staff-shell landing's app promotion figures.
const FIGURES = [
  { value: '50K+', key: 'downloads' },
  { value: '4.8/5', key: 'rating' },
  { value: '10K+', key: 'citizens' },
  { value: '95%', key: 'resolution' },
  // A duration has words in it: its text comes from i18n like any other.
  { value: null, key: 'averageTime' },
  { value: '50+', key: 'services' },
] as const;

const HIGHLIGHTS = ['instant', 'tracking', 'secure'] as const;

export function WebLandingPage() {
  const { t } = useTranslation();
  // Spec §1's Android and iOS buttons: the site installs as the app, no store listing.
  const { install, help } = useInstallApp();
  const contactEmail = useContactEmail();
  return (
    <div className={styles.page}>
      <PageTitle page={t('webLanding.title')} />
      <header className={styles.header}>
        <span className={styles.brand}>{t('brand')}</span>
        <div className={styles.actions}>
          <LanguageToggle />
          <ThemeToggle />
          <Link to="/web/login" className={`${styles.button} ${styles.primary}`}>
            {t('webLanding.login')}
          </Link>
        </div>
      </header>
      <main>
        <section className={styles.hero} aria-labelledby="web-landing-title">
          <h1 id="web-landing-title">{t('webLanding.title')}</h1>
          <p className={styles.lead}>{t('webLanding.lead')}</p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((key) => (
              <li key={key}>
                <h2>{t(`webLanding.highlights.${key}.title`)}</h2>
                <p>{t(`webLanding.highlights.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.app} aria-labelledby="web-landing-app">
          <h2 id="web-landing-app">{t('webLanding.app.title')}</h2>
          <p>{t('webLanding.app.text')}</p>
          <div className={styles.stores}>
            <button type="button" className={`${styles.button} ${styles.store}`} onClick={() => void install('any')}>
              {t('webLanding.app.android')}
            </button>
            <button type="button" className={`${styles.button} ${styles.store}`} onClick={() => void install('ios')}>
              {t('webLanding.app.ios')}
            </button>
            <Link to="/web/mobile-app" className={`${styles.button} ${styles.secondary}`}>
              {t('webLanding.app.tryMobile')}
            </Link>
          </div>
          <p role="status" className={styles.installHelp}>
            {help}
          </p>
          <ul className={styles.figures} aria-label={t('webLanding.figuresLabel')}>
            {FIGURES.map((figure) => (
              <li key={figure.key}>
                <span className={styles.figureValue}>{figure.value ?? t(`webLanding.figureValues.${figure.key}`)}</span>
                <span className={styles.figureLabel}>{t(`webLanding.figures.${figure.key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className={styles.footer}>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/data-deletion">{t('footer.deleteAccount')}</Link>
        {contactEmail ? <a href={`mailto:${contactEmail}`}>{t('footer.contact')}</a> : null}
      </footer>
    </div>
  );
}
