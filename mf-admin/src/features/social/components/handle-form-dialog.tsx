import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '@cc/ui';
import { SOCIAL_PLATFORMS, socialHandleSchema } from '@cc/validation';
import type { SocialHandle, SocialHandleInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { createHandle } from '../api/create-handle';
import { updateHandle } from '../api/update-handle';

type HandleValues = { platform: string; username: string; displayName: string; profileUrl: string; isActive: boolean; autoSync: boolean };

/** Add or edit a social media handle (spec §5 Social handle; autoSync off by default). */
export function HandleFormDialog({ handle, onClose }: { handle: SocialHandle | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = handle !== null;
  const form = useSchemaForm<HandleValues, SocialHandleInput>({
    initial: {
      platform: handle?.platform ?? 'twitter',
      username: handle?.username ?? '',
      displayName: handle?.displayName ?? '',
      profileUrl: handle?.profileUrl ?? '',
      isActive: handle?.isActive ?? true,
      autoSync: handle?.autoSync ?? false,
    },
    schema: socialHandleSchema,
    toBody: (values) => values,
    save: (body) => (editing ? updateHandle(handle.id, body) : createHandle(body)),
    resource: 'social',
    successText: editing ? t('social.updated') : t('social.created'),
    onSaved: onClose,
  });
  const platforms = SOCIAL_PLATFORMS.map((code) => ({ value: code, label: t(`social.platforms.${code}`) }));
  return (
    <FormDialog open title={editing ? t('social.editTitle') : t('social.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <SelectField label={t('social.platform')} requiredMark options={platforms} {...form.text('platform')} />
      <TextField label={t('social.username')} requiredMark autoComplete="off" {...form.text('username')} />
      <TextField label={t('social.displayName')} requiredMark autoComplete="off" {...form.text('displayName')} />
      <TextField label={t('social.profileUrl')} requiredMark type="url" inputMode="url" autoComplete="off" {...form.text('profileUrl')} />
      <CheckboxField
        label={t('social.isActive')}
        checked={form.values.isActive}
        disabled={form.pending}
        onChange={(change) => form.setValue('isActive', change.target.checked)}
      />
      <CheckboxField
        label={t('social.autoSync')}
        hint={t('social.autoSyncHint')}
        checked={form.values.autoSync}
        disabled={form.pending}
        onChange={(change) => form.setValue('autoSync', change.target.checked)}
      />
    </FormDialog>
  );
}
