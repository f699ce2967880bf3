import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaPublicUrl } from '@cc/types';
import { useMediaUpload } from '../hooks/use-media-upload';
import styles from './gallery.module.css';

/** A file picker for images and videos with the upload's progress bar (spec §4: 0, 25, 75, 100). */
export function MediaUploadField({ disabled, onUploaded }: { disabled: boolean; onUploaded(result: MediaPublicUrl): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const media = useMediaUpload(onUploaded);
  return (
    <div className={styles.upload}>
      {/* The native control is hidden: its "Choose File" text is the browser's language, not the page's. */}
      <input
        id={inputId}
        type="file"
        className={`cc-visually-hidden ${styles.fileInput}`}
        accept="image/*,video/*"
        aria-describedby={hintId}
        disabled={disabled || media.uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setFileName(file.name);
          void media.upload(file);
        }}
      />
      <label htmlFor={inputId} className={styles.pick}>
        {t('gallery.uploadFile')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('gallery.uploadHint')}
      </p>
      {fileName ? <p className={styles.fileName}>{t('gallery.chosenFile', { name: fileName })}</p> : null}
      {media.progress !== null ? (
        <div className={styles.progressRow}>
          <progress className={styles.progress} max={100} value={media.progress} aria-label={t('gallery.uploadProgress')} />
          <span aria-live="polite">{t('gallery.progressValue', { value: media.progress })}</span>
        </div>
      ) : null}
    </div>
  );
}
