import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, TextField } from '@cc/ui';
import { profileUpdateSchema } from '@cc/validation';
import { useRemoteProps } from '@cc/ui/remote';
import { updateProfile, type ProfileInput } from '../api/update-profile';
import { useDialogForm } from '../hooks/use-dialog-form';
import styles from './web-dashboard.module.css';

type Field = keyof ProfileInput;

/** Edit Profile: the shared joi rules run here first; the API repeats them and keeps e-mails unique. */
export function EditProfileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { user, shell } = useRemoteProps();
  const save = useMutation({ mutationFn: updateProfile });
  const form = useDialogForm<ProfileInput>({
    schema: profileUpdateSchema,
    initial: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    send: (values) => save.mutateAsync(values),
    saved: {
      afterwards: async () => {
        await shell.refreshSession();
        onClose();
      },
      messageKey: 'profileUpdated',
    },
  });
  const field = (name: Field) => form.field(name);

  return (
    <Dialog open={open} onClose={onClose} title={t('profile.editTitle')} closeLabel={t('common.close')}>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <TextField label={t('profile.name')} requiredMark required autoComplete="name" {...field('name')} />
        <TextField label={t('profile.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('profile.phone')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
