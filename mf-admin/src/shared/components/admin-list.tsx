import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import type { PagedList } from '../hooks/use-paged-list';
import { Pagination } from './pagination';
import { SearchForm } from './search-form';
import styles from './admin-list.module.css';

export interface Column<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
}

interface AdminListProps<T extends { id: number }> {
  title: string;
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
export function AdminList<T extends { id: number }>({ title, list, columns, renderItems, emptyText, actions, rowActions }: AdminListProps<T>) {
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
      <SearchForm list={list} label={t('list.searchLabel', { name: title })} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <ErrorState />
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {renderItems ? renderItems(data.items) : null}
          {/* A focusable, named region so the table can be scrolled sideways by keyboard at 360 px (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          {renderItems ? null : <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className={styles.table} aria-busy={query.isFetching || undefined}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.header}
                    </th>
                  ))}
                  {rowActions ? <th scope="col">{t('list.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    {columns.map((column) => (
                      <td key={column.key}>{column.cell(item)}</td>
                    ))}
                    {rowActions ? (
                      <td>
                        <div className={styles.rowActions}>{rowActions(item)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>}
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} label={title} />
        </>
      )}
    </section>
  );
}
