import { useState } from 'react';
import styles from './media-thumb.module.css';

interface MediaThumbProps {
  src: string | null | undefined;
  mediaType: string;
  alt: string;
  /** Accessible name of the placeholder shown when the media cannot load. */
  unavailableLabel: string;
}

/** Spec §2 gallery: media that fails to load is hidden and a placeholder icon appears instead. */
export function MediaThumb({ src, mediaType, alt, unavailableLabel }: MediaThumbProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={styles.placeholder} role="img" aria-label={unavailableLabel}>
        <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      </div>
    );
  }
  if (mediaType === 'video') {
    return (
      <video className={styles.media} src={src} controls preload="metadata" aria-label={alt} onError={() => setFailed(true)}>
        <track kind="captions" />
      </video>
    );
  }
  return <img className={styles.media} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
