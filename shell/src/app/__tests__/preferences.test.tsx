import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAppProps } from '@cc/types';
import { anonymous, MANIFEST, stubFetch } from '../../testing/fetch-stub';
import { loadRemoteMock, renderApp, resetShellState } from '../../testing/render-app';

function PreferencesRemote({ language, theme, shell, basePath, contractVersion }: RemoteAppProps) {
  return (
    <div data-testid="remote">
      {basePath} {language} {theme} v{contractVersion}
      <button onClick={() => shell.setLanguage(language === 'hi' ? 'en' : 'hi')}>remote language</button>
      <button onClick={() => shell.setTheme(theme === 'dark' ? 'light' : 'dark')}>remote theme</button>
      <button onClick={() => shell.toast({ description: 'from the remote' })}>remote toast</button>
      <button onClick={() => shell.navigate('/login')}>remote navigate</button>
    </div>
  );
}

beforeEach(() => {
  resetShellState();
  document.documentElement.removeAttribute('data-theme');
  stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
  loadRemoteMock.mockResolvedValue({ default: PreferencesRemote } as never);
});

describe('language and theme belong to the shell', () => {
  it('Hindi by default; the theme toggle sets <html data-theme> and remembers it', async () => {
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    await userEvent.click(screen.getByRole('button', { name: 'डार्क थीम पर जाएँ' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('citizen-connect-theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'लाइट थीम पर जाएँ' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('passes language and theme to a remote and lets it change them, toast and navigate', async () => {
    renderApp('/events');
    const remote = await screen.findByTestId('remote');
    expect(remote).toHaveTextContent('/ hi light v1');
    await userEvent.click(screen.getByRole('button', { name: 'remote language' }));
    expect(remote).toHaveTextContent('/ en light');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('citizen-connect-language')).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'remote theme' }));
    expect(remote).toHaveTextContent('/ en dark');
    await userEvent.click(screen.getByRole('button', { name: 'remote toast' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('from the remote');
    await userEvent.click(screen.getByRole('button', { name: 'remote navigate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});

describe('shell.logout for remotes (spec §7)', () => {
  it.each([200, 500])('clears the local session and goes to /login even when logout answers %s', async (status) => {
    const { calls } = stubFetch({
      '/mf-remotes.json': { body: MANIFEST },
      'GET /api/auth/user': { body: { user: { id: 1, username: 'c', name: 'C', role: 'citizen' } } },
      'POST /api/auth/logout': { status, body: {} },
    });
    localStorage.setItem('citizen-connect-mobile-user', JSON.stringify({ id: 1, username: 'c', name: 'C', role: 'citizen' }));
    function LogoutRemote({ shell, user }: RemoteAppProps) {
      return (
        <div data-testid="remote">
          {user ? user.role : 'anonymous'}
          <button onClick={() => void shell.logout()}>log out</button>
        </div>
      );
    }
    loadRemoteMock.mockResolvedValue({ default: LogoutRemote } as never);
    const { queryClient } = renderApp('/citizen');
    expect(await screen.findByTestId('remote')).toHaveTextContent('citizen');
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem('citizen-connect-mobile-user')).toBeNull();
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
  });
});
