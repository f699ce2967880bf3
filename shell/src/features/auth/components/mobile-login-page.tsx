import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validationText } from '@cc/i18n';
import { ApiError, browserStorage, messageFromError } from '@cc/api-client';
import { Button, CheckboxField, returnPathAfterLogin } from '@cc/ui';
import { ShellScreen } from '../../../app/shell-screen';
import { useToast } from '../../../stores/toast-store';
import { useLogin } from '../hooks/use-login';
import { asksForCaptcha, useLoginCaptcha } from '../hooks/use-login-captcha';
import { useLoginCheck } from '../hooks/use-login-check';
import { usePreferences } from '../../../stores/preferences-store';
import { LiveFieldset } from '../../../shared/components/live-fieldset';
import { roleHome } from '../role-home';
import { CredentialFields } from './credential-fields';
import { LoginCaptchaField } from './login-captcha-field';
import styles from '../../../shared/components/auth-card.module.css';

/** /login, the mobile-style login (spec §2). */
export function MobileLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const checkLogin = useLoginCheck();
  const loginMutation = useLogin();
  const [storedUser] = useState(browserStorage.getMobileUser);
  const [remembered] = useState(browserStorage.getRememberedUser);
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(remembered));
  const { language } = usePreferences();
  const captcha = useLoginCaptcha(language);

  // Spec §2: a stored mobile user is sent on by role at once.
  if (storedUser) return <Navigate to={roleHome(storedUser.role)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's login schema: either field missing says 'Please fill all fields'.
    const missing = await checkLogin({ username, password });
    if (missing) {
      toast({ title: t('login.errorTitle'), description: validationText(t, missing.messageKey), variant: 'destructive' });
      return;
    }
    loginMutation.mutate(
      { username: username.trim(), password, ...captcha.fields() },
      {
        onSuccess: (user) => {
          browserStorage.setMobileUser({ id: user.id, username: user.username, name: user.name, role: user.role });
          browserStorage.setRememberedUser(rememberMe ? user.username : null);
          toast({ description: t('login.welcomeBack'), variant: 'success' });
          // Back to where an ended session interrupted them (a kept request waits there), else home.
          const home = roleHome(user.role);
          void navigate(returnPathAfterLogin(search, home) ?? home, { replace: true });
        },
        onError: (failure) => {
          // Spec §8's one text for a refused login, but a security question asked for (or answered
          // wrongly) says so: the person must know what to do next.
          // Anything but a refused login (a stale page's token, an outage) says what it is.
          const refusedLogin = failure instanceof ApiError && failure.status === 401 && !asksForCaptcha(failure);
          const description = refusedLogin ? t('validation.invalidCredentials') : messageFromError(failure, language, t('validation.invalidCredentials'));
          toast({ title: t('login.errorTitle'), description, variant: 'destructive' });
          captcha.afterFailure(failure);
        },
      },
    );
  };

  return (
    <ShellScreen title={t('login.title')}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <LiveFieldset>
            <CredentialFields
              idPrefix="mobile-login"
              username={username}
              password={password}
              onUsernameChange={setUsername}
              onPasswordChange={setPassword}
            />
            <LoginCaptchaField idPrefix="mobile-login" captcha={captcha} />
            <CheckboxField label={t('login.rememberMe')} name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
            <div className={styles.stack}>
              <Button type="submit" fullWidth disabled={loginMutation.isPending}>
                {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
              </Button>
              <Button variant="secondary" fullWidth onClick={() => void navigate('/')}>
                {t('common.back')}
              </Button>
            </div>
          </LiveFieldset>
        </form>
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
