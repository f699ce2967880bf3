import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@cc/api-client';
import { anonymous, MANIFEST, sessionUser, stubFetch } from '../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../testing/render-app';

// The shell's own pages (ShellScreen) each have a <title> in the page's language, which follows a
// language switch; the remotes' pages title themselves (their own page-titles tests).
beforeEach(() => {
  resetShellState();
  useFakeRemotes();
});

const signedOut = () => stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous, '/api/public/contact': { body: { contactEmail: null } } });

describe('shell page titles', () => {
  it.each([
    ['/login', 'en', 'Login · Citizen Connect'],
    ['/login', 'hi', 'लॉगिन · सिटिज़न कनेक्ट'],
    ['/web/login', 'en', 'Welcome back · Citizen Connect'],
    ['/web/login', 'hi', 'फिर से स्वागत है · सिटिज़न कनेक्ट'],
    ['/register', 'en', 'Create your account · Citizen Connect'],
    ['/register', 'hi', 'अपना खाता बनाएँ · सिटिज़न कनेक्ट'],
    ['/onboarding', 'en', 'Introduction · Citizen Connect'],
    ['/onboarding', 'hi', 'परिचय · सिटिज़न कनेक्ट'],
  ] as const)('%s in %s', async (path, language, title) => {
    localStorage.setItem('citizen-connect-language', language);
    signedOut();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles the welcome after registration with its greeting', async () => {
    localStorage.setItem('citizen-connect-language', 'hi');
    localStorage.setItem(STORAGE_KEYS.newUser, JSON.stringify({ id: 42, username: 'asha', name: 'Asha Verma', role: 'citizen', firstName: 'Asha', district: 'raisen', vidhanSabha: 'sanchi' }));
    // Just registered: signed in (an anonymous answer would forget the new-user record).
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': { body: { user: sessionUser('citizen', { id: 42 }) } }, '/api/public/contact': { body: { contactEmail: null } } });
    renderApp('/onboarding/welcome');
    await waitFor(() => expect(document.title).toBe('स्वागत है, Asha! · सिटिज़न कनेक्ट'));
  });

  it("titles /web's not-found page for a signed-in citizen", async () => {
    localStorage.setItem('citizen-connect-language', 'en');
    stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': { body: { user: sessionUser('citizen') } } });
    renderApp('/web/admin');
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Citizen Connect'));
  });

  it('follows a language switch and the route, with one <title> in the document', async () => {
    localStorage.setItem('citizen-connect-language', 'en');
    signedOut();
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Login · Citizen Connect'));
    await userEvent.click(await screen.findByRole('button', { name: 'हिंदी', description: 'Switch language to Hindi' }));
    await waitFor(() => expect(document.title).toBe('लॉगिन · सिटिज़न कनेक्ट'));
    await userEvent.click(screen.getByRole('link', { name: /पंजीकरण/ }));
    await waitFor(() => expect(document.title).toBe('अपना खाता बनाएँ · सिटिज़न कनेक्ट'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
