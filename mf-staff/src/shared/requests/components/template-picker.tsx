import { localized } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@cc/ui';
import type { Language, RequestListItem } from '@cc/types';
import { fillTemplate } from '../fill-template';
import { useResponseTemplates } from '../hooks/use-response-templates';

/** Picking a template writes its text, placeholders filled from the request, into the remarks. */
export function TemplatePicker({ request, onPick }: { request: RequestListItem; onPick(text: string): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const templates = useResponseTemplates();
  const list = templates.data ?? [];
  const pick = (id: string) => {
    const template = list.find((item) => String(item.id) === id);
    if (!template) return;
    const text = localized(language, template.content, template.contentHi);
    onPick(fillTemplate(text, request, { remarks: '' }).replace(/\s*:\s*$/, ''));
  };
  return (
    <SelectField
      label={t('actions.template')}
      hint={templates.isPending ? t('common.loading') : templates.isError ? t('actions.templatesUnavailable') : undefined}
      placeholder={t('actions.templatePlaceholder')}
      disabled={!templates.isSuccess || list.length === 0}
      value=""
      onChange={(event) => pick(event.target.value)}
      options={list.map((item) => ({ value: String(item.id), label: localized(language, item.title, item.titleHi) }))}
    />
  );
}
