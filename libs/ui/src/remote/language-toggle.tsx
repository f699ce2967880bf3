import { useTranslation } from 'react-i18next';
import { LanguageName } from '../components/language-name';
import { useHydrated } from '../hooks/use-hydrated';
import { useRemoteProps } from './remote-props-context';
import styles from './controls.module.css';

/**
 * The shell owns the language; this only asks it to switch. Named by the language name it shows
 * (WCAG 2.5.3 Label in Name); what it does is its description.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const next = language === 'hi' ? 'en' : 'hi';
  // Disabled until a pre-rendered page (the landing page) is hydrated: a click before would be lost.
  const live = useHydrated();
  return (
    <button
      type="button"
      className={styles.control}
      disabled={!live}
      onClick={() => shell.setLanguage(next)}
      // Dimmed while a chosen language downloads (libs/i18n language-download.ts, theme.css).
      data-switch-language={next}
      title={t('common.switchLanguage')}
    >
      <LanguageName language={next} />
    </button>
  );
}
