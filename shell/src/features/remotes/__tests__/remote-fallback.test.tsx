import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { anonymous, MANIFEST, stubFetch } from '../../../testing/fetch-stub';
import { fakeRemote, loadRemoteMock, renderApp, resetShellState } from '../../../testing/render-app';

beforeEach(() => {
  resetShellState();
  (registerRemotes as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('a remote that is down', () => {
  // A default-mode fetch (the server marks the file no-cache, so it is revalidated): the mode a
  // <link rel=preload> of it in the pre-rendered pages answers (tools/prerender).
  it('registers the remotes listed in /mf-remotes.json, fetched in the default cache mode', async () => {
    const { fetchMock } = stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
    loadRemoteMock.mockResolvedValue({ default: fakeRemote('mf_public') } as never);
    renderApp('/');
    await screen.findByTestId('remote');
    expect(fetchMock).toHaveBeenCalledWith('/mf-remotes.json');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_public', entry: '/mf/mf-public/remoteEntry.js' },
      { name: 'mf_citizen', entry: '/mf/mf-citizen/remoteEntry.js' },
      { name: 'mf_staff', entry: '/mf/mf-staff/remoteEntry.js' },
      { name: 'mf_admin', entry: '/mf/mf-admin/remoteEntry.js' },
    ]);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_public/App.hi');
  });

  it('shows a bilingual fallback with Retry, and Retry loads it afresh', async () => {
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    renderApp('/events');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('यह भाग लोड नहीं हो सका');

    loadRemoteMock.mockResolvedValueOnce({ default: fakeRemote('mf_public') } as never);
    await userEvent.click(screen.getByRole('button', { name: 'पुनः प्रयास करें' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_public');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_public', entry: '/mf/mf-public/remoteEntry.js?retry=1' }], { force: true });
  });

  it('says so in English when English is chosen, and the shell screens still work', async () => {
    localStorage.setItem('citizen-connect-language', 'en');
    stubFetch({ '/mf-remotes.json': { status: 503 }, 'GET /api/auth/user': anonymous });
    renderApp('/citizen');
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
