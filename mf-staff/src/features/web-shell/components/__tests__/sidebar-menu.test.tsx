import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type SessionUser } from '@cc/types';
import { stubFetch } from '@cc/api-client/testing';
import App from '../../../../remote-entry';

// The sidebar offers the Admin Dashboard only to those the admin area lets in (admin, super_admin).
const member = (role: string): SessionUser => ({
  id: 2,
  username: role,
  name: 'Sunita Verma',
  email: null,
  phone: null,
  role,
  district: 'raisen',
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
});

function renderWebStaff(user: SessionUser) {
  const shell = { toast: jest.fn(), setLanguage: jest.fn(), setTheme: jest.fn(), logout: jest.fn(async () => undefined), refreshSession: jest.fn(async () => undefined), navigate: jest.fn() };
  render(
    <MemoryRouter initialEntries={['/web/staff']}>
      <Routes>
        <Route path="/web/staff/*" element={<App contractVersion={REMOTE_CONTRACT_VERSION} basePath="/web/staff" language="en" theme="light" user={user} shell={shell} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { shell, nav: screen.getByRole('navigation', { name: 'Staff sections' }) };
}

beforeEach(() => {
  stubFetch({ '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 } });
});

describe('the staff sidebar', () => {
  it.each(['staff', 'government_official', 'district_admin'])('shows a %s no Admin Dashboard link', (role) => {
    const { nav } = renderWebStaff(member(role));
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it.each(['admin', 'super_admin'])('shows an %s the Admin Dashboard link, which opens /admin', async (role) => {
    const { nav, shell } = renderWebStaff(member(role));
    const link = within(nav).getByRole('link', { name: 'Admin Dashboard' });
    expect(link).toHaveAttribute('href', '/admin');
    await userEvent.click(link);
    expect(shell.navigate).toHaveBeenCalledWith('/admin');
  });
});
