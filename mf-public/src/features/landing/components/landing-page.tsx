import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle, LanguageToggle, ThemeToggle } from '@cc/ui/remote';
import { useInstallApp } from '../../../shared/hooks/use-install-app';
import { LandingStats } from './landing-stats';
import styles from './landing-page.module.css';

const FEATURES = [
  { key: 'mobileFirst', icon: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm4 17h2' },
  { key: 'tracking', icon: 'M3 12h4l3-8 4 16 3-8h4' },
  { key: 'secure', icon: 'M12 2 4 5v6c0 5 3.5 9.5 8 11 4.5-1.5 8-6 8-11V5l-8-3z' },
  { key: 'fast', icon: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z' },
] as const;

export function LandingPage() {
  const { t } = useTranslation();
  // The Mobile First card offers the app itself: the site installs from the browser.
  const { install, help } = useInstallApp();
  return (
    <div className={styles.page}>
      <PageTitle page={t('landing.title')} />
      <header className={styles.topBar}>
        <span className={styles.brand}>{t('brand')}</span>
        <div className={styles.actions}>
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </header>
      <main>
        <section className={styles.hero} aria-labelledby="landing-title">
          <h1 id="landing-title" className={styles.title}>
            {t('landing.title')}
          </h1>
          <p className={styles.tagline}>{t('landing.tagline')}</p>
          <div className={styles.ctas}>
            <Link to="/login" className={`${styles.button} ${styles.primary}`}>
              {t('landing.login')}
            </Link>
            <Link to="/register" className={`${styles.button} ${styles.secondary}`}>
              {t('landing.register')}
            </Link>
            <Link to="/submit-request" className={`${styles.button} ${styles.secondary}`}>
              {t('landing.fileWithoutAccount')}
            </Link>
          </div>
          <LandingStats />
        </section>
        <section className={styles.features} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            {t('landing.features.title')}
          </h2>
          <ul className={styles.featureGrid}>
            {FEATURES.map((feature) => (
              <li key={feature.key} className={styles.featureCard}>
                <svg className={styles.icon} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
                  <path d={feature.icon} />
                </svg>
                <h3>{t(`landing.features.${feature.key}.title`)}</h3>
                <p>{t(`landing.features.${feature.key}.text`)}</p>
                {feature.key === 'mobileFirst' ? (
                  <>
                    <button type="button" className={`${styles.button} ${styles.secondary} ${styles.install}`} onClick={() => void install('any')}>
                      {t('installApp.button')}
                    </button>
                    <p role="status" className={styles.installHelp}>
                      {help}
                    </p>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.cta} aria-labelledby="cta-title">
          <h2 id="cta-title" className={styles.sectionTitle}>
            {t('landing.cta.title')}
          </h2>
          <p>{t('landing.cta.text')}</p>
          <Link to="/login" className={`${styles.button} ${styles.primary}`}>
            {t('landing.cta.button')}
          </Link>
        </section>
      </main>
      <footer className={styles.footer}>
        <Link to="/events">{t('nav.events')}</Link>
        <Link to="/gallery">{t('nav.gallery')}</Link>
        <Link to="/social">{t('nav.social')}</Link>
        <Link to="/track">{t('footer.track')}</Link>
        <Link to="/transparency">{t('footer.transparency')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/data-deletion">{t('footer.deleteAccount')}</Link>
      </footer>
    </div>
  );
}
