// Signs a bench user in the way the web client does: an anonymous GET hands out the cc_csrf cookie
// (double-submit), the login POST echoes it in x-csrf-token, and the answer's cookies (cc_session,
// the session's own cc_csrf) are what every later request carries, with the token as header.

function cookiesOf(response, jar = {}) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return jar;
}

const cookieHeader = (jar) =>
  Object.entries(jar)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Resolves with the headers a signed-in request needs: {cookie, 'x-csrf-token'}. */
export async function signIn(base, username, password) {
  const jar = cookiesOf(await fetch(`${base}/api/auth/user`));
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), 'x-csrf-token': jar.cc_csrf ?? '' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} answered ${response.status}: ${await response.text()}`);
  cookiesOf(response, jar);
  if (!jar.cc_session) throw new Error(`login of ${username} set no session cookie`);
  return { cookie: cookieHeader(jar), 'x-csrf-token': jar.cc_csrf };
}
