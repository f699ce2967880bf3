import { Navigate, Route } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { useAccessGuard } from '../hooks/use-access-guard';
import { StaffHome } from '../features/home/components/staff-home';
import { RemoteRoutes } from './remote-routes';
import { useAppPath } from './remote-props-context';
import { StaffLayout } from './staff-layout';

// Spec §2: every role except citizen may use the staff dashboard.
const isStaffSide = (role: string) => role !== 'citizen';

export function AppRoutes() {
  const { t } = useTranslation();
  const allowed = useAccessGuard(isStaffSide, 'access.staffOnly');
  const appPath = useAppPath();
  if (!allowed) return <p role="status">{t('common.redirecting')}</p>;
  return (
    <RemoteRoutes>
      <Route element={<StaffLayout />}>
        <Route index element={<StaffHome />} />
        <Route path="pending" element={<ComingSoon titleKey="nav.pending" />} />
        <Route path="tasks" element={<ComingSoon titleKey="nav.tasks" />} />
        <Route path="*" element={<Navigate to={appPath('/')} replace />} />
      </Route>
    </RemoteRoutes>
  );
}
