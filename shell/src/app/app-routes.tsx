import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@cc/ui';
import { withSharedTexts } from '@cc/i18n';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { WebArea } from './web-area';
import { withShellQueries } from './queries/with-shell-queries';

// Registration pulls in the validation schemas; keep them off the landing page's critical path.
// Login is one small chunk of its own: the landing page (mf-public) does not wait for it.
// Each brings the shared texts (codes, validation messages) its forms show.
// Those with react-query bring it and the shell's QueryClient (withShellQueries).
const MobileLoginPage = lazy(() => withShellQueries(withSharedTexts(import('../features/auth/components/mobile-login-page')).then((m) => m.MobileLoginPage)));
const RegistrationPage = lazy(() => withShellQueries(withSharedTexts(import('../features/registration/components/registration-page')).then((m) => m.RegistrationPage)));
const OnboardingPage = lazy(() => withSharedTexts(import('../features/onboarding/components/onboarding-page')).then((m) => ({ default: m.OnboardingPage })));
const WelcomePage = lazy(() => withShellQueries(withSharedTexts(import('../features/onboarding/components/welcome-page')).then((m) => m.WelcomePage)));

export function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Spinner label={t('common.loading')} fullPage />}>{children}</Suspense>;
}

/** Architecture §1a route map. Public pages fall through to mf-public, which owns its own 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<Lazy><MobileLoginPage /></Lazy>} />
      <Route path="/register" element={<Lazy><RegistrationPage /></Lazy>} />
      <Route path="/onboarding" element={<Lazy><OnboardingPage /></Lazy>} />
      <Route path="/onboarding/welcome" element={<Lazy><WelcomePage /></Lazy>} />
      <Route path="/citizen/*" element={<RemoteArea remote="mf_citizen" basePath="/citizen" waitForSession />} />
      <Route path="/staff/*" element={<RemoteArea remote="mf_staff" basePath="/staff" waitForSession />} />
      <Route path="/admin/*" element={<RemoteArea remote="mf_admin" basePath="/admin" waitForSession />} />
      <Route path="/web/*" element={<WebArea />} />
      <Route path="/*" element={<RemoteArea remote="mf_public" basePath="/" />} />
    </Routes>
  );
}
