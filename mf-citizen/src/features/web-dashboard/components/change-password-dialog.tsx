import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@cc/ui';
import { passwordChangeSchema, type PasswordChange } from '@cc/validation';
import { useChangePassword } from '../hooks/use-account-sessions';
import { useDialogForm } from '../hooks/use-dialog-form';
import styles from './web-dashboard.module.css';

type Field = keyof PasswordChange;
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password: the current one first (a session left open on a shared phone is not enough).
 * The shared joi rules run here; the API repeats them, adds the common-password list and logs
 * out every other device of the account.
 */
export function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const save = useChangePassword();
  const form = useDialogForm<PasswordChange>({
    schema: passwordChangeSchema,
    initial: EMPTY,
    send: (values) => save.mutateAsync(values),
    saved: { afterwards: onClose, messageKey: 'passwordChanged' },
  });
  const field = (name: Field) => ({ type: 'password', requiredMark: true, required: true, ...form.field(name) });

  return (
    <Dialog open onClose={onClose} title={t('account.changePasswordTitle')} closeLabel={t('common.close')}>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <p className={styles.muted}>{t('account.changePasswordHint')}</p>
        <TextField label={t('account.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
        <TextField label={t('account.newPassword')} autoComplete="new-password" {...field('newPassword')} />
        <TextField label={t('account.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('common.saving') : t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
