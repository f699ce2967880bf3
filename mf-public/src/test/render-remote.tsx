import type { Language } from '@cc/types';
import { renderRemote as renderRemoteOf } from '@cc/ui/testing';
import App from '../remote-entry';

/** mf-public's App as the shell mounts it, for a visitor: at `/` (basePath '/') or under `/web` ('/web'). */
export function renderRemote({ path, language, basePath }: { path: string; language: Language; basePath?: string }) {
  return renderRemoteOf(App, { path, language, basePath });
}
