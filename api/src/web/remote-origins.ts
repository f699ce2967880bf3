import fs from 'node:fs';
import type { Logger } from 'pino';

const SAME_ORIGIN = 'https://same-origin.invalid';

/**
 * The CSP sources of the remotes named in the built shell's mf-remotes.json: a relative entry
 * (served by this API under /mf/) adds nothing, an absolute one adds its origin, and a
 * protocol-relative one its host (it follows the page's scheme). Read once at start: pointing a
 * remote at a new origin is a deploy of the API too, or the browser refuses the remote's script.
 */
export function readRemoteOrigins(manifestFile: string, logger: Logger): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    // No built shell (API-only runs, tests): no page names a remote.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.error({ err: error, manifestFile }, 'mf-remotes.json unreadable: no remote origin allowed');
    return [];
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    logger.error({ manifestFile }, 'mf-remotes.json is not an object: no remote origin allowed');
    return [];
  }
  const sources = new Set<string>();
  for (const [name, entry] of Object.entries(manifest)) {
    let url: URL;
    try {
      url = new URL(String(entry), SAME_ORIGIN);
    } catch {
      logger.error({ name, entry }, 'mf-remotes.json entry is not a URL');
      continue;
    }
    if (url.origin === SAME_ORIGIN) continue;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      logger.error({ name, entry }, 'mf-remotes.json entry is not http(s): not allowed as a script source');
      continue;
    }
    sources.add(String(entry).startsWith('//') ? url.host : url.origin);
  }
  return [...sources];
}
