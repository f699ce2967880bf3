import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { LoadingState } from '../shared/components/page-state';
import { LandingPage } from '../features/landing/components/landing-page';
import { RemoteRoutes } from './remote-routes';
import { useRemoteProps } from './remote-props-context';

// The landing page is on the critical path and ships in the entry chunk; every other page is its own chunk.
const EventsPage = lazy(() => import('../features/events/components/events-page').then((m) => ({ default: m.EventsPage })));
const GalleryPage = lazy(() => import('../features/gallery/components/gallery-page').then((m) => ({ default: m.GalleryPage })));
const SocialPage = lazy(() => import('../features/social/components/social-page').then((m) => ({ default: m.SocialPage })));
const PrivacyPage = lazy(() => import('../features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const DataDeletionPage = lazy(() =>
  import('../features/data-deletion/components/data-deletion-page').then((m) => ({ default: m.DataDeletionPage })),
);
const ConfirmDeletionPage = lazy(() =>
  import('../features/data-deletion/components/confirm-deletion-page').then((m) => ({ default: m.ConfirmDeletionPage })),
);
const SubmitRequestPage = lazy(() =>
  import('../features/submit-request/components/submit-request-page').then((m) => ({ default: m.SubmitRequestPage })),
);
const WebLandingPage = lazy(() =>
  import('../features/web-landing/components/web-landing-page').then((m) => ({ default: m.WebLandingPage })),
);
const MobileWelcomePage = lazy(() =>
  import('../features/mobile-welcome/components/mobile-welcome-page').then((m) => ({ default: m.MobileWelcomePage })),
);
const NotFoundPage = lazy(() => import('../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;

/**
 * The shell mounts this remote twice (architecture §1a): at `/` for the public pages and at `/web`
 * for the staff-shell landing and the mobile welcome screen. Routes are relative to that basePath.
 */
export function AppRoutes() {
  const { basePath } = useRemoteProps();
  const inWebArea = basePath.replace(/\/+$/, '') === '/web';
  return (
    <RemoteRoutes>
      {inWebArea ? (
        <>
          <Route index element={page(<WebLandingPage />)} />
          <Route path="landing" element={page(<WebLandingPage />)} />
          <Route path="mobile-app" element={page(<MobileWelcomePage />)} />
          <Route path="*" element={page(<WebLandingPage />)} />
        </>
      ) : (
        <>
          <Route index element={<LandingPage />} />
          <Route path="events" element={page(<EventsPage />)} />
          <Route path="gallery" element={page(<GalleryPage />)} />
          <Route path="social" element={page(<SocialPage />)} />
          <Route path="privacy" element={page(<PrivacyPage />)} />
          <Route path="data-deletion" element={page(<DataDeletionPage />)} />
          <Route path="data-deletion/confirm" element={page(<ConfirmDeletionPage />)} />
          <Route path="submit-request" element={page(<SubmitRequestPage />)} />
          <Route path="web" element={page(<WebLandingPage />)} />
          <Route path="web/landing" element={page(<WebLandingPage />)} />
          <Route path="web/mobile-app" element={page(<MobileWelcomePage />)} />
          <Route path="*" element={page(<NotFoundPage />)} />
        </>
      )}
    </RemoteRoutes>
  );
}
