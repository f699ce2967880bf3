/**
 * GET /api/auth/user, sent by shell/src/index.ts as the page starts, when the first render will
 * check the session anyway (every page but an anonymous landing page). Otherwise the check waits
 * for React, the first render, react-query's chunk and axios's chunk; and an anonymous answer
 * taken here needs no axios at all, so /login loads it (~17 KB gzip) only when the form is sent
 * (docs/first-page.md).
 *
 * Plain fetch, because index.ts runs before the federation's async boundary, where no shared
 * module (axios) can load. The first session query takes the answer (get-session-user.ts); every
 * later check goes through apiFetch and its contract as before.
 */
export interface EarlySessionAnswer {
  status: number;
  /** The parsed JSON body; undefined when it did not parse. */
  body: unknown;
}

let early: Promise<EarlySessionAnswer | null> | undefined;

export function startEarlySessionCheck(): void {
  early = fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } })
    // Read at once, whoever takes it: a response whose body nobody reads keeps its request open
    // (the page never reaches network idle).
    .then(async (response) => ({ status: response.status, body: await response.json().catch(() => undefined) }))
    .catch(() => null);
}

/** The early answer, once: null when none was sent or it never arrived (the caller asks again). */
export function takeEarlySessionCheck(): Promise<EarlySessionAnswer | null> {
  const taken = early ?? Promise.resolve(null);
  early = undefined;
  return taken;
}
