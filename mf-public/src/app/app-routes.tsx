import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { withPageTexts } from '../i18n/texts';
import { LoadingState, RemoteRoutes, useRemoteProps } from '@cc/ui/remote';
import { LandingPage } from '../features/landing/components/landing-page';

// The landing page is on the critical path and ships in the entry chunk; every other page is its own
// chunk, which brings the pages' texts and the shared texts (codes, validation messages) with it.
const EventsPage = lazy(() => withPageTexts(import('../features/events/components/events-page')).then((m) => ({ default: m.EventsPage })));
const GalleryPage = lazy(() => withPageTexts(import('../features/gallery/components/gallery-page')).then((m) => ({ default: m.GalleryPage })));
const SocialPage = lazy(() => withPageTexts(import('../features/social/components/social-page')).then((m) => ({ default: m.SocialPage })));
const PrivacyPage = lazy(() => withPageTexts(import('../features/privacy/components/privacy-page')).then((m) => ({ default: m.PrivacyPage })));
const DataDeletionPage = lazy(() =>
  withPageTexts(import('../features/data-deletion/components/data-deletion-page')).then((m) => ({ default: m.DataDeletionPage })),
);
const ConfirmDeletionPage = lazy(() =>
  withPageTexts(import('../features/data-deletion/components/confirm-deletion-page')).then((m) => ({ default: m.ConfirmDeletionPage })),
);
const SubmitRequestPage = lazy(() =>
  withPageTexts(import('../features/submit-request/components/submit-request-page')).then((m) => ({ default: m.SubmitRequestPage })),
);
const TrackRequestPage = lazy(() =>
  withPageTexts(import('../features/track-request/components/track-request-page')).then((m) => ({ default: m.TrackRequestPage })),
);
const WebLandingPage = lazy(() =>
  withPageTexts(import('../features/web-landing/components/web-landing-page')).then((m) => ({ default: m.WebLandingPage })),
);
const MobileWelcomePage = lazy(() =>
  withPageTexts(import('../features/mobile-welcome/components/mobile-welcome-page')).then((m) => ({ default: m.MobileWelcomePage })),
);
const TransparencyPage = lazy(() =>
  withPageTexts(import('../features/transparency/components/transparency-page')).then((m) => ({ default: m.TransparencyPage })),
);
const NotFoundPage = lazy(() => withPageTexts(import('../features/not-found/components/not-found-page')).then((m) => ({ default: m.NotFoundPage })));

// The pages below the landing page read the API: react-query and their query client come with them.
const QueryPages = lazy(() => import('./query-pages'));

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;
const withQueries = page(<QueryPages />);

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
        <Route element={withQueries}>
          <Route index element={page(<WebLandingPage />)} />
          <Route path="landing" element={page(<WebLandingPage />)} />
          <Route path="mobile-app" element={page(<MobileWelcomePage />)} />
          <Route path="*" element={page(<WebLandingPage />)} />
        </Route>
      ) : (
        <>
          <Route index element={<LandingPage />} />
          <Route element={withQueries}>
            <Route path="events" element={page(<EventsPage />)} />
            <Route path="gallery" element={page(<GalleryPage />)} />
            <Route path="social" element={page(<SocialPage />)} />
            <Route path="privacy" element={page(<PrivacyPage />)} />
            <Route path="data-deletion" element={page(<DataDeletionPage />)} />
            <Route path="data-deletion/confirm" element={page(<ConfirmDeletionPage />)} />
            <Route path="submit-request" element={page(<SubmitRequestPage />)} />
            <Route path="transparency" element={page(<TransparencyPage />)} />
            <Route path="track" element={page(<TrackRequestPage />)} />
            <Route path="track/:code" element={page(<TrackRequestPage />)} />
            <Route path="web" element={page(<WebLandingPage />)} />
            <Route path="web/landing" element={page(<WebLandingPage />)} />
            <Route path="web/mobile-app" element={page(<MobileWelcomePage />)} />
            <Route path="*" element={page(<NotFoundPage />)} />
          </Route>
        </>
      )}
    </RemoteRoutes>
  );
}
