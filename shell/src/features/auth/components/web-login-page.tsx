import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validationText } from '@cc/i18n';
import { messageFromError } from '@cc/api-client';
import { Button } from '@cc/ui';
import { ShellScreen } from '../../../app/shell-screen';
import { useToast } from '../../../stores/toast-store';
import { useLogin } from '../hooks/use-login';
import { useLoginCaptcha } from '../hooks/use-login-captcha';
import { useLoginCheck } from '../hooks/use-login-check';
import { LiveFieldset } from '../../../shared/components/live-fieldset';
import { useSetSessionUser } from '../../../shared/hooks/use-session';
import { usePreferences } from '../../../stores/preferences-store';
import { CredentialFields } from './credential-fields';
import { LoginCaptchaField } from './login-captcha-field';
import styles from '../../../shared/components/auth-card.module.css';

/** Spec §9: the web login goes to / one second after success. */
export const WEB_LOGIN_REDIRECT_MS = 1000;

/** /web/login, the web variant (spec §2). */
export function WebLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const checkLogin = useLoginCheck();
  const loginMutation = useLogin({ deferSession: true });
  const setSessionUser = useSetSessionUser();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { language } = usePreferences();
  const captcha = useLoginCaptcha(language);
  // What went wrong, not its text: the text is read at render, so it follows a language switch.
  const [problem, setProblem] = useState<{ missingKey: string } | { failure: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's login schema: either field missing says 'Please fill all fields'.
    const missing = await checkLogin({ username, password });
    if (missing) {
      setProblem({ missingKey: missing.messageKey });
      return;
    }
    setProblem(null);
    loginMutation.mutate(
      { username: username.trim(), password, ...captcha.fields() },
      {
        onSuccess: (user) => {
          toast({ title: t('login.successTitle'), description: t('login.successBody'), variant: 'success' });
          timer.current = setTimeout(() => {
            setSessionUser(user);
            void navigate('/');
          }, WEB_LOGIN_REDIRECT_MS);
        },
        // Spec §8: the server's message, else 'Invalid credentials'; in the page's language when
        // the server names its message (messageKey), as every other form does.
        onError: (failure) => {
          setProblem({ failure });
          captcha.afterFailure(failure);
        },
      },
    );
  };

  const error =
    problem === null
      ? null
      : 'missingKey' in problem
        ? validationText(t, problem.missingKey)
        : messageFromError(problem.failure, language, t('login.invalidCredentials'));

  const comingSoon = (provider: string) => toast({ description: t('login.socialComingSoon', { provider }) });

  return (
    <ShellScreen title={t('login.webTitle')}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('login.webTitle')}</h1>
        <p className={styles.subtitle}>{t('login.webSubtitle')}</p>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <LiveFieldset>
            <CredentialFields
              idPrefix="web-login"
              username={username}
              password={password}
              onUsernameChange={setUsername}
              onPasswordChange={setPassword}
            />
            <LoginCaptchaField idPrefix="web-login" captcha={captcha} />
            <Button type="submit" fullWidth disabled={loginMutation.isPending}>
              {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </LiveFieldset>
        </form>
        <p className={styles.divider}>{t('login.orContinueWith')}</p>
        <div className={styles.social}>
          <Button variant="secondary" onClick={() => comingSoon('Google')}>
            {t('login.google')}
          </Button>
          <Button variant="secondary" onClick={() => comingSoon('Facebook')}>
            {t('login.facebook')}
          </Button>
        </div>
        <p className={styles.footer}>
          {t('login.noAccount')}{' '}
          <Link className={styles.link} to="/register">
            {t('login.registerLink')}
          </Link>
        </p>
      </div>
    </ShellScreen>
  );
}
