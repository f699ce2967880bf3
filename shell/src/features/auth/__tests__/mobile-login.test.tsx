import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@cc/api-client';
import { anonymous, MANIFEST, sessionUser, stubFetch } from '../../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../../testing/render-app';

beforeEach(() => {
  resetShellState();
  useFakeRemotes();
});

function stubLogin(result: { status?: number; body?: unknown }) {
  return stubFetch({
    '/mf-remotes.json': { body: MANIFEST },
    'GET /api/auth/user': anonymous,
    'POST /api/auth/login': result,
  });
}

const english = () => localStorage.setItem('citizen-connect-language', 'en');

describe('mobile login (/login)', () => {
  it('asks to fill all fields when submitted empty, in Hindi by default', async () => {
    stubLogin({ status: 500 });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByText('कृपया सभी फ़ील्ड भरें')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('asks to fill all fields in English when English is chosen', async () => {
    english();
    const { calls } = stubLogin({ status: 500 });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/auth/login')).toBe(false);
  });

  it('shows Login Error / Invalid username or password on a wrong password (English)', async () => {
    english();
    stubLogin({ status: 401, body: { error: 'Invalid username or password' } });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Error');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the wrong-password error in Hindi when Hindi is chosen', async () => {
    stubLogin({ status: 401, body: { error: 'Invalid username or password' } });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('उपयोगकर्ता नाम'), 'asha');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('लॉगिन त्रुटि');
    expect(toast).toHaveTextContent('अमान्य उपयोगकर्ता नाम या पासवर्ड');
  });

  it.each([
    ['citizen', '/citizen'],
    ['admin', '/admin'],
    ['super_admin', '/admin'],
    ['staff', '/staff'],
    ['government_official', '/staff'],
    ['minister_staff', '/staff'],
  ])('sends a %s to %s after login, says Welcome back! and stores the mobile user', async (role, home) => {
    english();
    const { calls } = stubLogin({ body: { user: sessionUser(role) } });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('Username'), `${role}1`);
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(home));
    expect(screen.getByTestId('toast')).toHaveTextContent('Welcome back!');
    expect(calls.find((call) => call.url === '/api/auth/login')?.body).toEqual({ username: `${role}1`, password: 'secret123' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.mobileUser)!)).toEqual({ id: 7, username: `${role}1`, name: `Test ${role}`, role });
    expect(await screen.findByTestId('remote')).toHaveTextContent(role);
  });

  it('remembers the username with a timestamp, and forgets it when unchecked', async () => {
    english();
    stubLogin({ body: { user: sessionUser('citizen') } });
    const first = renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('Username'), 'citizen1');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/citizen'));
    const remembered = JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedUser)!);
    expect(remembered.username).toBe('citizen1');
    expect(typeof remembered.timestamp).toBe('number');
    first.unmount();

    localStorage.removeItem(STORAGE_KEYS.mobileUser);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByLabelText('Username')).toHaveValue('citizen1');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/citizen'));
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBeNull();
  });

  it('redirects a stored mobile user by role at once', async () => {
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': { body: { user: sessionUser('admin') } } });
    localStorage.setItem(STORAGE_KEYS.mobileUser, JSON.stringify({ id: 1, username: 'admin', name: 'Admin', role: 'admin' }));
    renderApp('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(screen.queryByLabelText('उपयोगकर्ता नाम')).not.toBeInTheDocument();
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_admin');
  });

  it('goes back to / and links to /register', async () => {
    english();
    stubLogin({ status: 500 });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('a 401 from any bundle', () => {
  it('clears the stored mobile user and the session', async () => {
    const { queryClient } = (() => {
      stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': { body: { user: sessionUser('citizen') } } });
      localStorage.setItem(STORAGE_KEYS.mobileUser, JSON.stringify({ id: 7, username: 'citizen1', name: 'C', role: 'citizen' }));
      return renderApp('/citizen');
    })();
    await screen.findByTestId('remote');
    act(() => {
      window.dispatchEvent(new CustomEvent('cc:unauthorized', { detail: { path: '/api/requests' } }));
    });
    expect(localStorage.getItem(STORAGE_KEYS.mobileUser)).toBeNull();
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
    expect(await screen.findByTestId('remote')).toHaveTextContent('anonymous');
  });
});
