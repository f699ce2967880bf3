import type { Language, SessionUser } from '@cc/types';
import { demoUsers } from '@cc/types/testing';
import { renderRemote } from '@cc/ui/testing';
import App from '../remote-entry';

export const citizen = demoUsers.citizen;

/** The remote as the shell mounts it, at `path`, signed in as the demo citizen unless told, with spy callbacks. */
export function renderCitizenApp(path: string, { language = 'en', basePath, user = citizen }: { language?: Language; basePath?: string; user?: SessionUser | null } = {}) {
  return renderRemote(App, { path, basePath, language, user });
}
