import { useTranslation } from 'react-i18next';
import { LanguageName } from '../components/language-name';
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
  return (
    <button
      type="button"
      className={styles.control}
      onClick={() => shell.setLanguage(next)}
      // Honoured before the page is live by the shell's boot-preferences.js (a pre-rendered page).
      data-switch-language={next}
      title={t('common.switchLanguage')}
    >
      <LanguageName language={next} />
    </button>
  );
}
