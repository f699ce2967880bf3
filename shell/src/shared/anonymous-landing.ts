import { browserStorage } from '@cc/api-client';

/**
 * The one page that does not check the session at first render (use-session-wanted.ts): `/` for a
 * visitor this device remembers no one for. Plain code, no React: shell/src/index.ts reads it
 * before the federation's async boundary to send the session check early (early-session.ts).
 */
export function isAnonymousLanding(pathname: string): boolean {
  return pathname === '/' && !browserStorage.getMobileUser() && !browserStorage.getRememberedUser();
}
