// Offline drafts of the request form: what the citizen typed and the chosen file, kept
// in IndexedDB on this device so a reload, a lost connection or a closed tab loses nothing. The
// values and the file are separate entries: typing rewrites a few hundred bytes, not the
// attachment (up to 20 MB), which is written only when it changes. The file is the one the form
// would send: a photo's smaller copy unless the citizen asked for the original. A signed-in citizen's drafts
// go at logout (browserStorage.forgetSignedInUser); the public form's live in one tab only.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { DRAFT_STORAGE, heldDraftKey } from '@cc/api-client';
import { EMPTY_VALUES, type RequestFormValues } from '../form-rules';

export interface RequestDraft {
  values: RequestFormValues;
  file: File | null;
  /**
   * The Idempotency-Key of a submission that was sent but whose answer was never seen (a lost reply,
   * an ended session): a retry sends it again, so the server answers the first request, not a second.
   */
  submission?: string | null;
}

/** The seam the form uses; `indexedDbDraftStore` in the browser, an in-memory one in a unit test. */
export interface DraftStore {
  load(key: string): Promise<RequestDraft | null>;
  saveValues(key: string, values: RequestFormValues): Promise<void>;
  saveFile(key: string, file: File | null): Promise<void>;
  saveSubmission(key: string, submission: string | null): Promise<void>;
  /** Keeps the draft for its owner's next login when their session ended while sending it. */
  hold(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** A File as stored: the bytes as a Blob plus what `new File` needs to give them their name back. */
interface StoredFile {
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
}

const valuesKey = (key: string) => `${key}:values`;
const fileKey = (key: string) => `${key}:file`;
const submissionKey = (key: string) => `${key}:submission`;

/** Only the form's own fields, as strings: a stored entry from an older form cannot inject anything else. */
function valuesFrom(stored: unknown): RequestFormValues | null {
  if (!stored || typeof stored !== 'object') return null;
  const record = stored as Record<string, unknown>;
  const values = { ...EMPTY_VALUES };
  for (const name of Object.keys(EMPTY_VALUES) as Array<keyof RequestFormValues>) {
    if (typeof record[name] === 'string') values[name] = record[name];
  }
  return values;
}

function fileFrom(stored: unknown): File | null {
  if (!stored || typeof stored !== 'object') return null;
  const { blob, name, type, lastModified } = stored as Partial<StoredFile>;
  if (!(blob instanceof Blob) || typeof name !== 'string') return null;
  return new File([blob], name, { type: type ?? blob.type, lastModified: lastModified ?? Date.now() });
}

/** True when a draft holds nothing worth offering back. */
export function isEmptyDraft(draft: RequestDraft | null, start: RequestFormValues = EMPTY_VALUES): boolean {
  if (!draft) return true;
  return !draft.file && (Object.keys(EMPTY_VALUES) as Array<keyof RequestFormValues>).every((name) => draft.values[name] === start[name]);
}

/** The drafts in IndexedDB (database `citizen-connect-drafts`, store `request-form`). */
export function indexedDbDraftStore(store: UseStore = createStore(DRAFT_STORAGE.database, DRAFT_STORAGE.store)): DraftStore {
  return {
    async load(key) {
      const [values, file, submission] = await Promise.all([get(valuesKey(key), store), get(fileKey(key), store), get(submissionKey(key), store)]);
      const restored = valuesFrom(values);
      const restoredFile = fileFrom(file);
      if (!restored && !restoredFile) return null;
      return { values: restored ?? { ...EMPTY_VALUES }, file: restoredFile, submission: typeof submission === 'string' ? submission : null };
    },
    saveValues: (key, values) => set(valuesKey(key), { ...values }, store),
    async saveFile(key, file) {
      if (!file) return del(fileKey(key), store);
      // The bytes are read first: some browsers store a File only as a reference to the disk.
      const blob = new Blob([await file.arrayBuffer()], { type: file.type });
      const stored: StoredFile = { blob, name: file.name, type: file.type, lastModified: file.lastModified };
      return set(fileKey(key), stored, store);
    },
    saveSubmission: (key, submission) => (submission ? set(submissionKey(key), submission, store) : del(submissionKey(key), store)),
    hold: (key) => set(heldDraftKey(key), Date.now(), store),
    async clear(key) {
      await Promise.all([del(valuesKey(key), store), del(fileKey(key), store), del(submissionKey(key), store), del(heldDraftKey(key), store)]);
    },
  };
}

/** A public draft is never offered back after this long, and older ones are removed when the form opens. */
export const PUBLIC_DRAFT_MAX_AGE_MS = 3 * 60 * 60 * 1000;

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** This tab's id (sessionStorage survives a reload of the tab, not its closing); null without sessionStorage. */
function tabId(storage: TabStorage | undefined): string | null {
  try {
    if (!storage) return null;
    const known = storage.getItem(DRAFT_STORAGE.tabKey);
    if (known) return known;
    const made = globalThis.crypto.randomUUID();
    storage.setItem(DRAFT_STORAGE.tabKey, made);
    return made;
  } catch {
    return null;
  }
}

/**
 * The public form's draft (no account, so possibly a shared phone or a kiosk): kept in IndexedDB
 * like a citizen's (the attachment survives an offline reload), but under this tab's own key, so
 * another tab or the next visitor never gets it back, and never for more than a few hours: an
 * older one is not restored, and every public draft past that age is removed when the form opens.
 * Null where the tab cannot keep an id (no sessionStorage): no draft then.
 */
export function publicTabDraftStore(
  store: UseStore = createStore(DRAFT_STORAGE.database, DRAFT_STORAGE.store),
  tabStorage: TabStorage | undefined = globalThis.sessionStorage,
  now: () => number = Date.now,
): DraftStore | null {
  const tab = tabId(tabStorage);
  if (!tab) return null;
  const own = `${DRAFT_STORAGE.publicPrefix}${tab}`;
  const drafts = indexedDbDraftStore(store);
  const savedAtKey = (key: string) => `${key}:savedAt`;
  const stamp = () => set(savedAtKey(own), now(), store);

  /** Every public draft (this tab's included) saved longer ago than the limit, or of unknown age. */
  async function removeStale(): Promise<void> {
    const names = (await keys(store)).map(String).filter((name) => name.startsWith(DRAFT_STORAGE.publicPrefix));
    const owners = [...new Set(names.map((name) => name.slice(0, name.lastIndexOf(':'))))];
    await Promise.all(
      owners.map(async (owner) => {
        const savedAt = await get(savedAtKey(owner), store);
        if (typeof savedAt === 'number' && now() - savedAt < PUBLIC_DRAFT_MAX_AGE_MS) return;
        await Promise.all([drafts.clear(owner), del(savedAtKey(owner), store)]);
      }),
    );
  }

  return {
    async load() {
      await removeStale();
      return drafts.load(own);
    },
    async saveValues(_key, values) {
      await Promise.all([drafts.saveValues(own, values), stamp()]);
    },
    async saveFile(_key, file) {
      await Promise.all([drafts.saveFile(own, file), stamp()]);
    },
    async saveSubmission(_key, submission) {
      await Promise.all([drafts.saveSubmission(own, submission), stamp()]);
    },
    // A public draft belongs to its tab, not to a session: nothing to hold it against.
    hold: async () => undefined,
    async clear() {
      await Promise.all([drafts.clear(own), del(savedAtKey(own), store)]);
    },
  };
}
