import type { ReactNode } from 'react';
import { Button } from '@cc/ui';
import styles from './settings.module.css';

/** A settings card's one-line "add" form: its fields in a row, the submit button at the end. */
export function InlineAddForm({ onSubmit, pending, submitLabel, children }: { onSubmit: () => void; pending: boolean; submitLabel: string; children: ReactNode }) {
  return (
    <form
      noValidate
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.rowEnd}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
