import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, SessionUser } from '@cc/types';
import { demoUsers } from '@cc/types/testing';
import { renderRemote } from '@cc/ui/testing';
import App from '../remote-entry';
import { stubFetch } from '@cc/api-client/testing';

const citizen = demoUsers.citizen;

function renderApp(language: Language, user: SessionUser | null = citizen) {
  const { shell, setProps } = renderRemote(App, { path: '/citizen', language, user });
  return { shell, rerender: setProps };
}

describe('mf-citizen remote contract', () => {
  beforeEach(() => {
    stubFetch({ '/api/requests/stats': { total: 13, pending: 4, in_progress: 2, resolved: 7 } });
  });

  it('greets the citizen in Hindi and shows their request counts from the API', async () => {
    renderApp('hi');
    expect(screen.getByRole('heading', { name: 'नमस्ते, Ramesh Kumar' })).toBeInTheDocument();
    const status = await screen.findByRole('list', { name: 'त्वरित स्थिति' });
    expect(await within(status).findByRole('link', { name: '4 लंबित' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: '2 प्रगति में' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: '7 हल हो गए' })).toBeInTheDocument();
  });

  it('shows the same dashboard in English and follows a language change from the shell', async () => {
    const { rerender } = renderApp('en');
    expect(screen.getByRole('heading', { name: 'Hello, Ramesh Kumar' })).toBeInTheDocument();
    const status = await screen.findByRole('list', { name: 'Quick Status' });
    expect(await within(status).findByRole('link', { name: '4 Pending' })).toBeInTheDocument();
    rerender({ language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'त्वरित स्थिति' })).toBeInTheDocument();
  });

  it('asks the shell to switch language, theme and to log out', async () => {
    const { shell } = renderApp('hi');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(shell.setLanguage).toHaveBeenCalledWith('en');
    await userEvent.click(screen.getByRole('button', { name: /डार्क मोड/ }));
    expect(shell.setTheme).toHaveBeenCalledWith('dark');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग आउट' }));
    expect(shell.logout).toHaveBeenCalled();
  });

  it.each([
    ['en', 'Dark mode', 'Light mode'],
    ['hi', 'डार्क मोड', 'लाइट मोड'],
  ] as const)('the theme button says the theme it switches to, and its text follows the theme (%s)', async (language, toDark, toLight) => {
    const { shell, rerender } = renderApp(language);
    expect(screen.getByRole('button', { name: new RegExp(toDark) })).toBeInTheDocument();
    rerender({ theme: 'dark' as never });
    expect(screen.queryByRole('button', { name: new RegExp(toDark) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(toLight) }));
    expect(shell.setTheme).toHaveBeenCalledWith('light');
  });

  it('sends a visitor without a session to /login without a notice', () => {
    const { shell } = renderApp('en', null);
    expect(shell.navigate).toHaveBeenCalledWith('/login');
    expect(shell.toast).not.toHaveBeenCalled();
  });

  it('refuses a staff user with Access Denied and sends them to /login', () => {
    const { shell } = renderApp('en', { ...citizen, role: 'staff' });
    expect(shell.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Access Denied', description: 'This area is for citizens only' }),
    );
    expect(shell.navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByText('Quick Status')).not.toBeInTheDocument();
  });
});
