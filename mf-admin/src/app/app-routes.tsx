import { Navigate, Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle, useAccessGuard, RemoteRoutes, useAppPath } from '@cc/ui/remote';
import { AdminRequestsPage } from '../features/admin-requests/components/admin-requests-page';
import { AdminDashboard } from './admin-dashboard';

const isAdmin = (role: string) => role === 'admin' || role === 'super_admin';

/** Each page's route gives it its title (PageTitle), the same words as its heading. */
export function AppRoutes() {
  const { t } = useTranslation();
  const allowed = useAccessGuard(isAdmin, 'access.adminOnly');
  const appPath = useAppPath();
  if (!allowed) return <p role="status">{t('common.redirecting')}</p>;
  return (
    <RemoteRoutes>
      <Route index element={<PageTitle page={t('home.title')}><AdminDashboard /></PageTitle>} />
      <Route path="requests" element={<PageTitle page={t('adminRequests.title')}><AdminRequestsPage /></PageTitle>} />
      <Route path="*" element={<Navigate to={appPath('/')} replace />} />
    </RemoteRoutes>
  );
}
