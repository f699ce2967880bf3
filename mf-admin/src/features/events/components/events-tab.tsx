import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@cc/ui';
import { codeLabel, formatDate, formatTime, localized } from '@cc/i18n';
import { officeDay, type AdminEvent } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useRemoteProps } from '@cc/ui/remote';
import { deleteEvent } from '../api/delete-event';
import { EventFormDialog } from './event-form-dialog';

/** Spec §2 events tab: list, add, edit, delete; public and active events show on /events without login. */
export function EventsTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<AdminEvent>('events');
  const [editing, setEditing] = useState<AdminEvent | null | undefined>(undefined);
  const removal = useDeleteItem<AdminEvent>({
    resource: 'events',
    remove: deleteEvent,
    failureTitle: t('common.errorTitle'),
    failureFallback: t('events.deleteFailed'),
    successText: t('events.deleted'),
  });
  const title = (event: AdminEvent) => localized(language, event.title, event.titleHi);
  // The office's day (spec §9, IST): the public page lists events from it on (the API decides; this only labels).
  const today = officeDay();

  const columns: Column<AdminEvent>[] = [
    { key: 'title', header: t('events.title'), cell: title },
    {
      key: 'date',
      header: t('events.date'),
      cell: (event) => (
        <>
          {formatDate(event.eventDate, language)}
          {event.eventTime ? `, ${formatTime(event.eventTime)}` : ''}
        </>
      ),
    },
    { key: 'category', header: t('events.category'), cell: (event) => codeLabel(t, 'eventCategory', event.category) },
    { key: 'priority', header: t('events.priority'), cell: (event) => t(`events.priorities.${event.priority}`) },
    {
      key: 'visibility',
      header: t('events.onPublicPage'),
      cell: (event) =>
        event.isPublic && event.isActive && event.eventDate >= today ? (
          <Badge tone="success">{t('events.shown')}</Badge>
        ) : (
          <Badge tone="outline">{!event.isActive ? t('common.inactive') : !event.isPublic ? t('events.notPublic') : t('events.past')}</Badge>
        ),
    },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.events')} searchLabel={t('list.searchIn.events')}
        list={list}
        columns={columns}
        emptyText={t('events.empty')}
        actions={<Button onClick={() => setEditing(null)}>{t('events.add')}</Button>}
        rowActions={(event) => (
          <>
            <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${title(event)}`} onClick={() => setEditing(event)}>
              {t('common.edit')}
            </Button>
            <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${title(event)}`} onClick={() => removal.ask(event)}>
              {t('common.delete')}
            </Button>
          </>
        )}
      />
      {editing !== undefined ? <EventFormDialog key={editing?.id ?? 'new'} event={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDeleteDialog name={removal.target ? title(removal.target) : null} pending={removal.pending} onConfirm={removal.confirm} onClose={removal.cancel} />
    </>
  );
}
