import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@cc/ui';
import { withSharedTexts } from '@cc/i18n';
import { decideWebRoute } from './web-access';
import { useSessionSnapshot } from '../stores/session-store';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { ShellScreen } from './shell-screen';
import { SessionWait } from '../shared/components/session-wait';
import { withShellQueries } from './queries/with-shell-queries';

const WebLoginPage = lazy(() => withShellQueries(withSharedTexts(import('../features/auth/components/web-login-page')).then((m) => m.WebLoginPage)));

export function WebNotFound() {
  const { t } = useTranslation();
  return (
    <ShellScreen title={t('common.pageNotFound')}>
      <h1>{t('common.pageNotFound')}</h1>
      <p>
        <Link to="/web">{t('common.goHome')}</Link>
      </p>
    </ShellScreen>
  );
}

/** Everything under /web, gated by the spec §2 access table. */
export function WebArea() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSessionSnapshot();

  const decision = decideWebRoute(pathname, session.user?.role);
  // While the session is being checked the login form already shows (it is what the build
  // pre-renders for /web/login); a signed-in visitor is moved on once the session answers.
  if (session.status === 'pending' && decision.kind !== 'login') return <SessionWait />;
  if (decision.kind === 'login') {
    return (
      <Suspense fallback={<Spinner label={t('common.loading')} fullPage />}>
        <WebLoginPage />
      </Suspense>
    );
  }
  if (decision.kind === 'fallback-landing') return <Navigate to="/web" replace />;
  if (decision.kind === 'not-found') return <WebNotFound />;

  // Allowed: nested routes so each remote's own (relative) <Routes> sees its area as the base.
  return (
    <Routes>
      <Route path="citizen/*" element={<RemoteArea remote="mf_citizen" basePath="/web/citizen" waitForSession />} />
      <Route path="staff/*" element={<RemoteArea remote="mf_staff" basePath="/web/staff" waitForSession />} />
      <Route path="admin/*" element={<RemoteArea remote="mf_admin" basePath="/web/admin" waitForSession />} />
      <Route path="*" element={<RemoteArea remote="mf_public" basePath="/web" />} />
    </Routes>
  );
}
