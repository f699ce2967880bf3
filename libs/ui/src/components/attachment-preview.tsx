import { useEffect, useId, useRef } from 'react';
import { buttonClassName } from './button';
import styles from './attachment-preview.module.css';

export type PreviewKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];

/** Spec §2 Attachment preview: images inline, pdf in a frame, anything else not previewed. */
export function previewKind(fileName: string | null | undefined, fallbackType?: string | null): PreviewKind {
  const ext = fileName?.split('.').pop()?.toLowerCase() ?? '';
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (!fileName?.includes('.') && fallbackType === 'image') return 'image';
  if (!fileName?.includes('.') && fallbackType === 'pdf') return 'pdf';
  return 'other';
}

export interface AttachmentPreviewProps {
  open: boolean;
  onClose(): void;
  fileName: string;
  kind: PreviewKind;
  /** A displayable URL (e.g. a blob: URL of the authorised download); null while it loads. */
  src: string | null;
  /** The authorised download route. */
  downloadHref: string;
  /** Alternative text of an image, or the frame's title. */
  alt: string;
  labels: { title: string; openNewTab: string; close: string; notAvailable: string; downloadFile: string; loading: string };
}

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Full-screen overlay: focus moves in and is trapped, Esc closes, focus returns to the opener. */
export function AttachmentPreview({ open, onClose, fileName, kind, src, downloadHref, alt, labels }: AttachmentPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !ref.current) return;
      const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const node = ref.current;
    node?.addEventListener('keydown', onKey);
    return () => {
      node?.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.backdrop}>
      <div ref={ref} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}: <span className={styles.name}>{fileName}</span>
          </h2>
          <div className={styles.actions}>
            {src && kind !== 'other' ? (
              <a className={buttonClassName('secondary', 'small')} href={src} target="_blank" rel="noopener noreferrer">
                {labels.openNewTab}
              </a>
            ) : null}
            <button type="button" className={buttonClassName('secondary', 'small')} onClick={onClose}>
              {labels.close}
            </button>
          </div>
        </div>
        <div className={styles.body}>
          {kind === 'other' ? (
            <div className={styles.none}>
              <p>{labels.notAvailable}</p>
              <a className={buttonClassName('primary')} href={downloadHref} download={fileName}>
                {labels.downloadFile}
              </a>
            </div>
          ) : !src ? (
            <p role="status">{labels.loading}</p>
          ) : kind === 'image' ? (
            <img className={styles.image} src={src} alt={alt} />
          ) : (
            <iframe className={styles.frame} src={src} title={alt} />
          )}
        </div>
      </div>
    </div>
  );
}
