import { Navigate, Route } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { useAccessGuard } from '../hooks/use-access-guard';
import { CitizenHome } from '../features/home/components/citizen-home';
import { CitizenLayout } from './citizen-layout';
import { RemoteRoutes } from './remote-routes';
import { useAppPath } from './remote-props-context';

const isCitizen = (role: string) => role === 'citizen';

export function AppRoutes() {
  const { t } = useTranslation();
  const allowed = useAccessGuard(isCitizen, 'access.citizensOnly');
  const appPath = useAppPath();
  if (!allowed) return <p role="status">{t('common.redirecting')}</p>;
  return (
    <RemoteRoutes>
      <Route element={<CitizenLayout />}>
        <Route index element={<CitizenHome />} />
        <Route path="new" element={<ComingSoon titleKey="nav.newRequest" />} />
        <Route path="requests" element={<ComingSoon titleKey="nav.myRequests" />} />
        <Route path="*" element={<Navigate to={appPath('/')} replace />} />
      </Route>
    </RemoteRoutes>
  );
}
