import { useTranslation } from 'react-i18next';
import { localized } from '@cc/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { SelectField, TextField } from '@cc/ui';
import { LOCATION_TYPES, locationSchema } from '@cc/validation';
import type { LocationInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { useRemoteProps } from '@cc/ui/remote';
import { createLocation } from '../api/create-location';
import { useLocations } from '@cc/api-client';

type LocationValues = { type: string; name: string; nameHi: string; code: string; parentId: string };

/** Add a location (spec §5 Location): its parent is one of the level above. */
export function LocationFormDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const queryClient = useQueryClient();
  const all = useLocations();
  const form = useSchemaForm<LocationValues, LocationInput>({
    initial: { type: 'district', name: '', nameHi: '', code: '', parentId: '' },
    schema: locationSchema,
    toBody: ({ parentId, ...values }) => ({ ...values, parentId: parentId ? Number(parentId) : null }),
    save: createLocation,
    resource: 'locations',
    successText: t('locations.created'),
    onSaved: () => {
      // The cascades and labels read the public list: they see the new place at once.
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
      onClose();
    },
  });
  const level = LOCATION_TYPES.indexOf(form.values.type as (typeof LOCATION_TYPES)[number]);
  const parentType = level > 0 ? LOCATION_TYPES[level - 1] : null;
  const parents = (all.data ?? [])
    .filter((location) => location.type === parentType)
    .map((location) => ({ value: String(location.id), label: localized(language, location.name, location.nameHi) }));
  return (
    <FormDialog open title={t('locations.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <SelectField
        label={t('locations.type')}
        requiredMark
        options={LOCATION_TYPES.map((type) => ({ value: type, label: t(`locations.types.${type}`) }))}
        {...form.text('type')}
        onChange={(event) => {
          form.setValue('type', event.target.value);
          form.setValue('parentId', '');
        }}
      />
      <TextField label={t('locations.name')} requiredMark autoComplete="off" {...form.text('name')} />
      <TextField label={t('locations.nameHi')} lang="hi" autoComplete="off" {...form.text('nameHi')} />
      <TextField label={t('locations.code')} requiredMark autoComplete="off" {...form.text('code')} />
      <SelectField label={t('locations.parent')} options={parents} placeholder={t('locations.noParent')} {...form.text('parentId')} disabled={form.pending || !parentType} />
    </FormDialog>
  );
}
