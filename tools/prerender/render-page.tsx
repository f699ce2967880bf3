// The pre-render's entry (built for Node by webpack.prerender.config.js, run by prerender-pages.mjs):
// the shell's own tree (ShellApp) at a path, with mf-public's App imported directly instead of
// federated, rendered to HTML once every lazy page has resolved (react-dom/static waits for them).
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ShellApp } from '../../shell/src/app/shell-app';
import { PrerenderedRemotes } from '../../shell/src/features/remotes/prerendered-remotes';
import PublicApp from '../../mf-public/src/remote-entry.hi';
import { shellTexts } from '../../shell/src/i18n/shell-texts';

export async function renderPage(location: string): Promise<string> {
  // Rendered in Hindi, as a first visit is (bootstrap.tsx waits for the same texts in the browser).
  await shellTexts.load('hi');
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <PrerenderedRemotes.Provider value={{ mf_public: PublicApp }}>
      <ShellApp router={Router} />
    </PrerenderedRemotes.Provider>,
    { onError: (error) => { throw error; } },
  );
  let html = '';
  for await (const part of prelude) html += part;
  return html;
}
