/** Other ways to write `canonical` that a lenient router, proxy or file system could read as it. */
export function otherSpellings(canonical: string): string[] {
  const rest = canonical.slice('/api'.length);
  const capitalised = canonical.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  return [
    `/API${rest}`,
    capitalised,
    canonical.toUpperCase(),
    `/${canonical}`,
    `/api/${rest}`,
    `/api/.${rest}`,
    `/api/../api${rest}`,
    `/mf/../api${rest}`,
    `/api;x${rest}`,
    `${canonical};x`,
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    `/%2561pi${rest}`,
    `/api%2f${rest.slice(1)}`,
    `/api%2F${rest.slice(1)}`,
    `/%2e/api${rest}`,
    `/api/%2e${rest}`,
    `/api/%2E%2E/api${rest}`,
    `/mf/..%2f..%2fapi${rest}`,
    `${canonical}/`,
    `${canonical}//`,
    canonical.replace(/\//g, '\\'),
    `/api\\${rest.slice(1)}`,
  ];
}
