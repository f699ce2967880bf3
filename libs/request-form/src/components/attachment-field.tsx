import { useRef, type ChangeEvent } from 'react';
import { Button, CheckboxField } from '@cc/ui';
import { formatFileSize } from '../form-rules';
import styles from './request-form.module.css';

export interface AttachmentFieldProps {
  /** The file input's id: the form focuses it when the server refuses the file. */
  id: string;
  /** What the citizen picked. */
  original: File | null;
  /** What will be sent (a photo's smaller copy unless the original is asked for); null while it is prepared. */
  file: File | null;
  /** A smaller copy of the photo is being made. */
  preparing: boolean;
  /** A smaller copy is (being) made: offer to send the original instead. */
  resizable: boolean;
  sendOriginal: boolean;
  onSendOriginal(send: boolean): void;
  error: string | null;
  progress: number | null;
  disabled: boolean;
  t(key: string, vars?: Record<string, string | number>): string;
  onChoose(file: File): void;
  onRemove(): void;
}

/**
 * Optional file: its name and the size that will be sent once chosen, a remove button, the choice to
 * send a photo's original, and the real upload progress of the file sent.
 */
export function AttachmentField({ id, original, file, preparing, resizable, sendOriginal, onSendOriginal, error, progress, disabled, t, onChoose, onRemove }: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again after Remove still fires a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };
  const sizeText = (bytes: number) => {
    const size = formatFileSize(bytes);
    return t(`sizeUnits.${size.unit}`, { n: size.n });
  };
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
        {original ? null : (
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
      {original ? (
        <div className={styles.fileRow} data-testid="attachment-chosen">
          <span className={styles.fileName}>
            <span className="cc-visually-hidden">{t('fileChosen')}: </span>
            {original.name}
          </span>
          {/* Said when it changes: 'Preparing photo…', then the size that will be sent. */}
          <span className={styles.fileSize} aria-live="polite" data-testid="attachment-size">
            {file ? (
              <>
                <span className="cc-visually-hidden">{t('sizeToSend')}: </span>
                {sizeText(file.size)}
                {file !== original ? ` ${t('photoReduced', { size: sizeText(original.size) })}` : null}
              </>
            ) : preparing ? (
              t('preparingPhoto')
            ) : null}
          </span>
          <Button variant="secondary" size="small" disabled={disabled} aria-label={t('removeFile', { name: original.name })} onClick={onRemove}>
            {t('remove')}
          </Button>
        </div>
      ) : null}
      {original && resizable ? (
        <CheckboxField id={`${id}-original`} label={t('sendOriginalPhoto')} checked={sendOriginal} disabled={disabled} onChange={(event) => onSendOriginal(event.target.checked)} />
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
