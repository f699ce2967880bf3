import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNAUTHORIZED_EVENT } from '@cc/api-client';
import type { RemoteAppProps } from '@cc/types';
import { anonymous, MANIFEST, stubFetch } from '../../testing/fetch-stub';
import { loadRemoteMock, renderApp, resetShellState } from '../../testing/render-app';

/** Shows every prop the shell's stores feed, so a stale prop is visible. */
function PropsRemote({ language, theme, user }: RemoteAppProps) {
  return <div data-testid="remote">{`${language} ${theme} ${user ? user.username : 'anonymous'}`}</div>;
}

const citizen = { id: 3, username: 'ravi', name: 'Ravi', role: 'citizen' };

beforeEach(() => {
  resetShellState();
  loadRemoteMock.mockResolvedValue({ default: PropsRemote } as never);
});

describe('a remote gets fresh props from the shell stores (architecture §2)', () => {
  it('when the session user arrives and when a 401 ends it', async () => {
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
    const { queryClient } = renderApp('/events');
    const remote = await screen.findByTestId('remote');
    expect(remote).toHaveTextContent('hi light anonymous');

    act(() => void queryClient.setQueryData(['auth', 'user'], citizen));
    await waitFor(() => expect(remote).toHaveTextContent('hi light ravi'));

    localStorage.setItem('citizen-connect-mobile-user', JSON.stringify(citizen));
    act(() => void window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { path: '/api/requests' } })));
    await waitFor(() => expect(remote).toHaveTextContent('hi light anonymous'));
    expect(localStorage.getItem('citizen-connect-mobile-user')).toBeNull();
  });

  it('when the language is stored, a new shell starts in it and the remote gets it', async () => {
    localStorage.setItem('citizen-connect-language', 'en');
    localStorage.setItem('citizen-connect-theme', 'dark');
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': { body: { user: citizen } } });
    renderApp('/events');
    expect(await screen.findByTestId('remote')).toHaveTextContent('en dark');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByText('en dark ravi')).toBeInTheDocument();
  });

  it('when the shell’s own language toggle is used on a shell screen, the next remote gets it', async () => {
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
    const { unmount } = renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(localStorage.getItem('citizen-connect-language')).toBe('en');
    unmount();
    renderApp('/events');
    expect(await screen.findByTestId('remote')).toHaveTextContent('en light');
  });
});
