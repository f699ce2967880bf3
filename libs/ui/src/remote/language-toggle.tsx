import { useTranslation } from 'react-i18next';
import { useRemoteProps } from './remote-props-context';
import styles from './controls.module.css';

/** The shell owns the language; this only asks it to switch. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const next = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className={styles.control}
      onClick={() => shell.setLanguage(next)}
      title={t('common.switchLanguage')}
    >
      <span lang={next}>{next === 'en' ? 'English' : 'हिंदी'}</span>
    </button>
  );
}
