import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@cc/ui';
import { useRequestPages, type RequestListParams } from '@cc/api-client';
import type { RequestListItem } from '@cc/types';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import styles from './request-list.module.css';

interface RequestListProps {
  params: RequestListParams;
  label: string;
  emptyTitle: string;
  renderItem(request: RequestListItem): ReactNode;
  enabled?: boolean;
  /** Show only the first page, without Load more (home previews). */
  firstPageOnly?: boolean;
}

/** Loading, error, empty and the list itself, with Load more over the keyset cursor. */
export function RequestList({ params, label, emptyTitle, renderItem, enabled = true, firstPageOnly = false }: RequestListProps) {
  const { t } = useTranslation();
  const list = useRequestPages(params, enabled);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((request) => (
          <li key={request.id}>{renderItem(request)}</li>
        ))}
      </ul>
      {!firstPageOnly && list.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('common.loading') : t('common.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
