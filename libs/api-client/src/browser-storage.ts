/**
 * Spec §3 browser storage, shared so the shell and the remotes read and clear the same records.
 * Every access tolerates storage being unavailable (private mode, quota).
 */
export const STORAGE_KEYS = {
  mobileUser: 'citizen-connect-mobile-user',
  newUser: 'citizen-connect-new-user',
  rememberedUser: 'citizen-connect-remembered-user',
  theme: 'citizen-connect-theme',
  publicTheme: 'citizen-connect-public-theme',
} as const;

/**
 * Where the request form keeps drafts (libs/request-form/src/drafts), in IndexedDB with the
 * attachment: a signed-in citizen's under `citizen:<id>` until sent or logout; the public form's
 * under `public:<tab>`, a random id this tab keeps in sessionStorage (`tabKey`), so another tab or
 * the next visitor of a shared phone never gets it back, and for a few hours at most.
 */
export const DRAFT_STORAGE = {
  database: 'citizen-connect-drafts',
  store: 'request-form',
  publicPrefix: 'public:',
  tabKey: 'citizen-connect-draft-tab',
} as const;

export interface MobileUserRecord {
  id: number;
  username: string;
  name: string;
  role: string;
}

export interface NewUserRecord extends MobileUserRecord {
  firstName: string;
  district: string;
  vidhanSabha: string | null;
}

export interface RememberedUser {
  username: string;
  /** Epoch milliseconds when it was stored. */
  timestamp: number;
}

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable
  }
}

/**
 * Removes every signed-in citizen's draft (values and attachment) without creating the database: a
 * device that never kept a draft gets no empty database (which the draft store would then lack its
 * store in). The public form's drafts stay: they belong to a tab, not to an account.
 */
function clearCitizenDrafts(): Promise<void> {
  return new Promise((resolve) => {
    let opened: IDBOpenDBRequest;
    try {
      opened = globalThis.indexedDB.open(DRAFT_STORAGE.database);
    } catch {
      resolve();
      return;
    }
    opened.onupgradeneeded = () => opened.transaction?.abort();
    opened.onerror = () => resolve();
    opened.onblocked = () => resolve();
    opened.onsuccess = () => {
      const db = opened.result;
      if (!db.objectStoreNames.contains(DRAFT_STORAGE.store)) {
        db.close();
        resolve();
        return;
      }
      const clearing = db.transaction(DRAFT_STORAGE.store, 'readwrite');
      const cursor = clearing.objectStore(DRAFT_STORAGE.store).openCursor();
      cursor.onsuccess = () => {
        const entry = cursor.result;
        if (!entry) return;
        if (!String(entry.key).startsWith(DRAFT_STORAGE.publicPrefix)) entry.delete();
        entry.continue();
      };
      clearing.oncomplete = clearing.onerror = clearing.onabort = () => {
        db.close();
        resolve();
      };
    };
  });
}

export const browserStorage = {
  getMobileUser: () => {
    const user = read<MobileUserRecord>(STORAGE_KEYS.mobileUser);
    return user && typeof user.role === 'string' ? user : null;
  },
  setMobileUser: (user: MobileUserRecord | null) =>
    write(STORAGE_KEYS.mobileUser, user && { id: user.id, username: user.username, name: user.name, role: user.role }),
  getNewUser: () => read<NewUserRecord>(STORAGE_KEYS.newUser),
  setNewUser: (user: NewUserRecord | null) => write(STORAGE_KEYS.newUser, user),
  getRememberedUser: () => read<RememberedUser>(STORAGE_KEYS.rememberedUser),
  setRememberedUser: (username: string | null) =>
    write(STORAGE_KEYS.rememberedUser, username === null ? null : { username, timestamp: Date.now() }),
  /**
   * Nothing of the last signed-in person stays on the device (shared phones): at logout and
   * whenever the session check finds no session. Removes the stored user records and every
   * citizen's draft with its attachment. Kept: the theme, the language, a username the person
   * chose to have remembered at login, and the public form's drafts (a tab's own, see DRAFT_STORAGE).
   */
  async forgetSignedInUser(): Promise<void> {
    write(STORAGE_KEYS.mobileUser, null);
    write(STORAGE_KEYS.newUser, null);
    if (typeof globalThis.indexedDB !== 'undefined') await clearCitizenDrafts();
  },
};
