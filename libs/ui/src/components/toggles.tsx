import type { Language, Theme } from '@cc/types';
import { useHydrated } from '../hooks/use-hydrated';
import { LanguageName } from './language-name';
import styles from './misc.module.css';

export interface LanguageToggleProps {
  language: Language;
  onChange(language: Language): void;
  /** What the button does, e.g. t('common.switchLanguage'): its description and tooltip. */
  description: string;
}

/**
 * Shows the other language's own name and is named by it: a voice-control user says the word they
 * see (WCAG 2.5.3 Label in Name). The purpose is the description, read after the name.
 */
export function LanguageToggle({ language, onChange, description }: LanguageToggleProps) {
  const next: Language = language === 'hi' ? 'en' : 'hi';
  // Disabled until a pre-rendered page is hydrated (a click before would be lost). data-switch-language:
  // dimmed while a chosen language downloads (libs/i18n language-download.ts, theme.css).
  const live = useHydrated();
  return (
    <button type="button" className={styles.toggle} title={description} data-switch-language={next} disabled={!live} onClick={() => onChange(next)}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
      </svg>
      <LanguageName language={next} />
    </button>
  );
}

export interface ThemeToggleProps {
  theme: Theme;
  onChange(theme: Theme): void;
  /** Accessible names for the two actions. */
  labels: { toDark: string; toLight: string };
}

export function ThemeToggle({ theme, onChange, labels }: ThemeToggleProps) {
  const dark = theme === 'dark';
  const label = dark ? labels.toLight : labels.toDark;
  const next: Theme = dark ? 'light' : 'dark';
  // Disabled until a pre-rendered page is hydrated, as the language toggle.
  const live = useHydrated();
  return (
    <button type="button" className={styles.toggle} aria-label={label} title={label} disabled={!live} onClick={() => onChange(next)}>
      {dark ? (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </button>
  );
}
