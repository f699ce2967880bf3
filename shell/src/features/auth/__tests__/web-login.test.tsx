import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, MANIFEST, sessionUser, stubFetch } from '../../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../../testing/render-app';
import { validationMessages } from '@cc/validation';

beforeEach(() => {
  resetShellState();
  useFakeRemotes();
  localStorage.setItem('citizen-connect-language', 'en');
});

afterEach(() => jest.useRealTimers());

const stub = (login: { status?: number; body?: unknown }) =>
  stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous, 'POST /api/auth/login': login });

describe('web login (/web/login)', () => {
  it('toggles the password visibility with an accessible button', async () => {
    stub({ status: 500 });
    renderApp('/web/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server message on failure, else Invalid credentials', async () => {
    stub({ status: 401, body: { error: 'Account disabled' } });
    renderApp('/web/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account disabled');
  });

  it('falls back to Invalid credentials without a server message', async () => {
    stub({ status: 500 });
    renderApp('/web/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it("says the server's named message in Hindi on a Hindi screen, and follows a language switch", async () => {
    localStorage.setItem('citizen-connect-language', 'hi');
    stub({ status: 429, body: { error: validationMessages.tooManyLoginAttempts.en, messageKey: 'tooManyLoginAttempts' } });
    renderApp('/web/login');
    await userEvent.type(await screen.findByLabelText('उपयोगकर्ता नाम'), 'asha');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(validationMessages.tooManyLoginAttempts.hi);
    expect(alert).not.toHaveTextContent(/[A-Za-z]{4}/);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(validationMessages.tooManyLoginAttempts.en);
  });

  it('shows the security question when the API asks for one, sends its answer, and asks a fresh one after a failure (Hindi)', async () => {
    localStorage.setItem('citizen-connect-language', 'hi');
    let question = 0;
    const logins: unknown[] = [];
    const { calls } = stubFetch({
      '/mf-remotes.json': { body: MANIFEST },
      'GET /api/auth/user': anonymous,
      'GET /api/captcha': (url) => {
        question += 1;
        expect(url).toContain('lang=hi');
        return { body: { token: `token-${question}`, question: `${question} और 2 का योग क्या है?` } };
      },
      'POST /api/auth/login': (_url, init) => {
        logins.push(JSON.parse(String(init?.body)));
        if (logins.length === 1) return { status: 401, body: { error: validationMessages.loginCaptchaRequired.en, messageKey: 'loginCaptchaRequired', captchaRequired: true } };
        if (logins.length === 2) return { status: 401, body: { error: 'Invalid username or password', messageKey: 'invalidCredentials', captchaRequired: true } };
        return { body: { user: sessionUser('citizen') } };
      },
    });
    renderApp('/web/login');
    await userEvent.type(await screen.findByLabelText('उपयोगकर्ता नाम'), 'asha');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'right-one');
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(validationMessages.loginCaptchaRequired.hi);
    const group = await screen.findByRole('group', { name: 'सुरक्षा प्रश्न' });
    expect(await screen.findByText('1 और 2 का योग क्या है?')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('आपका उत्तर'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    // A failed try spends the question: a fresh one, the old answer cleared.
    expect(await screen.findByText('2 और 2 का योग क्या है?')).toBeInTheDocument();
    expect(screen.getByLabelText('आपका उत्तर')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('आपका उत्तर'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    await waitFor(() => expect(logins).toHaveLength(3));
    expect(logins[0]).toEqual({ username: 'asha', password: 'right-one' });
    expect(logins[1]).toEqual({ username: 'asha', password: 'right-one', captchaToken: 'token-1', captchaAnswer: '3' });
    expect(logins[2]).toEqual({ username: 'asha', password: 'right-one', captchaToken: 'token-2', captchaAnswer: '4' });
    expect(group).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/captcha'))).toHaveLength(2);
  });

  it('Google and Facebook only say coming soon', async () => {
    const { calls } = stub({ status: 500 });
    renderApp('/web/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Google login is coming soon');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Facebook login is coming soon');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows a notice on success and goes to / after 1 second', async () => {
    jest.useFakeTimers();
    stub({ body: { user: sessionUser('citizen') } });
    renderApp('/web/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'citizen1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await act(async () => undefined);
    expect(screen.getByTestId('toast')).toHaveTextContent('Login successful');
    await act(async () => jest.advanceTimersByTime(900));
    expect(screen.getByTestId('location')).toHaveTextContent('/web/login');
    await act(async () => jest.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
