import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@cc/api-client';
import { MANIFEST, sessionUser, stubFetch } from '../../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../../testing/render-app';

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  resetShellState();
  useFakeRemotes();
  localStorage.setItem('citizen-connect-language', 'en');
  stubFetch({
    '/mf-remotes.json': { body: MANIFEST },
    'GET /api/auth/user': { body: { user: sessionUser('citizen', { id: 42 }) } },
    '/api/public/contact': { body: { contactEmail: 'office@example.in' } },
  });
});

describe('onboarding (/onboarding)', () => {
  it('walks the four slides; the last one says Get Started and goes to /register', async () => {
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Welcome to Citizen Connect' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Secure and trusted' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Instant updates' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Easy to use' })).toBeInTheDocument();
    expect(screen.getByText('District-level services')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register'));
  });

  it('Skip goes to /register, Login to /login, and the language toggle switches to Hindi', async () => {
    const first = renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'हिंदी', description: 'Switch language to Hindi' }));
    expect(screen.getByRole('heading', { name: 'सिटिज़न कनेक्ट में आपका स्वागत है' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('citizen-connect-language')).toBe('hi');
    await userEvent.click(screen.getByRole('button', { name: 'छोड़ें' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register'));
    first.unmount();
    localStorage.setItem('citizen-connect-language', 'en');
    renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Already have an account? Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});

describe('post-registration welcome (/onboarding/welcome)', () => {
  it('redirects to /login without a stored new-user record', async () => {
    renderApp('/onboarding/welcome');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('greets by first name, shows district, Vidhan Sabha and role, and Get Started opens /citizen', async () => {
    const record = { id: 42, username: 'asha', name: 'Asha Verma', role: 'citizen', firstName: 'Asha', district: 'raisen', vidhanSabha: 'sanchi' };
    localStorage.setItem(STORAGE_KEYS.newUser, JSON.stringify(record));
    renderApp('/onboarding/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeInTheDocument();
    expect(screen.getByText('Raisen')).toBeInTheDocument();
    expect(screen.getByText('Sanchi')).toBeInTheDocument();
    expect(screen.getByText('Citizen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submit requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get updates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Communicate with staff' })).toBeInTheDocument();
    // The contact e-mail of the settings (GET /api/public/contact).
    const help = await screen.findByRole('link', { name: 'Need help? Write to us at office@example.in' });
    expect(help).toHaveAttribute('href', 'mailto:office@example.in');
    expect(document.body.innerHTML).not.toContain('citizenconnect.example');
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/citizen'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.mobileUser)!)).toEqual({ id: 42, username: 'asha', name: 'Asha Verma', role: 'citizen' });
    expect(localStorage.getItem(STORAGE_KEYS.newUser)).toBeNull();
    expect(screen.getByTestId('toast')).toHaveTextContent('Welcome to Citizen Connect!');
  });

  it('offers no help address when the settings hold none', async () => {
    const { calls } = stubFetch({
      '/mf-remotes.json': { body: MANIFEST },
      'GET /api/auth/user': { body: { user: sessionUser('citizen', { id: 42 }) } },
      '/api/public/contact': { body: { contactEmail: null } },
    });
    const record = { id: 42, username: 'asha', name: 'Asha Verma', role: 'citizen', firstName: 'Asha', district: 'raisen', vidhanSabha: 'sanchi' };
    localStorage.setItem(STORAGE_KEYS.newUser, JSON.stringify(record));
    // Fake timers: the answer and the render after it are run to the end at once, not waited for.
    jest.useFakeTimers({ advanceTimers: true });
    renderApp('/onboarding/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/api/public/contact'))).toBe(true));
    // Past the answer's render: nothing then offers an address.
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('link', { name: /Need help/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
