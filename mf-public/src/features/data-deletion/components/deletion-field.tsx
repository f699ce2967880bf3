import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './deletion-form.module.css';

interface DeletionFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** The refusal, already in the page's language; null when the field is fine. */
  error: ReactNode | null;
}

/**
 * One labelled input of the deletion page's forms, in the page's own styles: the label with its
 * required mark, the hint, and the error tied to the input by aria-describedby, so a screen reader
 * reads the hint and the refusal with the field.
 */
export function DeletionField({ id, label, hint, error, ...input }: DeletionFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input id={id} required aria-invalid={!!error} aria-describedby={error ? `${hintId} ${errorId}` : hintId} {...input} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
