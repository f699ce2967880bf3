import type { Language, SessionUser, Theme } from './domain';

/**
 * The contract between the shell and every remote's `./App`.
 * Only additive changes: a remote built against an older version must keep working.
 */
export const REMOTE_CONTRACT_VERSION = 1;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: string;
  description: string;
  variant?: ToastVariant;
}

/** What became of an offer to install the app; 'unavailable' when the browser made none. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface ShellCallbacks {
  /** Show a toast in the shell's single notification region. */
  toast(input: ToastInput): void;
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
  /** Ends the server session, clears local state and navigates (spec §7 logout). */
  logout(redirectTo?: string): Promise<void>;
  /** Re-reads the session from the server (after a profile change, say). */
  refreshSession(): Promise<void>;
  /** Navigate within the shell's router (absolute path). */
  navigate(path: string): void;
  /**
   * Opens the browser's install dialog for the web app where it offered one. Optional:
   * a shell built before it does not pass it, and the remote treats that as 'unavailable'.
   */
  installApp?(): Promise<InstallOutcome>;
}

export interface RemoteAppProps {
  contractVersion: number;
  /** Where the remote's area is mounted, e.g. `/citizen` or `/web/staff`. */
  basePath: string;
  language: Language;
  theme: Theme;
  /** null while anonymous. */
  user: SessionUser | null;
  shell: ShellCallbacks;
}
