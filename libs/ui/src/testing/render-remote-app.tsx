import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type RemoteAppProps, type SessionUser } from '@cc/types';

export interface RemoteAppRender {
  /** The shell's callbacks, as spies. */
  shell: RemoteAppProps['shell'] & Record<string, jest.Mock>;
  /** The shell switching the language: the same app, new props. */
  switchTo(language: Language): void;
}

/** The shell's callbacks a remote receives, each a jest spy (logout and refreshSession resolve). */
export function shellSpies() {
  return {
    toast: jest.fn(),
    setLanguage: jest.fn(),
    setTheme: jest.fn(),
    logout: jest.fn(async () => undefined),
    refreshSession: jest.fn(async () => undefined),
    navigate: jest.fn(),
  };
}

/**
 * A remote's App at `path`, mounted as the shell mounts it (under `basePath/*`, with the contract's
 * props and spy callbacks): the one way the remotes' tests render a whole area.
 */
export function renderRemoteApp(
  App: ComponentType<RemoteAppProps>,
  path: string,
  { basePath, language = 'en', user }: { basePath: string; language?: Language; user: SessionUser | null },
): RemoteAppRender {
  const shell = shellSpies();
  const tree = (lang: Language) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<App contractVersion={REMOTE_CONTRACT_VERSION} basePath={basePath} language={lang} theme="light" user={user} shell={shell} />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree(language));
  return { shell, switchTo: (lang) => view.rerender(tree(lang)) };
}
