import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { codeLabel, localized } from '@cc/i18n';
import type { MessageTemplate } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useRemoteProps } from '@cc/ui/remote';
import { TemplateFormDialog } from './template-form-dialog';

/** Spec §2 templates tab: search and add only. */
export function TemplatesTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<MessageTemplate>('message-templates');
  const [adding, setAdding] = useState(false);

  const columns: Column<MessageTemplate>[] = [
    { key: 'title', header: t('templates.title'), cell: (template) => localized(language, template.title, template.titleHi) },
    { key: 'category', header: t('templates.category'), cell: (template) => codeLabel(t, 'templateCategory', template.category) },
    { key: 'type', header: t('templates.type'), cell: (template) => t(`templates.types.${template.type}`) },
    { key: 'language', header: t('templates.language'), cell: (template) => t(`templates.languages.${template.language}`) },
    { key: 'status', header: t('users.status'), cell: (template) => (template.isActive ? t('common.active') : t('common.inactive')) },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.templates')} searchLabel={t('list.searchIn.templates')}
        list={list}
        columns={columns}
        emptyText={t('templates.empty')}
        actions={<Button onClick={() => setAdding(true)}>{t('templates.add')}</Button>}
      />
      {adding ? <TemplateFormDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
