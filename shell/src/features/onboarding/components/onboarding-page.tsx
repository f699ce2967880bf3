import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { ShellScreen } from '../../../app/shell-screen';
import styles from './onboarding.module.css';

const icon = (path: string) => (
  <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={path} />
  </svg>
);

/** Spec §2 Onboarding: welcome; secure and trusted; instant updates; easy to use. */
const SLIDES = [
  { key: 'welcome', icon: icon('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z') },
  { key: 'secure', icon: icon('M12 2l8 3v6c0 5-3.5 9.5-8 11-4.5-1.5-8-6-8-11V5z') },
  { key: 'updates', icon: icon('M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0') },
  { key: 'easy', icon: icon('M20 6L9 17l-5-5') },
] as const;

export function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index];
  const last = index === SLIDES.length - 1;

  return (
    <ShellScreen title={t('onboarding.label')}>
      <section className={styles.slide} aria-roledescription="carousel" aria-label={t('onboarding.label')}>
        <p className="cc-visually-hidden" aria-live="polite">
          {t('onboarding.slideOf', { current: index + 1, total: SLIDES.length })}
        </p>
        <div className={styles.icon}>{slide.icon}</div>
        <h1 className={styles.title}>{t(`onboarding.slides.${slide.key}.title`)}</h1>
        <p className={styles.description}>{t(`onboarding.slides.${slide.key}.description`)}</p>
        {last ? (
          <>
            <h2 className={styles.featuresTitle}>{t('onboarding.features.title')}</h2>
            <ul className={styles.features}>
              <li>{t('onboarding.features.district')}</li>
              <li>{t('onboarding.features.staff')}</li>
              <li>{t('onboarding.features.documents')}</li>
              <li>{t('onboarding.features.tracking')}</li>
            </ul>
          </>
        ) : null}
        <div className={styles.dots} aria-hidden="true">
          {SLIDES.map((item, i) => (
            <span key={item.key} className={[styles.dotItem, i === index ? styles.dotActive : ''].filter(Boolean).join(' ')} />
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void navigate('/register')}>
            {t('onboarding.skip')}
          </Button>
          <Button onClick={() => (last ? void navigate('/register') : setIndex(index + 1))}>
            {last ? t('onboarding.getStarted') : t('common.next')}
          </Button>
        </div>
        <div className={styles.login}>
          <Button variant="ghost" onClick={() => void navigate('/login')}>
            {t('onboarding.haveAccount')}
          </Button>
        </div>
      </section>
    </ShellScreen>
  );
}
