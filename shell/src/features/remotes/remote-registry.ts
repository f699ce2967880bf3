import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Language, RemoteAppProps } from '@cc/types';

export type RemoteName = 'mf_public' | 'mf_citizen' | 'mf_staff' | 'mf_admin';
export type RemoteManifest = Partial<Record<RemoteName, string>>;
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

/** Fetched at run time so a remote is promoted or rolled back by editing one file (architecture §2). */
export const REMOTE_MANIFEST_URL = '/mf-remotes.json';

let manifestPromise: Promise<RemoteManifest> | null = null;

export function loadRemoteManifest(): Promise<RemoteManifest> {
  if (!manifestPromise) {
    // Plain fetch, not the axios instance: this runs in shell/src/index.ts before the async
    // boundary, where a shared module (axios) cannot be loaded yet; and it is a static file of
    // this origin, not an API call (no CSRF, no session, no ApiError).
    // The default cache mode: the server marks the file `no-cache`, so it is revalidated every
    // time anyway, and a `<link rel=preload>` of it (tools/prerender) is only used by a default-mode fetch.
    manifestPromise = fetch(REMOTE_MANIFEST_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}: ${REMOTE_MANIFEST_URL}`);
        return response.json() as Promise<RemoteManifest>;
      })
      .then((manifest) => {
        registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })));
        return manifest;
      });
    // A failed manifest fetch must not stick: the next Retry fetches it again.
    manifestPromise.catch(() => {
      manifestPromise = null;
    });
  }
  return manifestPromise;
}

/** For tests: forget the cached manifest. */
export function resetRemoteManifest(): void {
  manifestPromise = null;
  preloads.clear();
}

function withAttempt(entry: string, attempt: number): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}`;
}

const preloads = new Map<RemoteName, Promise<RemoteAppModule>>();

/** Starts loading a remote before React asks for it (first page load); failures wait for the route. */
export function preloadRemoteApp(name: RemoteName, language: Language): void {
  if (preloads.has(name)) return;
  const promise = loadRemoteApp(name, language);
  promise.catch(() => preloads.delete(name));
  preloads.set(name, promise);
}

/**
 * The preloaded module if there is one, else a fresh load. A remote loaded in one language follows
 * the shell into the other (it fetches those texts then), so one module per remote is enough.
 */
export function takeRemoteApp(name: RemoteName, language: Language, attempt: number): Promise<RemoteAppModule> {
  const preloaded = attempt === 0 ? preloads.get(name) : undefined;
  return preloaded ?? loadRemoteApp(name, language, attempt);
}

/**
 * Loads a remote's `./App.<language>`: its App with that language's texts in the same chunks
 * (each remote's remote-entry.<language>.tsx), so a page downloads one language, not both.
 */
export async function loadRemoteApp(name: RemoteName, language: Language, attempt = 0): Promise<RemoteAppModule> {
  const manifest = await loadRemoteManifest();
  const entry = manifest[name];
  if (!entry) throw new Error(`Remote ${name} is not in ${REMOTE_MANIFEST_URL}`);
  if (attempt > 0) {
    // A failed remoteEntry stays cached in the runtime (and its <script> in the page):
    // re-register under a fresh URL so Retry really loads it again.
    registerRemotes([{ name, entry: withAttempt(entry, attempt) }], { force: true });
  }
  const module = await loadRemote<RemoteAppModule>(`${name}/App.${language}`);
  if (!module || !module.default) throw new Error(`Remote ${name} did not provide ./App.${language}`);
  return module;
}
