import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '@cc/ui';
import { messageTemplateSchema } from '@cc/validation';
import type { MessageTemplateInput } from '@cc/types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useSchemaForm } from '../../../shared/hooks/use-schema-form';
import { createMessageTemplate } from '../api/create-message-template';
import { TemplatePreview } from './template-preview';

type TemplateValues = { type: string; category: string; title: string; titleHi: string; content: string; contentHi: string; language: string };

/** Add a message template (spec §5 Template): type sms and language both unless chosen. */
export function TemplateFormDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm<TemplateValues, MessageTemplateInput>({
    initial: { type: 'sms', category: '', title: '', titleHi: '', content: '', contentHi: '', language: 'both' },
    schema: messageTemplateSchema,
    toBody: (values) => values,
    save: createMessageTemplate,
    resource: 'message-templates',
    successText: t('templates.created'),
    onSaved: onClose,
  });
  const hint = t('templates.contentHint', { example: '{{name}}' });
  return (
    <FormDialog open title={t('templates.addTitle')} pending={form.pending} onSubmit={form.submit} onClose={onClose}>
      <SelectField
        label={t('templates.type')}
        options={(['sms', 'email'] as const).map((type) => ({ value: type, label: t(`templates.types.${type}`) }))}
        {...form.text('type')}
      />
      <TextField label={t('templates.category')} requiredMark autoComplete="off" {...form.text('category')} />
      <TextField label={t('templates.title')} requiredMark autoComplete="off" {...form.text('title')} />
      <TextField label={t('templates.titleHi')} lang="hi" autoComplete="off" {...form.text('titleHi')} />
      <TextAreaField label={t('templates.content')} requiredMark hint={hint} {...form.text('content')} />
      <TemplatePreview text={form.values.content} language="en" />
      <TextAreaField label={t('templates.contentHi')} lang="hi" hint={hint} {...form.text('contentHi')} />
      <TemplatePreview text={form.values.contentHi} language="hi" />
      <SelectField
        label={t('templates.language')}
        options={(['both', 'en', 'hi'] as const).map((language) => ({ value: language, label: t(`templates.languages.${language}`) }))}
        {...form.text('language')}
      />
    </FormDialog>
  );
}
