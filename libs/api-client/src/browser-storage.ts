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
};
