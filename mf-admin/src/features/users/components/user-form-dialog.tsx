import { useTranslation } from 'react-i18next';
import { localized, codeLabel } from '@cc/i18n';
import { CheckboxField, SelectField, TextField } from '@cc/ui';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@cc/validation';
import type { AdminUser, AdminUserCreateInput, AdminUserInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { useRemoteProps } from '@cc/ui/remote';
import { createUser } from '../api/create-user';
import { updateUser } from '../api/update-user';
import { useRoleOptions } from '../hooks/use-role-options';
import { LocationCascade } from './location-cascade';

const TEXT_FIELDS = ['username', 'name', 'email', 'phone', 'role', 'district', 'constituency', 'mandal', 'ward', 'address', 'department'] as const;

type UserValues = Record<(typeof TEXT_FIELDS)[number] | 'password', string> & { isActive: boolean };

function initialValues(user: AdminUser | null): UserValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, user?.[name] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  // Spec §5: a new user is a citizen unless the admin picks another role.
  return { ...values, role: user?.role ?? 'citizen', password: '', isActive: user?.isActive ?? true };
}

/** Add or edit a user (spec §5 Admin create user): the shared rules, the location cascade, no super_admin. */
export function UserFormDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const editing = user !== null;
  const roles = useRoleOptions();
  const form = useSchemaForm<UserValues, AdminUserInput>({
    initial: initialValues(user),
    schema: editing ? adminUserUpdateSchema : adminUserCreateSchema,
    toBody: ({ isActive, ...values }) => (editing ? { ...values, isActive } : values),
    // adminUserCreateSchema requires the password, so a body it passed carries one.
    save: (body) => (editing ? updateUser(user.id, body) : createUser(body as AdminUserCreateInput)),
    resource: 'users',
    successText: editing ? t('users.updated') : t('users.created'),
    onSaved: onClose,
  });
  // Spec §5/§6: super_admin is never offered; the user's own role stays listed even if inactive.
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== 'super_admin' && (role.isActive || role.name === form.values.role))
    .map((role) => ({ value: role.name, label: codeLabel(t, 'role', role.name, localized(language, role.displayName, role.displayNameHi)) }));
  if (form.values.role && form.values.role !== 'super_admin' && !roleOptions.some((option) => option.value === form.values.role)) {
    roleOptions.push({ value: form.values.role as string, label: codeLabel(t, 'role', form.values.role as string) });
  }

  return (
    <FormDialog open title={editing ? t('users.editTitle') : t('users.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <TextField label={t('users.username')} requiredMark autoComplete="off" {...form.text('username')} />
      <TextField
        label={t('users.password')}
        type="password"
        requiredMark={!editing}
        autoComplete="new-password"
        hint={editing ? t('users.passwordKeep') : undefined}
        {...form.text('password')}
      />
      <TextField label={t('users.name')} requiredMark autoComplete="off" {...form.text('name')} />
      <TextField label={t('users.email')} requiredMark type="email" autoComplete="off" {...form.text('email')} />
      <TextField label={t('users.phone')} requiredMark type="tel" inputMode="tel" autoComplete="off" {...form.text('phone')} />
      <SelectField label={t('users.role')} requiredMark options={roleOptions} placeholder={t('users.choose')} {...form.text('role')} />
      <LocationCascade values={form.values} errors={form.errors} disabled={form.pending} onChange={form.setValue} />
      <TextField label={t('users.ward')} autoComplete="off" {...form.text('ward')} />
      <TextField label={t('users.address')} autoComplete="off" {...form.text('address')} />
      <TextField label={t('users.department')} autoComplete="off" {...form.text('department')} />
      {editing ? (
        <CheckboxField
          label={t('users.isActive')}
          checked={form.values.isActive}
          disabled={form.pending}
          onChange={(event) => form.setValue('isActive', event.target.checked)}
        />
      ) : null}
    </FormDialog>
  );
}
