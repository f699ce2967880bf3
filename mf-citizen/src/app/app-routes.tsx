import { lazy, Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState, PageTitle, RemoteRoutes, useAccessGuard, useAppPath, useIsWebVariant } from '@cc/ui/remote';
import { CitizenHome } from '../features/home/components/citizen-home';
import { MyRequestsPage } from '../features/my-requests/components/my-requests-page';
import { CitizenLayout } from './citizen-layout';

// The form (and the joi rules it shares with the API) loads only when someone files a request,
// keeping it off the dashboard's first paint.
const NewRequestPage = lazy(() => import('../features/new-request/components/new-request-page').then((m) => ({ default: m.NewRequestPage })));
// The /web dashboard likewise (its profile dialog carries joi too): the mobile /citizen home, the
// page Lighthouse measures, loads neither.
const WebDashboard = lazy(() => import('../features/web-dashboard/components/web-dashboard').then((m) => ({ default: m.WebDashboard })));

const isCitizen = (role: string) => role === 'citizen';
// Spec §2 /web access table: every signed-in role may open /web/citizen (the shell gates the rest).
const anyRole = () => true;

/** Each page's route gives it its title (PageTitle). */
export function AppRoutes() {
  const { t } = useTranslation();
  const web = useIsWebVariant();
  const allowed = useAccessGuard(web ? anyRole : isCitizen, 'access.citizensOnly');
  const appPath = useAppPath();
  if (!allowed) return <p role="status">{t('common.redirecting')}</p>;
  return (
    <RemoteRoutes>
      <Route element={<CitizenLayout />}>
        <Route
          index
          element={
            <PageTitle page={t('home.subtitle')}>
              {web ? (
                <Suspense fallback={<LoadingState />}>
                  <WebDashboard />
                </Suspense>
              ) : (
                <CitizenHome />
              )}
            </PageTitle>
          }
        />
        <Route
          path="new"
          element={
            <PageTitle page={t('newRequest.title')}>
              <Suspense fallback={<LoadingState />}>
                <NewRequestPage />
              </Suspense>
            </PageTitle>
          }
        />
        <Route
          path="requests"
          element={
            <PageTitle page={t('myRequests.title')}>
              <MyRequestsPage />
            </PageTitle>
          }
        />
        <Route path="*" element={<Navigate to={appPath('/')} replace />} />
      </Route>
    </RemoteRoutes>
  );
}
