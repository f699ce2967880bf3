import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { queryKeys } from '@cc/api-client';
import type { SessionUser } from '@cc/types';

/**
 * The session snapshot every shell screen reads and the remotes receive as `user` (architecture §2).
 * react-query still fetches GET /api/auth/user with the spec §7 rules (shared/hooks/use-session);
 * this store mirrors that one cache entry, so login, logout, a 401 and `refreshSession` all land here
 * through the same cache writes they make today.
 */
export interface SessionSnapshot {
  /** 'pending' until the first answer; 'error' when the server could not say (treated as anonymous). */
  status: 'pending' | 'success' | 'error';
  user: SessionUser | null;
}

const PENDING: SessionSnapshot = { status: 'pending', user: null };

export const useSessionStore = create<SessionSnapshot>()(() => PENDING);

function isSessionKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === queryKeys.session.length && queryKey.every((part, i) => part === queryKeys.session[i]);
}

/** Keeps the store equal to `client`'s session entry; returns the unsubscribe. */
export function bindSessionStore(client: QueryClient): () => void {
  const sync = () => {
    const state = client.getQueryState<SessionUser | null>(queryKeys.session);
    const next: SessionSnapshot = { status: state?.status ?? 'pending', user: state?.data ?? null };
    const current = useSessionStore.getState();
    if (current.status !== next.status || current.user !== next.user) useSessionStore.setState(next, true);
  };
  sync();
  return client.getQueryCache().subscribe((event) => {
    if (isSessionKey(event.query.queryKey)) sync();
  });
}

/** Back to "not known yet" (a fresh shell, or a test). */
export function resetSessionStore(): void {
  useSessionStore.setState(PENDING, true);
}

export function useSessionSnapshot(): SessionSnapshot {
  return useSessionStore((state) => state);
}
