import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import App from '../remote-entry';
import { stubFetch } from '../test/stub-fetch';

const admin: SessionUser = {
  id: 1,
  username: 'admin',
  name: 'Anil Sharma',
  email: 'admin@example.in',
  phone: null,
  role: 'admin',
  district: null,
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
};

function renderApp(language: Language, user: SessionUser | null = admin) {
  const shell = {
    toast: jest.fn(),
    setLanguage: jest.fn(),
    setTheme: jest.fn(),
    logout: jest.fn(async () => undefined),
    refreshSession: jest.fn(async () => undefined),
    navigate: jest.fn(),
  };
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <App contractVersion={REMOTE_CONTRACT_VERSION} basePath="/admin" language={language} theme="dark" user={user} shell={shell} />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return shell;
}

describe('mf-admin remote contract', () => {
  beforeEach(() => {
    stubFetch({ '/api/requests/stats': { total: 57, pending: 20, in_progress: 9, resolved: 28 } });
  });

  it('shows the Admin Dashboard with the four counts from the API in English', async () => {
    renderApp('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Request Overview' });
    expect(within(counts).getByText('Total Requests').previousSibling).toHaveTextContent('57');
    expect(within(counts).getByText('Pending').previousSibling).toHaveTextContent('20');
    expect(within(counts).getByText('In Progress').previousSibling).toHaveTextContent('9');
    expect(within(counts).getByText('Resolved').previousSibling).toHaveTextContent('28');
  });

  it('shows the dashboard in Hindi for a super_admin, with the theme toggle offering light mode in the dark theme', async () => {
    const shell = renderApp('hi', { ...admin, role: 'super_admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'अनुरोधों का सारांश' });
    expect(within(counts).getByText('कुल अनुरोध').previousSibling).toHaveTextContent('57');
    // Issue 10: the button's text follows the theme (it says what it switches to).
    expect(screen.queryByRole('button', { name: /डार्क मोड/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /लाइट मोड/ });
    await userEvent.click(toggle);
    expect(shell.setTheme).toHaveBeenCalledWith('light');
  });

  it('shows an honest placeholder for tabs not built yet', async () => {
    renderApp('en');
    await userEvent.click(screen.getByRole('button', { name: 'Users' }));
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('This section is coming soon.')).toBeInTheDocument();
  });

  it.each(['staff', 'citizen', 'minister_staff'])('refuses the %s role with Access Denied', (role) => {
    const shell = renderApp('en', { ...admin, role });
    expect(shell.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Access Denied', variant: 'destructive' }),
    );
    expect(shell.navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
  });
});
