import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cc/ui';
import { REQUEST_TYPE_VISIBILITIES, requestTypeSchema } from '@cc/validation';
import type { RequestTypeAdmin, RequestTypeInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { createRequestType } from '../api/create-request-type';
import { updateRequestType } from '../api/update-request-type';

const TEXTS = ['name', 'displayName', 'displayNameHi', 'description', 'descriptionHi', 'department', 'departmentHi'] as const;
type TypeValues = Record<(typeof TEXTS)[number] | 'standardResponseTime' | 'visibility', string> & { isActive: boolean };

/** Add or edit a request type (spec §5 Request type): response time at least 1 hour, default 72. */
export function RequestTypeFormDialog({ type, onClose }: { type: RequestTypeAdmin | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = type !== null;
  const form = useSchemaForm<TypeValues, RequestTypeInput>({
    initial: {
      ...(Object.fromEntries(TEXTS.map((name) => [name, type?.[name] ?? ''])) as Record<(typeof TEXTS)[number], string>),
      standardResponseTime: String(type?.standardResponseTime ?? 72),
      isActive: type?.isActive ?? true,
      // A new type publishes nothing until the admin says its requests are street matters.
      visibility: type?.visibility ?? 'private',
    },
    schema: requestTypeSchema,
    toBody: (values) => values,
    save: (body) => (editing ? updateRequestType(type.id, body) : createRequestType(body)),
    resource: 'request-types',
    successText: editing ? t('requestTypes.updated') : t('requestTypes.created'),
    onSaved: onClose,
  });
  return (
    <FormDialog
      open
      title={editing ? t('requestTypes.editTitle') : t('requestTypes.addTitle')}
      pending={form.pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextField label={t('requestTypes.name')} requiredMark autoComplete="off" {...form.text('name')} />
      <TextField label={t('requestTypes.displayName')} requiredMark autoComplete="off" {...form.text('displayName')} />
      <TextField label={t('requestTypes.displayNameHi')} lang="hi" autoComplete="off" {...form.text('displayNameHi')} />
      <TextAreaField label={t('requestTypes.description')} {...form.text('description')} />
      <TextAreaField label={t('requestTypes.descriptionHi')} lang="hi" {...form.text('descriptionHi')} />
      <TextField label={t('requestTypes.department')} autoComplete="off" {...form.text('department')} />
      <TextField label={t('requestTypes.departmentHi')} lang="hi" autoComplete="off" {...form.text('departmentHi')} />
      <TextField
        label={t('requestTypes.standardResponseTime')}
        requiredMark
        type="number"
        min={1}
        inputMode="numeric"
        {...form.text('standardResponseTime')}
      />
      <SelectField
        label={t('requestTypes.visibility')}
        requiredMark
        hint={t('requestTypes.visibilityHint')}
        options={REQUEST_TYPE_VISIBILITIES.map((value) => ({ value, label: t(`requestTypes.visibilities.${value}`) }))}
        {...form.text('visibility')}
      />
      <CheckboxField
        label={t('requestTypes.isActive')}
        checked={form.values.isActive}
        disabled={form.pending}
        onChange={(event) => form.setValue('isActive', event.target.checked)}
      />
    </FormDialog>
  );
}
