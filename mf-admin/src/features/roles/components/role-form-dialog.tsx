import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cc/ui';
import { roleSchema } from '@cc/validation';
import type { Role, RoleInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { createRole } from '../api/create-role';
import { updateRole } from '../api/update-role';

const LEVELS = ['0', '1', '2', '3', '4', '5'].map((level) => ({ value: level, label: level }));

type RoleValues = { name: string; displayName: string; displayNameHi: string; description: string; escalationLevel: string; isActive: boolean };

/** Add or edit a role (spec §5 Role); a system role keeps its name (spec §6). */
export function RoleFormDialog({ role, onClose }: { role: Role | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = role !== null;
  const form = useSchemaForm<RoleValues, RoleInput>({
    initial: {
      name: role?.name ?? '',
      displayName: role?.displayName ?? '',
      displayNameHi: role?.displayNameHi ?? '',
      description: role?.description ?? '',
      escalationLevel: String(role?.escalationLevel ?? 0),
      isActive: role?.isActive ?? true,
    },
    schema: roleSchema,
    toBody: (values) => values,
    save: (body) => (editing ? updateRole(role.id, body) : createRole(body)),
    resource: 'roles',
    successText: editing ? t('roles.updated') : t('roles.created'),
    onSaved: onClose,
  });
  const locked = !!role?.isSystem;
  return (
    <FormDialog open title={editing ? t('roles.editTitle') : t('roles.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <TextField
        label={t('roles.name')}
        requiredMark
        autoComplete="off"
        {...form.text('name')}
        readOnly={locked}
        hint={locked ? t('roles.nameLocked') : undefined}
      />
      <TextField label={t('roles.displayName')} requiredMark autoComplete="off" {...form.text('displayName')} />
      <TextField label={t('roles.displayNameHi')} lang="hi" autoComplete="off" {...form.text('displayNameHi')} />
      <TextAreaField label={t('roles.description')} {...form.text('description')} />
      <SelectField label={t('roles.escalationLevel')} options={LEVELS} {...form.text('escalationLevel')} />
      <CheckboxField
        label={t('roles.isActive')}
        checked={form.values.isActive}
        disabled={form.pending}
        onChange={(event) => form.setValue('isActive', event.target.checked)}
      />
    </FormDialog>
  );
}
