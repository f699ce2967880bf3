import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserStorage } from '@cc/api-client';
import { anonymous, MANIFEST, sessionUser, stubFetch } from '../../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../../testing/render-app';

beforeEach(() => {
  resetShellState();
  useFakeRemotes();
});

const sessionChecks = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/api/auth/user'));

describe('the session check on the landing page', () => {
  it('waits for the first interaction of an anonymous visitor on /', async () => {
    const { calls } = stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
    renderApp('/');
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_public / hi anonymous');
    expect(sessionChecks(calls)).toHaveLength(0);
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(sessionChecks(calls)).toHaveLength(1));
  });

  it('runs at once on / when this device remembers a user', async () => {
    browserStorage.setMobileUser({ id: 7, username: 'citizen1', name: 'Test citizen', role: 'citizen' } as never);
    const { calls } = stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': { body: { user: sessionUser('citizen') } } });
    renderApp('/');
    await waitFor(() => expect(sessionChecks(calls)).toHaveLength(1));
    expect(await screen.findByTestId('remote')).toHaveTextContent('citizen');
  });

  it('runs at once on any other page', async () => {
    const { calls } = stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous });
    renderApp('/events');
    await waitFor(() => expect(sessionChecks(calls)).toHaveLength(1));
  });
});
