import { useState } from 'react';
import { localized } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { Location as AdminLocation } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { DownloadButton } from '../../../shared/components/download-button';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useRemoteProps } from '@cc/ui/remote';
import { useLocations } from '@cc/api-client';
import { LocationFormDialog } from './location-form-dialog';

/** Spec §2 locations tab: search, add, download; no edit or delete. */
export function LocationsTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<AdminLocation>('locations');
  const all = useLocations();
  const [adding, setAdding] = useState(false);
  // The public list knows the Hindi name; an inactive parent is only in the row's own parentName.
  const parentName = (location: AdminLocation) => {
    const parent = location.parentId === null ? undefined : all.data?.find((item) => item.id === location.parentId);
    return parent ? localized(language, parent.name, parent.nameHi) : (location.parentName ?? '—');
  };

  const columns: Column<AdminLocation>[] = [
    { key: 'name', header: t('locations.name'), cell: (location) => localized(language, location.name, location.nameHi) },
    { key: 'type', header: t('locations.type'), cell: (location) => t(`locations.types.${location.type}`) },
    { key: 'code', header: t('locations.code'), cell: (location) => <code>{location.code}</code> },
    { key: 'parent', header: t('locations.parent'), cell: parentName },
    { key: 'status', header: t('users.status'), cell: (location) => (location.isActive ? t('common.active') : t('common.inactive')) },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.locations')} searchLabel={t('list.searchIn.locations')}
        list={list}
        columns={columns}
        emptyText={t('locations.empty')}
        actions={
          <>
            <Button onClick={() => setAdding(true)}>{t('locations.add')}</Button>
            <DownloadButton path="/api/admin/locations/export" />
          </>
        }
      />
      {adding ? <LocationFormDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
