import { useTranslation } from 'react-i18next';
import styles from './admin-list.module.css';

/** Spec §2/§9: at most 5 numbered buttons, a window around the current page. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** What the list is, for the navigation's name ("Users pages"). */
  label: string;
  /** A list's own count text instead of 'Showing X to Y of Z entries' (admin requests: 'Showing X of Y requests'). */
  summary?: string;
}

/** 'Showing X to Y of Z entries' and the page buttons (only when there is more than one page). */
export function Pagination({ page, pageSize, total, onPage, label, summary }: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className={styles.pager}>
      <p className={styles.showing} aria-live="polite">
        {summary ?? t('list.showing', { from, to, total })}
      </p>
      {pageCount > 1 ? (
        <nav aria-label={t('list.pages', { name: label })}>
          <ul className={styles.pageButtons}>
            <li>
              <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
                {t('list.previous')}
              </button>
            </li>
            {pageWindow(page, pageCount).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => onPage(number)}
                >
                  {number}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={styles.pageButton} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
                {t('list.next')}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
