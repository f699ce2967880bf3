import { TextField } from '@cc/ui';
import styles from './request-form.module.css';

export interface CaptchaFieldProps {
  id: string;
  question: string | null;
  loading: boolean;
  failed: boolean;
  answer: string;
  error: string | null;
  disabled: boolean;
  t(key: string): string;
  onAnswer(answer: string): void;
  onRefresh(): void;
}

/** The arithmetic security question of spec §5, with a way to ask for another one. */
export function CaptchaField({ id, question, loading, failed, answer, error, disabled, t, onAnswer, onRefresh }: CaptchaFieldProps) {
  return (
    <fieldset className={styles.captcha}>
      <legend className={styles.label}>{t('captchaLegend')}</legend>
      <div className={styles.captchaRow}>
        <p className={styles.question} id={`${id}-question`} aria-live="polite" data-testid="captcha-question">
          {question ?? (failed ? t('captchaFailed') : t('captchaLoading'))}
        </p>
        <button type="button" className={styles.linkButton} onClick={onRefresh} disabled={loading || disabled}>
          {t('newQuestion')}
        </button>
      </div>
      <TextField
        id={id}
        label={t('captchaAnswer')}
        requiredMark
        inputMode="numeric"
        autoComplete="off"
        value={answer}
        error={error}
        aria-describedby={[`${id}-question`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        disabled={disabled}
        onChange={(event) => onAnswer(event.target.value)}
      />
    </fieldset>
  );
}
