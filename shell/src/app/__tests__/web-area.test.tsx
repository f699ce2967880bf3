import { screen, waitFor } from '@testing-library/react';
import { anonymous, MANIFEST, sessionUser, stubFetch, type StubResponse } from '../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../testing/render-app';

beforeEach(() => {
  resetShellState();
  useFakeRemotes();
  localStorage.setItem('citizen-connect-language', 'en');
});

function withSession(session: StubResponse | (() => Promise<StubResponse>)) {
  stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': typeof session === 'function' ? session : session });
}

describe('the /web area', () => {
  it('shows Loading... while the session is being read', async () => {
    let release: ((value: StubResponse) => void) | undefined;
    withSession(() => new Promise<StubResponse>((resolve) => (release = resolve)));
    renderApp('/web/citizen');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // The request leaves once the HTTP client's chunk is loaded (libs/api-client api-fetch.ts).
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    release?.(anonymous);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/web$/));
  });

  it('says the page waits for the connection while offline, and opens once it returns', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      withSession({ body: { user: sessionUser('citizen') } });
      renderApp('/web/citizen');
      expect(screen.getByRole('status')).toHaveTextContent('You are offline. This page opens when the connection returns.');
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByTestId('remote')).toHaveTextContent('mf_citizen');
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends a visitor from a closed path back to the landing page (mf_public at /web)', async () => {
    withSession(anonymous);
    renderApp('/web/staff');
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_public /web en anonymous');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/web$/);
  });

  it('renders the shell web login for a visitor', async () => {
    withSession(anonymous);
    renderApp('/web/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('mounts the citizen remote at /web/citizen with the session user', async () => {
    withSession({ body: { user: sessionUser('citizen') } });
    renderApp('/web/citizen');
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_citizen /web/citizen en citizen');
  });

  it('shows 404 Page Not Found to a citizen on a staff path', async () => {
    withSession({ body: { user: sessionUser('citizen') } });
    renderApp('/web/staff');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('mounts the admin remote for an admin and the staff remote for an official', async () => {
    withSession({ body: { user: sessionUser('admin') } });
    const first = renderApp('/web/admin/requests');
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_admin /web/admin en admin');
    first.unmount();
    resetShellState();
    useFakeRemotes();
    localStorage.setItem('citizen-connect-language', 'en');
    withSession({ body: sessionUser('government_official') });
    renderApp('/web/staff/requests');
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_staff /web/staff en government_official');
  });
});

describe('remote areas outside /web', () => {
  it.each([
    ['/', 'mf_public /'],
    ['/events', 'mf_public /'],
    ['/citizen', 'mf_citizen /citizen'],
    ['/staff/tasks', 'mf_staff /staff'],
    ['/admin/requests', 'mf_admin /admin'],
  ])('%s loads %s', async (path, expected) => {
    withSession({ body: { user: sessionUser('admin') } });
    renderApp(path);
    expect(await screen.findByTestId('remote')).toHaveTextContent(expected);
  });
});
