import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
}

/**
 * The one table of a paged list (admin lists, the staff team). It sits in a focusable, named region so
 * it can be scrolled sideways by keyboard at 360 px (WCAG 2.1.1); `labelledBy` names that region.
 */
export function DataTable<T>({ columns, rows, rowKey, labelledBy, busy }: { columns: Column<T>[]; rows: T[]; rowKey(item: T): string | number; labelledBy: string; busy?: boolean }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={rowKey(item)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
