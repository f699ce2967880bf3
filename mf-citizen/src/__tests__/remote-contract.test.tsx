import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import App from '../remote-entry';
import { stubFetch } from '@cc/api-client/testing';
import { shellSpies } from '@cc/ui/testing';

const citizen: SessionUser = {
  id: 3,
  username: 'ramesh',
  name: 'Ramesh Kumar',
  email: null,
  phone: '9876543210',
  role: 'citizen',
  district: 'vidisha',
  constituency: 'vidisha',
  mandal: null,
  ward: null,
  address: null,
  department: null,
};

function renderApp(language: Language, user: SessionUser | null = citizen) {
  const shell = shellSpies();
  const props = { contractVersion: REMOTE_CONTRACT_VERSION, basePath: '/citizen', language, theme: 'light' as const, user, shell };
  const view = render(
    <MemoryRouter initialEntries={['/citizen']}>
      <Routes>
        <Route path="/citizen/*" element={<App {...props} />} />
      </Routes>
    </MemoryRouter>,
  );
  const rerender = (next: Partial<typeof props>) =>
    view.rerender(
      <MemoryRouter initialEntries={['/citizen']}>
        <Routes>
          <Route path="/citizen/*" element={<App {...props} {...next} />} />
        </Routes>
      </MemoryRouter>,
    );
  return { shell, rerender };
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
