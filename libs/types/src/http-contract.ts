/**
 * Headers of the request contract that the browser and the API both name (one spelling).
 *
 * `x-expect-session`: sent by a page that believes it is signed in. When the server finds no
 * session for it, the call answers 401 `sessionEnded` instead of running anonymously (a signed-in
 * citizen's request must never be filed without its owner because the session timed out).
 */
export const EXPECT_SESSION_HEADER = 'x-expect-session';
