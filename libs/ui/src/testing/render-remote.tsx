import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type RemoteAppProps, type SessionUser, type Theme, type ToastInput } from '@cc/types';
import { RemotePropsContext } from '../remote/remote-props-context';

/** The shell's callbacks a remote receives, each a jest spy (logout and refreshSession resolve). */
function shellSpies() {
  return {
    toast: jest.fn<void, [ToastInput]>(),
    setLanguage: jest.fn<void, [Language]>(),
    setTheme: jest.fn<void, [Theme]>(),
    logout: jest.fn<Promise<void>, [string?]>(async () => undefined),
    refreshSession: jest.fn<Promise<void>, []>(async () => undefined),
    navigate: jest.fn<void, [string]>(),
  };
}

export type ShellSpies = ReturnType<typeof shellSpies>;

/** What the shell hands a remote and may change while it is mounted. */
export type ShellChange = Partial<Pick<RemoteAppProps, 'language' | 'theme' | 'user'>>;

export interface RemoteRenderOptions {
  /** Default 'en'. */
  language?: Language;
  /** Default 'light'. */
  theme?: Theme;
  /** The session user; default null (anonymous). Demo users: `demoUsers` of `@cc/types/testing`. */
  user?: SessionUser | null;
  /** Where the area is mounted; default: where the shell mounts `path` (`basePathOf`). */
  basePath?: string;
}

export type RemoteRender = RenderResult & {
  /** The shell's callbacks, as spies. */
  shell: ShellSpies;
  /** The shell switching the language: the same tree, new props. */
  switchTo(language: Language): void;
  /** The shell changing any of its props (theme, user, language): the same tree, new props. */
  setProps(change: ShellChange): void;
};

const AREAS = new Set(['citizen', 'staff', 'admin']);

/**
 * Where the shell mounts the remote that answers `path` (shell/src/app/app-routes.tsx, web-area.tsx):
 * `/citizen`, `/staff`, `/admin`, the same under `/web`, else mf-public at `/web` or `/`.
 */
export function basePathOf(path: string): string {
  const [first, second] = new URL(path, 'http://localhost').pathname.split('/').filter(Boolean);
  if (first === 'web') return second && AREAS.has(second) ? `/web/${second}` : '/web';
  return first && AREAS.has(first) ? `/${first}` : '/';
}

/** The shell's own pages a remote links to: a stand-in shows where a link went. */
const SHELL_PAGES = ['/login', '/register'];

function mount(options: RemoteRenderOptions & { path: string }, tree: (props: RemoteAppProps) => ReactElement): RemoteRender {
  const shell = shellSpies();
  const basePath = options.basePath ?? basePathOf(options.path);
  let props: RemoteAppProps = {
    contractVersion: REMOTE_CONTRACT_VERSION,
    basePath,
    language: options.language ?? 'en',
    theme: options.theme ?? 'light',
    user: options.user ?? null,
    shell,
  };
  const view = render(tree(props));
  const setProps = (change: ShellChange) => {
    props = { ...props, ...change };
    view.rerender(tree(props));
  };
  return { ...view, shell, setProps, switchTo: (language) => setProps({ language }) };
}

/**
 * A remote's App at `path`, mounted as the shell mounts it: under `basePath/*` (derived from the
 * path unless given), with the contract's props and spy callbacks. The one way a test renders a
 * whole area.
 */
export function renderRemote(App: ComponentType<RemoteAppProps>, { path, ...options }: RemoteRenderOptions & { path: string }): RemoteRender {
  return mount({ path, ...options }, (props) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {SHELL_PAGES.map((page) => (
          <Route key={page} path={page} element={<p>shell page {page}</p>} />
        ))}
        <Route path={props.basePath === '/' ? '/*' : `${props.basePath}/*`} element={<App {...props} />} />
      </Routes>
    </MemoryRouter>
  ));
}

/** A remote's providers (its `app/remote-providers.tsx`): the shell's props around `children`. */
export type RemoteProvidersComponent = ComponentType<RemoteAppProps & { children: ReactNode }>;

/** Only the shell's props (what `useRemoteProps` reads): for the shared components' own tests. */
function PropsOnly({ children, ...props }: RemoteAppProps & { children: ReactNode }) {
  return <RemotePropsContext.Provider value={props}>{children}</RemotePropsContext.Provider>;
}

/**
 * One component inside a remote's providers (i18n, query client, shell props), as it is in the
 * remote, at `path` of a router (default: the base path, default '/'); default providers: the
 * props alone.
 */
export function renderInRemote(
  ui: ReactElement,
  { Providers = PropsOnly, path, ...options }: RemoteRenderOptions & { Providers?: RemoteProvidersComponent; path?: string } = {},
): RemoteRender {
  const at = path ?? options.basePath ?? '/';
  return mount({ path: at, ...options }, (props) => (
    <MemoryRouter initialEntries={[at]}>
      <Providers {...props}>{ui}</Providers>
    </MemoryRouter>
  ));
}
