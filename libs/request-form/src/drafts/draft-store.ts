// Offline drafts of the request form (issue 16): what the citizen typed and the chosen file, kept
// in IndexedDB on this device so a reload, a lost connection or a closed tab loses nothing. The
// values and the file are separate entries: typing rewrites a few hundred bytes, not the
// attachment (up to 20 MB), which is written only when it changes.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { EMPTY_VALUES, type RequestFormValues } from '../form-rules';

export interface RequestDraft {
  values: RequestFormValues;
  file: File | null;
}

/** The seam the form uses; `indexedDbDraftStore` in the browser, an in-memory one in a unit test. */
export interface DraftStore {
  load(key: string): Promise<RequestDraft | null>;
  saveValues(key: string, values: RequestFormValues): Promise<void>;
  saveFile(key: string, file: File | null): Promise<void>;
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
export function indexedDbDraftStore(store: UseStore = createStore('citizen-connect-drafts', 'request-form')): DraftStore {
  return {
    async load(key) {
      const [values, file] = await Promise.all([get(valuesKey(key), store), get(fileKey(key), store)]);
      const restored = valuesFrom(values);
      const restoredFile = fileFrom(file);
      if (!restored && !restoredFile) return null;
      return { values: restored ?? { ...EMPTY_VALUES }, file: restoredFile };
    },
    saveValues: (key, values) => set(valuesKey(key), { ...values }, store),
    async saveFile(key, file) {
      if (!file) return del(fileKey(key), store);
      // The bytes are read first: some browsers store a File only as a reference to the disk.
      const blob = new Blob([await file.arrayBuffer()], { type: file.type });
      const stored: StoredFile = { blob, name: file.name, type: file.type, lastModified: file.lastModified };
      return set(fileKey(key), stored, store);
    },
    async clear(key) {
      await Promise.all([del(valuesKey(key), store), del(fileKey(key), store)]);
    },
  };
}
