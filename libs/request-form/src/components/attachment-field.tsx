import { useId, useRef, type ChangeEvent } from 'react';
import { Button } from '@cc/ui';
import { formatFileSize } from '../form-rules';
import styles from './request-form.module.css';

export interface AttachmentFieldProps {
  file: File | null;
  error: string | null;
  progress: number | null;
  disabled: boolean;
  t(key: string, vars?: Record<string, string | number>): string;
  onChoose(file: File): void;
  onRemove(): void;
}

/** Optional file: name and size once chosen, a remove button, and the real upload progress. */
export function AttachmentField({ file, error, progress, disabled, t, onChoose, onRemove }: AttachmentFieldProps) {
  const id = `att${useId().replace(/:/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again after Remove still fires a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };
  const size = file ? formatFileSize(file.size) : null;
  return (
    <div className={styles.attachment}>
      <label htmlFor={id} className={styles.label}>
        {t('attachment')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('attachmentHint')}
      </p>
      {/* The native input stays the control (label, focus, keyboard, file picker) but is drawn
          transparent over our own button and status: the browser's 'Choose File / No file chosen'
          would otherwise be in the browser's language, not the page's. */}
      <div className={styles.picker}>
        <input
          ref={input}
          id={id}
          type="file"
          className={styles.fileInput}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={onChange}
        />
        <span className={styles.chooseButton} aria-hidden="true">
          {t('chooseFile')}
        </span>
        {file ? null : (
          <span className={styles.pickerStatus} aria-hidden="true">
            {t('noFileChosen')}
          </span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {file && size ? (
        <div className={styles.fileRow} data-testid="attachment-chosen">
          <span className={styles.fileName}>
            <span className="cc-visually-hidden">{t('fileChosen')}: </span>
            {file.name}
          </span>
          <span className={styles.fileSize}>{t(`sizeUnits.${size.unit}`, { n: size.n })}</span>
          <Button variant="secondary" size="small" disabled={disabled} aria-label={t('removeFile', { name: file.name })} onClick={onRemove}>
            {t('remove')}
          </Button>
        </div>
      ) : null}
      {progress !== null ? (
        <div className={styles.progressRow}>
          <progress className={styles.progress} max={100} value={progress} aria-label={t('uploadProgress')} />
          <span aria-live="polite">{t('uploading', { percent: progress })}</span>
        </div>
      ) : null}
    </div>
  );
}
