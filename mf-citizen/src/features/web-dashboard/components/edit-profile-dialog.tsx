import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@cc/api-client';
import { Button, Dialog, TextField } from '@cc/ui';
import { profileUpdateSchema, validate, validationMessages, type MessageKey } from '@cc/validation';
import { useRemoteProps } from '../../../app/remote-props-context';
import { updateProfile, type ProfileInput } from '../api/update-profile';
import styles from './web-dashboard.module.css';

type Field = keyof ProfileInput;

/** Edit Profile: the shared joi rules run here first; the API repeats them and keeps e-mails unique. */
export function EditProfileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { user, language, shell } = useRemoteProps();
  const [values, setValues] = useState<ProfileInput>({ name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const text = (key: MessageKey) => validationMessages[key][language];
  const save = useMutation({ mutationFn: updateProfile });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(profileUpdateSchema, values, { stripUnknown: false });
    if (checked.errors) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, text(error.messageKey)])));
      return;
    }
    try {
      await save.mutateAsync(values);
      setErrors({});
      await shell.refreshSession();
      shell.toast({ title: t('common.successTitle'), description: text('profileUpdated'), variant: 'success' });
      onClose();
    } catch (error) {
      const body = (error instanceof ApiError ? error.body : null) as { messageKey?: string; field?: string } | null;
      const key = (body?.messageKey && body.messageKey in validationMessages ? body.messageKey : 'errorOccurred') as MessageKey;
      if (body?.field) setErrors({ [body.field]: text(key) });
      shell.toast({ title: t('common.errorTitle'), description: text(key), variant: 'destructive' });
    }
  };

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name] ?? null,
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('profile.editTitle')} closeLabel={t('common.close')}>
      <form noValidate onSubmit={onSubmit}>
        <TextField label={t('profile.name')} requiredMark required autoComplete="name" {...field('name')} />
        <TextField label={t('profile.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('profile.phone')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
