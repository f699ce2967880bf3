import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { SocialHandle } from '@cc/types';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { Pagination } from '../../../shared/components/pagination';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { deleteHandle } from '../api/delete-handle';
import { HandleCard } from './handle-card';
import { HandleFormDialog } from './handle-form-dialog';
import { RecentPosts } from './recent-posts';
import styles from './social.module.css';

/** Spec §2 social tab: handle cards with add, edit, delete, plus the 5 most recent posts. */
export function SocialTab() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedList<SocialHandle>('social');
  const [editing, setEditing] = useState<SocialHandle | null | undefined>(undefined);
  const removal = useDeleteItem<SocialHandle>({
    resource: 'social',
    remove: deleteHandle,
    failureTitle: t('common.errorTitle'),
    failureFallback: t('social.deleteFailed'),
    successText: t('social.deleted'),
  });
  const { query } = list;
  return (
    <div className={styles.layout}>
      <section aria-labelledby={headingId} className={styles.section}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {t('social.handles')}
          </h2>
          <Button onClick={() => setEditing(null)}>{t('social.add')}</Button>
        </div>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <p className={styles.empty}>{t('social.empty')}</p>
        ) : (
          <>
            <ul className={styles.cards}>
              {query.data.items.map((handle) => (
                <HandleCard key={handle.id} handle={handle} onEdit={() => setEditing(handle)} onDelete={() => removal.ask(handle)} />
              ))}
            </ul>
            <Pagination page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} onPage={list.setPage} label={t('social.handles')} />
          </>
        )}
      </section>
      <RecentPosts />
      {editing !== undefined ? <HandleFormDialog key={editing?.id ?? 'new'} handle={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDeleteDialog
        name={removal.target ? `${removal.target.displayName} (@${removal.target.username})` : null}
        pending={removal.pending}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </div>
  );
}
