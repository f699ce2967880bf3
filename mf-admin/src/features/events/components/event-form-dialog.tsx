import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cc/ui';
import { codeLabel } from '@cc/i18n';
import { EVENT_CATEGORIES, EVENT_PRIORITIES, eventSchema } from '@cc/validation';
import type { AdminEvent, EventInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { createEvent } from '../api/create-event';
import { updateEvent } from '../api/update-event';

type EventValues = {
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  eventDate: string;
  eventTime: string;
  location: string;
  locationHi: string;
  category: string;
  priority: string;
  imageUrl: string;
  externalLink: string;
  isPublic: boolean;
  isActive: boolean;
};

/** Add or edit an event (spec §5 Event: title, date and category required; priority medium, public and active by default). */
export function EventFormDialog({ event, onClose }: { event: AdminEvent | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = event !== null;
  const form = useSchemaForm<EventValues, EventInput>({
    initial: {
      title: event?.title ?? '',
      titleHi: event?.titleHi ?? '',
      description: event?.description ?? '',
      descriptionHi: event?.descriptionHi ?? '',
      eventDate: event?.eventDate ?? '',
      eventTime: event?.eventTime ?? '',
      location: event?.location ?? '',
      locationHi: event?.locationHi ?? '',
      category: event?.category ?? '',
      priority: event?.priority ?? 'medium',
      imageUrl: event?.imageUrl ?? '',
      externalLink: event?.externalLink ?? '',
      isPublic: event?.isPublic ?? true,
      isActive: event?.isActive ?? true,
    },
    schema: eventSchema,
    toBody: (values) => values,
    save: (body) => (editing ? updateEvent(event.id, body) : createEvent(body)),
    resource: 'events',
    successText: editing ? t('events.updated') : t('events.created'),
    onSaved: onClose,
  });
  const categories = EVENT_CATEGORIES.map((code) => ({ value: code, label: codeLabel(t, 'eventCategory', code) }));
  const priorities = EVENT_PRIORITIES.map((code) => ({ value: code, label: t(`events.priorities.${code}`) }));
  const flag = (name: 'isPublic' | 'isActive', label: string, hint: string) => (
    <CheckboxField label={label} hint={hint} checked={form.values[name]} disabled={form.pending} onChange={(change) => form.setValue(name, change.target.checked)} />
  );
  return (
    <FormDialog open title={editing ? t('events.editTitle') : t('events.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <TextField label={t('events.title')} requiredMark autoComplete="off" {...form.text('title')} />
      <TextField label={t('events.titleHi')} lang="hi" autoComplete="off" {...form.text('titleHi')} />
      <TextAreaField label={t('events.description')} {...form.text('description')} />
      <TextAreaField label={t('events.descriptionHi')} lang="hi" {...form.text('descriptionHi')} />
      <TextField label={t('events.date')} requiredMark type="date" {...form.text('eventDate')} />
      <TextField label={t('events.time')} type="time" hint={t('events.timeHint')} {...form.text('eventTime')} />
      <TextField label={t('events.location')} autoComplete="off" {...form.text('location')} />
      <TextField label={t('events.locationHi')} lang="hi" autoComplete="off" {...form.text('locationHi')} />
      <SelectField label={t('events.category')} requiredMark placeholder={t('events.chooseCategory')} options={categories} {...form.text('category')} />
      <SelectField label={t('events.priority')} options={priorities} {...form.text('priority')} />
      <TextField label={t('events.imageUrl')} type="url" inputMode="url" autoComplete="off" hint={t('events.imageUrlHint')} {...form.text('imageUrl')} />
      <TextField label={t('events.externalLink')} type="url" inputMode="url" autoComplete="off" {...form.text('externalLink')} />
      {flag('isPublic', t('events.isPublic'), t('events.isPublicHint'))}
      {flag('isActive', t('events.isActive'), t('events.isActiveHint'))}
    </FormDialog>
  );
}
