import { useState } from 'react';
import { localized } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@cc/ui';
import type { Language, RequestListItem } from '@cc/types';
import { fillTemplate } from '../fill-template';
import { useResponseTemplates } from '../hooks/use-response-templates';

/**
 * Picking a template writes its text, placeholders filled from the request, into the remarks. A
 * template the request cannot fill completely writes nothing and says which placeholder is missing.
 */
export function TemplatePicker({ request, onPick }: { request: RequestListItem; onPick(text: string): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const templates = useResponseTemplates();
  const [problem, setProblem] = useState<string | null>(null);
  const list = templates.data ?? [];
  const pick = (id: string) => {
    const template = list.find((item) => String(item.id) === id);
    if (!template) return;
    const filled = fillTemplate(localized(language, template.content, template.contentHi), request);
    if (filled.ok) {
      setProblem(null);
      onPick(filled.text);
      return;
    }
    const names = [...filled.missing, ...filled.unknown].map((name) => t(`actions.placeholderNames.${name}`, { defaultValue: name }));
    setProblem(t('actions.templateCannotFill', { names: names.join(', ') }));
  };
  return (
    <SelectField
      label={t('actions.template')}
      hint={templates.isPending ? t('common.loading') : templates.isError ? t('actions.templatesUnavailable') : undefined}
      error={problem}
      placeholder={t('actions.templatePlaceholder')}
      disabled={!templates.isSuccess || list.length === 0}
      value=""
      onChange={(event) => pick(event.target.value)}
      options={list.map((item) => ({ value: String(item.id), label: localized(language, item.title, item.titleHi) }))}
    />
  );
}
