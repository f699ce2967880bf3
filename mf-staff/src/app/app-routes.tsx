import { Navigate, Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RemoteRoutes, useAccessGuard } from '@cc/ui/remote';
import { StaffHome } from '../features/home/components/staff-home';
import { WebHome } from '../features/home/components/web-home';
import { PendingPage } from '../features/queue/components/pending-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { StaffManagementPage } from '../features/staff-management/components/staff-management-page';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { TemplatesPage } from '../features/templates/components/templates-page';
import { WebLayout } from '../features/web-shell/components/web-layout';
import { useAppPath, useRemoteProps } from './remote-props-context';
import { StaffLayout } from './staff-layout';

// Spec §2: every role except citizen may use the staff dashboard.
const isStaffSide = (role: string) => role !== 'citizen';

export function AppRoutes() {
  const { t } = useTranslation();
  const allowed = useAccessGuard(isStaffSide, 'access.staffOnly');
  const appPath = useAppPath();
  const { basePath } = useRemoteProps();
  if (!allowed) return <p role="status">{t('common.redirecting')}</p>;
  // Architecture §1a: /staff is the mobile-style dashboard, /web/staff the sidebar shell.
  const web = basePath.replace(/\/+$/, '').startsWith('/web');
  return (
    <RemoteRoutes>
      {web ? (
        <Route element={<WebLayout />}>
          <Route index element={<WebHome />} />
          <Route path="requests" element={<PendingPage titleKey="nav.requests" />} />
          <Route path="assignments" element={<TasksPage titleKey="nav.assignments" />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="staff" element={<StaffManagementPage />} />
          <Route path="templates" element={<TemplatesPage />} />
          <Route path="*" element={<Navigate to={appPath('/')} replace />} />
        </Route>
      ) : (
        <Route element={<StaffLayout />}>
          <Route index element={<StaffHome />} />
          <Route path="pending" element={<PendingPage />} />
          <Route path="tasks" element={<TasksPage />} />
          <Route path="*" element={<Navigate to={appPath('/')} replace />} />
        </Route>
      )}
    </RemoteRoutes>
  );
}
