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

/** A citizen's draft kept across an ended session (see `forgetSignedInUser`) is kept this long at most. */
export const HELD_DRAFT_MAX_AGE_MS = 3 * 60 * 60 * 1000;

/** The entry that marks a citizen's draft as held for its owner's next login: `<owner>:heldAt`. */
const HELD_SUFFIX = ':heldAt';
export const heldDraftKey = (owner: string) => `${owner}${HELD_SUFFIX}`;

/** What becomes of one citizen's draft entries (`citizen:<id>:values`, `:file`, `:submission`, `:heldAt`). */
type DraftFate = 'keep' | 'delete' | 'hold' | 'adopt';

/**
 * Walks every signed-in citizen's draft in one transaction and applies `fateOf(owner, heldAt)` to
 * it, without creating the database: a device that never kept a draft gets no empty database
 * (which the draft store would then lack its store in). The public form's drafts are never touched:
 * they belong to a tab, not to an account.
 */
function settleCitizenDrafts(fateOf: (owner: string, heldAt: number | null) => DraftFate): Promise<void> {
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
      const settling = db.transaction(DRAFT_STORAGE.store, 'readwrite');
      const store = settling.objectStore(DRAFT_STORAGE.store);
      const entries = new Map<string, { keys: IDBValidKey[]; heldAt: number | null }>();
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const entry = cursor.result;
        if (entry) {
          const key = String(entry.key);
          if (!key.startsWith(DRAFT_STORAGE.publicPrefix)) {
            const owner = key.slice(0, key.lastIndexOf(':'));
            const known = entries.get(owner) ?? { keys: [], heldAt: null };
            known.keys.push(entry.key);
            if (key.endsWith(HELD_SUFFIX) && typeof entry.value === 'number') known.heldAt = entry.value;
            entries.set(owner, known);
          }
          entry.continue();
          return;
        }
        // Every entry seen: act within the same transaction.
        for (const [owner, { keys, heldAt }] of entries) {
          const fate = fateOf(owner, heldAt);
          if (fate === 'delete') for (const key of keys) store.delete(key);
          else if (fate === 'hold' && heldAt === null) store.put(Date.now(), heldDraftKey(owner));
          else if (fate === 'adopt') store.delete(heldDraftKey(owner));
        }
      };
      settling.oncomplete = settling.onerror = settling.onabort = () => {
        db.close();
        resolve();
      };
    };
  });
}

const freshlyHeld = (heldAt: number | null) => heldAt !== null && Date.now() - heldAt < HELD_DRAFT_MAX_AGE_MS;

/**
 * Why the signed-in person is being forgotten:
 * - `logout`: they chose to leave; every draft of theirs goes.
 * - `session-ended`: a page found no session (timed out, ended elsewhere); drafts go, except one held
 *   for its owner's next login (below) for at most three hours.
 * - `hold-drafts`: a write of theirs was refused because their session had ended while they were on
 *   the page (`sessionEnded`): their drafts are held for their next login on this device, which
 *   finds them; another account signing in here, their logout, or three hours remove them.
 */
export type ForgetReason = 'logout' | 'session-ended' | 'hold-drafts';

const DRAFT_FATE: Record<ForgetReason, (heldAt: number | null) => DraftFate> = {
  logout: () => 'delete',
  'session-ended': (heldAt) => (freshlyHeld(heldAt) ? 'keep' : 'delete'),
  'hold-drafts': (heldAt) => (heldAt === null ? 'hold' : freshlyHeld(heldAt) ? 'keep' : 'delete'),
};

/** This tab's belief that it is signed in, and as whom (sessionStorage: per tab, gone with the tab). */
const SIGNED_IN_TAB_KEY = 'citizen-connect-signed-in';

function writeTab(value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(SIGNED_IN_TAB_KEY);
    else globalThis.sessionStorage?.setItem(SIGNED_IN_TAB_KEY, value);
  } catch {
    // storage unavailable
  }
}

/** True when this tab last knew a signed-in session (read by the HTTP client for EXPECT_SESSION_HEADER). */
export function tabBelievesSignedIn(): boolean {
  try {
    return Boolean(globalThis.sessionStorage?.getItem(SIGNED_IN_TAB_KEY));
  } catch {
    return false;
  }
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
   * whenever the session is found ended. Removes the stored user records and every citizen's
   * draft with its attachment (but see `ForgetReason` for a draft held for its owner's next
   * login). Kept: the theme, the language, a username the person chose to have remembered at
   * login, and the public form's drafts (a tab's own, see DRAFT_STORAGE).
   */
  async forgetSignedInUser(reason: ForgetReason = 'logout'): Promise<void> {
    write(STORAGE_KEYS.mobileUser, null);
    write(STORAGE_KEYS.newUser, null);
    writeTab(null);
    if (typeof globalThis.indexedDB !== 'undefined') await settleCitizenDrafts((_owner, heldAt) => DRAFT_FATE[reason](heldAt));
  },
  /**
   * The session now belongs to this user (login, or a page load that found them signed in): the
   * tab says so on its writes, and drafts of any other account on this device go; their own held
   * draft (younger than three hours) is theirs again.
   */
  async signedIn(userId: number): Promise<void> {
    writeTab(String(userId));
    if (typeof globalThis.indexedDB === 'undefined') return;
    const own = `citizen:${userId}`;
    await settleCitizenDrafts((owner, heldAt) => (owner !== own ? 'delete' : heldAt === null ? 'keep' : freshlyHeld(heldAt) ? 'adopt' : 'delete'));
  },
};
