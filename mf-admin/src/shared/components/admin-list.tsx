import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, SearchForm, type Column } from '@cc/ui';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import type { PagedList } from '../hooks/use-paged-list';
import { Pagination } from './pagination';
import styles from './admin-list.module.css';

export type { Column } from '@cc/ui';

interface AdminListProps<T extends { id: number }> {
  title: string;
  /** The search box's name, e.g. "Search roles" (its own text: Hindi inflects the noun). */
  searchLabel: string;
  list: PagedList<T>;
  columns: Column<T>[];
  /** Shows the page's items some other way than the table (the gallery's card grid); `columns` then go unused. */
  renderItems?(items: T[]): ReactNode;
  /** 'No users found' and the like (spec §2). */
  emptyText: string;
  /** Add, Download...: shown next to the search. */
  actions?: ReactNode;
  /** Edit and Delete of one row, if the list has any. */
  rowActions?(item: T): ReactNode;
}

/**
 * An admin list (spec §2): search on the button or Enter (back to page 1), a table read 10 rows at a
 * time from the server, 'Showing X to Y of Z entries' and at most 5 page buttons.
 */
export function AdminList<T extends { id: number }>({ title, searchLabel, list, columns, renderItems, emptyText, actions, rowActions }: AdminListProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { query } = list;
  const data = query.data;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <SearchForm list={list} label={searchLabel} buttonLabel={t('list.search')} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {renderItems ? renderItems(data.items) : null}
          {renderItems ? null : (
            <DataTable
              columns={rowActions ? [...columns, { key: 'actions', header: t('list.actions'), cell: (item: T) => <div className={styles.rowActions}>{rowActions(item)}</div> }] : columns}
              rows={data.items}
              rowKey={(item) => item.id}
              labelledBy={headingId}
              busy={query.isFetching}
            />
          )}
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} label={title} />
        </>
      )}
    </section>
  );
}
