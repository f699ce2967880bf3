// The parts of the request contract (./http) that callers name without needing axios itself: the
// landing page listens for a 401 before any call is made, and the axios chunk loads with the first call.
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Each remote bundles its own copy of this module (only the axios library is a federation
 * singleton), so a 401 is announced on window, which every bundle shares: the one way the
 * shell hears that the server session is gone.
 */
export const UNAUTHORIZED_EVENT = 'cc:unauthorized';
export interface UnauthorizedDetail {
  path: string;
  /** The API's reason, e.g. `sessionEnded`: a write from a signed-in page found its session gone. */
  messageKey?: string;
}

/** Listen for a 401 from any bundle's call. Returns an unsubscribe. */
export function onUnauthorized(listener: (detail: UnauthorizedDetail) => void): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<Partial<UnauthorizedDetail>>).detail;
    listener({ path: detail?.path ?? '', ...(detail?.messageKey && { messageKey: detail.messageKey }) });
  };
  window.addEventListener(UNAUTHORIZED_EVENT, handle);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, handle);
}

