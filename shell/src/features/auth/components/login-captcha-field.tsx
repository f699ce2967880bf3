import { useTranslation } from 'react-i18next';
import { TextField } from '@cc/ui';
import type { LoginCaptcha } from '../hooks/use-login-captcha';
import styles from './login-captcha-field.module.css';

/**
 * The security question a login form shows once the API asked for it (many failed logins from
 * this address): the question, another one on request, and the answer field.
 */
export function LoginCaptchaField({ idPrefix, captcha }: { idPrefix: string; captcha: LoginCaptcha }) {
  const { t } = useTranslation();
  if (!captcha.required) return null;
  const id = `${idPrefix}-captcha`;
  const question = captcha.question ?? (captcha.state === 'failed' ? t('login.captchaFailed') : t('login.captchaLoading'));
  return (
    <fieldset className={styles.captcha} data-testid="login-captcha">
      <legend className={styles.legend}>{t('login.captchaLegend')}</legend>
      <p className={styles.why}>{t('login.captchaWhy')}</p>
      <div className={styles.row}>
        <p className={styles.question} id={`${id}-question`} aria-live="polite">
          {question}
        </p>
        <button type="button" className={styles.newQuestion} onClick={captcha.refresh} disabled={captcha.state === 'loading'}>
          {t('login.captchaNew')}
        </button>
      </div>
      <TextField
        id={id}
        label={t('login.captchaAnswer')}
        name="captchaAnswer"
        inputMode="numeric"
        autoComplete="off"
        value={captcha.answer}
        aria-describedby={`${id}-question`}
        onChange={(event) => captcha.setAnswer(event.target.value)}
      />
    </fieldset>
  );
}
