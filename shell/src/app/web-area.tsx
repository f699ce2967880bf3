import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@cc/ui';
import { decideWebRoute } from './web-access';
import { useSessionSnapshot } from '../stores/session-store';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { ShellScreen } from './shell-screen';

const WebLoginPage = lazy(() => import('../features/auth/components/web-login-page').then((m) => ({ default: m.WebLoginPage })));

export function WebNotFound() {
  const { t } = useTranslation();
  return (
    <ShellScreen>
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

  if (session.status === 'pending') return <Spinner label={t('common.loading')} fullPage />;

  const decision = decideWebRoute(pathname, session.user?.role);
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
