import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import styles from './search-form.module.css';

/** What a searched list gives its search box: the text being typed, and "search now" (back to page 1). */
export interface SearchDraft {
  draft: string;
  setDraft(value: string): void;
  applySearch(): void;
}

/** Spec §2: every admin search runs on the Search button or Enter, never while typing. */
export function SearchForm({ list, label, placeholder }: { list: SearchDraft; label: string; placeholder?: string }) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        list.applySearch();
      }}
    >
      <label htmlFor={searchId} className={styles.searchLabel}>
        {label}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.searchInput}
        placeholder={placeholder}
        value={list.draft}
        onChange={(event) => list.setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('list.search')}
      </Button>
    </form>
  );
}
