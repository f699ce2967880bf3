import { useRef, useState } from 'react';
import { resizePhoto, shouldResize } from '../photos/resize-photo';

interface Chosen {
  /** What the citizen picked. */
  original: File;
  /** The smaller copy of a photo, once made; null when there is none (not needed, or not possible here). */
  resized: File | null;
  /** The smaller copy is being made. */
  preparing: boolean;
  /** Settles with `resized` (null on any failure). */
  job: Promise<File | null>;
}

/**
 * The chosen attachment: a photo is resized as soon as it is picked (so the field can show the size
 * that will be sent), and the original is sent only when the citizen asks for it.
 */
export function useAttachment(resize: (file: File) => Promise<File | null> = resizePhoto) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [sendOriginal, setSendOriginal] = useState(false);
  const latest = useRef({ chosen, sendOriginal });
  latest.current = { chosen, sendOriginal };

  const keep = (original: File | null) => {
    setSendOriginal(false);
    setChosen(original ? { original, resized: null, preparing: false, job: Promise.resolve(null) } : null);
  };

  const choose = (original: File) => {
    if (!shouldResize(original)) return keep(original);
    setSendOriginal(false);
    const job = resize(original).catch(() => null);
    const entry: Chosen = { original, resized: null, preparing: true, job };
    setChosen(entry);
    // Only if it is still the chosen file: a later pick or Remove wins over a late result.
    void job.then((resized) => setChosen((current) => (current === entry ? { ...entry, resized, preparing: false } : current)));
  };

  const toSend = (state: Chosen | null, original: boolean): File | null => (state ? (original ? state.original : (state.resized ?? state.original)) : null);

  return {
    original: chosen?.original ?? null,
    /** The file that will be sent; null while it is being prepared (or when there is none). */
    file: chosen?.preparing && !sendOriginal ? null : toSend(chosen, sendOriginal),
    preparing: Boolean(chosen?.preparing),
    /** A smaller copy is (being) made: the citizen may ask for the original instead. */
    resizable: Boolean(chosen && (chosen.preparing || chosen.resized)),
    sendOriginal,
    setSendOriginal,
    choose,
    /** A file given back as it was kept (a restored draft holds the bytes it would have sent): not resized again. */
    restore: keep,
    remove: () => keep(null),
    /** The file to send, once a photo being prepared is ready. */
    async ready(): Promise<File | null> {
      const { chosen: now, sendOriginal: original } = latest.current;
      if (!now) return null;
      if (original || !now.preparing) return toSend(now, original);
      return (await now.job) ?? now.original;
    },
  };
}
