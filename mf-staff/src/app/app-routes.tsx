import { Navigate, Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle, RemoteRoutes, useAccessGuard, useAppPath, useRemoteProps } from '@cc/ui/remote';
import { StaffHome } from '../features/home/components/staff-home';
import { WebHome } from '../features/home/components/web-home';
import { PendingPage } from '../features/queue/components/pending-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { StaffManagementPage } from '../features/staff-management/components/staff-management-page';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { TemplatesPage } from '../features/templates/components/templates-page';
import { WebLayout } from '../features/web-shell/components/web-layout';
import { StaffLayout } from './staff-layout';

// Spec §2: every role except citizen may use the staff dashboard.
const isStaffSide = (role: string) => role !== 'citizen';

export function AppRoutes() {
  const { t } = useTranslation();
  const allowed = useAccessGuard(isStaffSide, 'access.staffOnly');
  const appPath = useAppPath();
  const { basePath } = useRemoteProps();
  if (!allowed) return <p role="status">{t('common.redirecting')}</p>;
  // Architecture §1a: /staff is the mobile-style dashboard, /web/staff the sidebar shell. Each
  // page's route gives it its title (PageTitle), the same words as its heading.
  const web = basePath.replace(/\/+$/, '').startsWith('/web');
  return (
    <RemoteRoutes>
      {web ? (
        <Route element={<WebLayout />}>
          <Route index element={<PageTitle page={t('home.title')}><WebHome /></PageTitle>} />
          <Route path="requests" element={<PageTitle page={t('nav.requests')}><PendingPage titleKey="nav.requests" /></PageTitle>} />
          <Route path="assignments" element={<PageTitle page={t('nav.assignments')}><TasksPage titleKey="nav.assignments" /></PageTitle>} />
          <Route path="reports" element={<PageTitle page={t('nav.reports')}><ReportsPage /></PageTitle>} />
          <Route path="staff" element={<PageTitle page={t('nav.staff')}><StaffManagementPage /></PageTitle>} />
          <Route path="templates" element={<PageTitle page={t('nav.templates')}><TemplatesPage /></PageTitle>} />
          <Route path="*" element={<Navigate to={appPath('/')} replace />} />
        </Route>
      ) : (
        <Route element={<StaffLayout />}>
          <Route index element={<PageTitle page={t('home.title')}><StaffHome /></PageTitle>} />
          <Route path="pending" element={<PageTitle page={t('queue.title')}><PendingPage /></PageTitle>} />
          <Route path="tasks" element={<PageTitle page={t('tasks.title')}><TasksPage /></PageTitle>} />
          <Route path="*" element={<Navigate to={appPath('/')} replace />} />
        </Route>
      )}
    </RemoteRoutes>
  );
}
