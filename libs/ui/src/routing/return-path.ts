/**
 * Where a person goes back to after logging in again: a signed-in area sends them to
 * `/login?next=<where they were>` when their session ends, and the login pages return them there.
 * Only a path inside this site's signed-in areas is accepted (never another origin, never `//host`).
 */
const RETURN_PARAM = 'next';
const SIGNED_IN_PATH = /^\/(citizen|staff|admin|web)(\/[A-Za-z0-9_\-/]*)?$/;

/** The login page's address that brings the person back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return SIGNED_IN_PATH.test(path) ? `/login?${RETURN_PARAM}=${encodeURIComponent(path)}` : '/login';
}

/**
 * The path to return to after a login, from the login page's query string, when it lies in the
 * area the person's role lands in (`home`, e.g. `/citizen`) or in the /web pages; otherwise null.
 */
export function returnPathAfterLogin(search: string, home: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !SIGNED_IN_PATH.test(next)) return null;
  const inHome = next === home || next.startsWith(`${home}/`);
  return inHome || next.startsWith('/web/') ? next : null;
}
