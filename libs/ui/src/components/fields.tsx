import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldChrome {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown after the label; the input still carries `required` for assistive tech. */
  requiredMark?: boolean;
}

function useFieldIds(givenId?: string) {
  const auto = useId();
  const id = givenId ?? `f${auto.replace(/:/g, '')}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(ids: { errorId: string; hintId: string }, error?: string | null, hint?: ReactNode): string | undefined {
  const list = [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ');
  return list || undefined;
}

function Messages({ ids, error, hint }: { ids: { errorId: string; hintId: string }; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ htmlFor, label, requiredMark }: { htmlFor: string; label: ReactNode; requiredMark?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {requiredMark ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldChrome {
  /** A control drawn inside the input's end, e.g. a show/hide password button. */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, requiredMark, trailing, id: givenId, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <Label htmlFor={ids.id} label={label} requiredMark={requiredMark} />
      <div className={styles.control}>
        <input
          id={ids.id}
          className={[styles.input, trailing ? styles.withTrailing : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          {...input}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {}

export function TextAreaField({ label, error, hint, requiredMark, id: givenId, className, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <Label htmlFor={ids.id} label={label} requiredMark={requiredMark} />
      <textarea
        id={ids.id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        rows={3}
        {...area}
      />
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldChrome {
  options: SelectOption[];
  placeholder?: string;
}

export function SelectField({ label, error, hint, requiredMark, options, placeholder, id: givenId, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <Label htmlFor={ids.id} label={label} requiredMark={requiredMark} />
      <select
        id={ids.id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>, Omit<FieldChrome, 'requiredMark'> {}

export function CheckboxField({ label, error, hint, id: givenId, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          id={ids.id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          {...input}
        />
        <label htmlFor={ids.id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}
