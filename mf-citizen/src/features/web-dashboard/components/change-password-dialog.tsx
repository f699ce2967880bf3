import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@cc/api-client';
import { Button, Dialog, TextField } from '@cc/ui';
import { passwordChangeSchema, validate, validationMessages, type MessageKey, type PasswordChange } from '@cc/validation';
import { useRemoteProps } from '../../../app/remote-props-context';
import { useChangePassword } from '../hooks/use-account-sessions';
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
  const { language, shell } = useRemoteProps();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const text = (key: MessageKey) => validationMessages[key][language];
  const save = useChangePassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(passwordChangeSchema, values, { stripUnknown: false });
    if (checked.errors) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, text(error.messageKey)])));
      return;
    }
    try {
      await save.mutateAsync(values);
      shell.toast({ title: t('common.successTitle'), description: text('passwordChanged'), variant: 'success' });
      onClose();
    } catch (error) {
      const body = (error instanceof ApiError ? error.body : null) as { messageKey?: string; field?: string } | null;
      const key = (body?.messageKey && body.messageKey in validationMessages ? body.messageKey : 'errorOccurred') as MessageKey;
      if (body?.field) setErrors({ [body.field]: text(key) });
      shell.toast({ title: t('common.errorTitle'), description: text(key), variant: 'destructive' });
    }
  };

  const field = (name: Field) => ({
    type: 'password',
    requiredMark: true,
    required: true,
    value: values[name],
    error: errors[name] ?? null,
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Dialog open onClose={onClose} title={t('account.changePasswordTitle')} closeLabel={t('common.close')}>
      <form noValidate onSubmit={onSubmit}>
        <p className={styles.muted}>{t('account.changePasswordHint')}</p>
        <TextField label={t('account.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
        <TextField label={t('account.newPassword')} autoComplete="new-password" {...field('newPassword')} />
        <TextField label={t('account.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
