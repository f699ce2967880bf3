import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@cc/ui';
import { useRemoteProps } from '@cc/ui/remote';
import styles from './web-dashboard.module.css';

// The profile rules (joi) load only when the dialog is opened.
const EditProfileDialog = lazy(() => import('./edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })));
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

export function ProfileCard() {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <Card title={t('profile.title')} headingLevel={2}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>{user?.name}</dd>
        </div>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{user?.email || t('common.notProvided')}</dd>
        </div>
        <div>
          <dt>{t('profile.phone')}</dt>
          <dd>{user?.phone || t('common.notProvided')}</dd>
        </div>
      </dl>
      <div className={styles.sessionActions}>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('profile.edit')}
        </Button>
        <Button variant="secondary" onClick={() => setChangingPassword(true)}>
          {t('account.changePassword')}
        </Button>
      </div>
      {/* Mounted only while open, so it starts from the current profile each time. */}
      {editing ? (
        <Suspense fallback={null}>
          <EditProfileDialog open onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {changingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
