import { useId } from 'react';
import { Button } from './button';
import styles from './search-form.module.css';

/** What a searched list gives its search box: the text being typed, and "search now" (back to page 1). */
export interface SearchDraft {
  draft: string;
  setDraft(value: string): void;
  applySearch(): void;
}

/**
 * The one search box of a server-searched list (admin lists, admin requests, the staff team): it runs on
 * the button or Enter (spec §2), never while typing, so each search is one call.
 */
export function SearchForm({ list, label, buttonLabel, placeholder }: { list: SearchDraft; label: string; buttonLabel: string; placeholder?: string }) {
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
        {buttonLabel}
      </Button>
    </form>
  );
}
