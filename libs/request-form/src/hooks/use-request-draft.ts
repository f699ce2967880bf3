import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@cc/api-client';
import type { RequestFormValues } from '../form-rules';
import { indexedDbDraftStore, isEmptyDraft, publicTabDraftStore, type DraftStore, type RequestDraft } from '../drafts/draft-store';

/** Typing is written to IndexedDB this long after the last key, not on every key. */
const SAVE_DELAY_MS = 300;

/** The key the public form passes: its draft is kept for its tab only (`publicTabDraftStore`). */
const PUBLIC_DRAFT_KEY = 'public';

/**
 * Drafts in IndexedDB, the public form's under this tab's own key; none where there is no
 * IndexedDB (the jsdom tests, old browsers).
 */
function defaultStore(draftKey: string): DraftStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return draftKey === PUBLIC_DRAFT_KEY ? publicTabDraftStore() : indexedDbDraftStore();
}

interface DraftOptions {
  /** Whose draft (e.g. `citizen:12`, `public`); without it the form keeps no draft. */
  draftKey?: string;
  values: RequestFormValues;
  file: File | null;
  /** The form's starting values: a draft equal to them is nothing to keep. */
  start: RequestFormValues;
  online: boolean;
  onRestore(draft: RequestDraft): void;
}

/**
 * Keeps the form's draft on this device: restores it once on mount, writes every change
 * after it (values debounced, the file when it changes), and says when a kept draft should be
 * offered for sending: one restored after a reload, or one typed while offline once the connection
 * is back. `clear` after a successful send or on the citizen's Discard.
 */
export function useRequestDraft({ draftKey, values, file, start, online, onRestore }: DraftOptions) {
  const [store] = useState(() => (draftKey ? defaultStore(draftKey) : null));
  const [loaded, setLoaded] = useState(!store);
  const [offer, setOffer] = useState(false);
  // One write at a time, in order: a clear after a send is never overtaken by an older save.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = (write: () => Promise<unknown>) => {
    queue.current = queue.current.then(write).catch(() => undefined);
    return queue.current;
  };
  const restore = useRef(onRestore);
  restore.current = onRestore;
  // The submission's Idempotency-Key: made at the first send, kept (with the draft) until the
  // server's answer is seen, so a retry after a lost reply or a login is the same submission.
  const submission = useRef<string | null>(null);
  const latest = useRef({ values, file });
  latest.current = { values, file };

  useEffect(() => {
    if (!store || !draftKey) return;
    let cancelled = false;
    store
      .load(draftKey)
      .then((draft) => {
        if (cancelled || !draft || isEmptyDraft(draft, start)) return;
        submission.current = draft.submission ?? null;
        restore.current(draft);
        setOffer(true);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
    // Once per form and key: `start` is the form's first values.
  }, [store, draftKey]);

  const empty = isEmptyDraft({ values, file }, start);
  const keptIn: 'tab' | 'device' = draftKey === PUBLIC_DRAFT_KEY ? 'tab' : 'device';
  useEffect(() => {
    if (!store || !draftKey || !loaded) return;
    const timer = setTimeout(() => void enqueue(() => (empty ? store.clear(draftKey) : store.saveValues(draftKey, values))), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, draftKey, loaded, values, empty]);

  useEffect(() => {
    if (!store || !draftKey || !loaded) return;
    void enqueue(() => store.saveFile(draftKey, file));
  }, [store, draftKey, loaded, file]);

  // Typed (or kept) while offline: offered for sending when the connection returns.
  const [typedOffline, setTypedOffline] = useState(false);
  if (!online && !empty && !typedOffline) setTypedOffline(true);
  if (online && typedOffline && !offer) {
    setTypedOffline(false);
    setOffer(true);
  }

  return {
    /** A draft is kept for sending: show the offer (online) with Send and Discard. */
    offered: offer && !empty,
    enabled: Boolean(store),
    /** Something typed is being kept: where, so the form can say so ('tab': this tab only; 'device': until logout). */
    kept: store && !empty ? keptIn : null,
    /** After a successful send, or when the citizen discards it (the caller resets the form): nothing stays on the device. */
    clear: () => {
      setOffer(false);
      submission.current = null;
      if (store && draftKey) void enqueue(() => store.clear(draftKey));
    },
    /** This submission's Idempotency-Key, made and stored with the draft at its first send. */
    submissionKey: async (): Promise<string> => {
      if (!submission.current) {
        const made = newIdempotencyKey();
        submission.current = made;
        if (store && draftKey) await enqueue(() => store.saveSubmission(draftKey, made));
      }
      return submission.current;
    },
    /** The server said the key belongs to an earlier, different submission: the next send is a new one. */
    forgetSubmission: () => {
      submission.current = null;
      if (store && draftKey) void enqueue(() => store.saveSubmission(draftKey, null));
    },
    /**
     * The session ended while sending: what is on screen now (not a debounced save behind it) is
     * written with its key and held for the owner's next login on this device.
     */
    hold: async () => {
      if (!store || !draftKey) return;
      const { values: now, file: chosen } = latest.current;
      await enqueue(() => Promise.all([store.saveValues(draftKey, now), store.saveFile(draftKey, chosen), store.hold(draftKey)]));
    },
  };
}
