import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cc/ui';
import { codeLabel } from '@cc/i18n';
import { galleryItemSchema } from '@cc/validation';
import type { AdminGalleryItem, GalleryItemInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { createGalleryItem, updateGalleryItem } from '../api/save-gallery-item';
import { MediaUploadField } from './media-upload-field';

/** Spec §3 Gallery item categories and media types. */
const CATEGORIES = ['events', 'achievements', 'meetings', 'public-works', 'inauguration', 'community'] as const;
const MEDIA_TYPES = ['image', 'video', 'photo'] as const;

type GalleryValues = {
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  mediaType: string;
  mediaUrl: string;
  category: string;
  tags: string;
  capturedDate: string;
  sortOrder: string;
  isPublic: boolean;
  isActive: boolean;
};

/** Add or edit a gallery item (spec §5): the media URL comes from an upload or is typed in. */
export function GalleryFormDialog({ item, onClose }: { item: AdminGalleryItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = item !== null;
  const form = useSchemaForm<GalleryValues, GalleryItemInput>({
    initial: {
      title: item?.title ?? '',
      titleHi: item?.titleHi ?? '',
      description: item?.description ?? '',
      descriptionHi: item?.descriptionHi ?? '',
      mediaType: item?.mediaType ?? 'image',
      mediaUrl: item?.mediaUrl ?? '',
      category: item?.category ?? 'events',
      tags: item?.tags.join(', ') ?? '',
      capturedDate: item?.capturedDate ?? '',
      sortOrder: String(item?.sortOrder ?? 0),
      isPublic: item?.isPublic ?? true,
      isActive: item?.isActive ?? true,
    },
    schema: galleryItemSchema,
    toBody: ({ tags, ...values }) => ({
      ...values,
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    }),
    save: (body) => (editing ? updateGalleryItem(item.id, body) : createGalleryItem(body)),
    resource: 'gallery',
    successText: editing ? t('gallery.updated') : t('gallery.created'),
    onSaved: onClose,
  });
  const options = (codes: readonly string[], label: (code: string) => string) => codes.map((code) => ({ value: code, label: label(code) }));
  return (
    <FormDialog open title={editing ? t('gallery.editTitle') : t('gallery.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <TextField label={t('gallery.title')} requiredMark autoComplete="off" {...form.text('title')} />
      <TextField label={t('gallery.titleHi')} lang="hi" autoComplete="off" {...form.text('titleHi')} />
      <MediaUploadField
        disabled={form.pending}
        onUploaded={(result) => {
          form.setValue('mediaUrl', result.publicURL);
          form.setValue('mediaType', result.mediaType);
        }}
      />
      <TextField label={t('gallery.mediaUrl')} requiredMark autoComplete="off" {...form.text('mediaUrl')} />
      <SelectField label={t('gallery.mediaType')} options={options(MEDIA_TYPES, (code) => t(`gallery.mediaTypes.${code}`))} {...form.text('mediaType')} />
      <SelectField label={t('gallery.category')} options={options(CATEGORIES, (code) => codeLabel(t, 'galleryCategory', code))} {...form.text('category')} />
      <TextAreaField label={t('gallery.description')} {...form.text('description')} />
      <TextAreaField label={t('gallery.descriptionHi')} lang="hi" {...form.text('descriptionHi')} />
      <TextField label={t('gallery.tags')} hint={t('gallery.tagsHint')} autoComplete="off" {...form.text('tags')} />
      <TextField label={t('gallery.capturedDate')} type="date" {...form.text('capturedDate')} />
      <TextField label={t('gallery.sortOrder')} type="number" inputMode="numeric" {...form.text('sortOrder')} />
      <CheckboxField label={t('gallery.isPublic')} checked={form.values.isPublic} disabled={form.pending} onChange={(event) => form.setValue('isPublic', event.target.checked)} />
      <CheckboxField label={t('gallery.isActive')} checked={form.values.isActive} disabled={form.pending} onChange={(event) => form.setValue('isActive', event.target.checked)} />
    </FormDialog>
  );
}
