import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { AppHeader } from '@cc/ui/remote';
import { openDownload } from '../shared/api/admin-list';
import { Tabs } from '../shared/components/tabs';
import { DashboardTab } from '../features/dashboard/components/dashboard-tab';
import { EventsTab } from '../features/events/components/events-tab';
import { GalleryTab } from '../features/gallery/components/gallery-tab';
import { LocationsTab } from '../features/locations/components/locations-tab';
import { RequestTypesTab } from '../features/request-types/components/request-types-tab';
import { RolesTab } from '../features/roles/components/roles-tab';
import { SettingsTab } from '../features/settings/components/settings-tab';
import { SocialTab } from '../features/social/components/social-tab';
import { TemplatesTab } from '../features/templates/components/templates-tab';
import { UsersTab } from '../features/users/components/users-tab';
import { DataDeletionTab } from '../features/data-deletion/components/data-deletion-tab';
import { ReopenAppealsTab } from '../features/reopen-appeals/components/reopen-appeals-tab';
import { AuditLogTab } from '../features/audit-log/components/audit-log-tab';
import styles from './admin-dashboard.module.css';

// Spec §2: ten tabs, plus the data deletion requests, the reopen appeals and the audit log of every
// admin write (docs/decisions/0016-admin-console-screens.md).
const TABS = ['dashboard', 'users', 'roles', 'requestTypes', 'locations', 'templates', 'events', 'gallery', 'social', 'settings', 'dataDeletion', 'reopenAppeals', 'auditLog'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, () => ReactNode> = {
  dashboard: () => <DashboardTab />,
  users: () => <UsersTab />,
  roles: () => <RolesTab />,
  requestTypes: () => <RequestTypesTab />,
  locations: () => <LocationsTab />,
  templates: () => <TemplatesTab />,
  events: () => <EventsTab />,
  gallery: () => <GalleryTab />,
  social: () => <SocialTab />,
  settings: () => <SettingsTab />,
  dataDeletion: () => <DataDeletionTab />,
  reopenAppeals: () => <ReopenAppealsTab />,
  auditLog: () => <AuditLogTab />,
};

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /admin: the Admin Dashboard; the open tab is kept in `?tab=` so a reload or a link returns to it. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'dashboard';
  return (
    <div className={styles.layout}>
      <AppHeader actions={<Button variant="secondary" onClick={() => openDownload('/api/admin/database/export')}>{t('home.exportDatabase')}</Button>}>
        <h1>{t('home.title')}</h1>
      </AppHeader>
      <main>
        <Tabs
          items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          selected={tab}
          onSelect={(key) => setParams(key === 'dashboard' ? {} : { tab: key }, { replace: true })}
          label={t('tabs.label')}
          idPrefix="admin"
        >
          {PANELS[tab]()}
        </Tabs>
      </main>
    </div>
  );
}
