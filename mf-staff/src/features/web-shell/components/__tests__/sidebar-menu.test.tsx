import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@cc/types';
import { renderRemote } from '@cc/ui/testing';
import { stubFetch } from '@cc/api-client/testing';
import App from '../../../../remote-entry';
import { staffUser } from '../../../../test/render-with-remote';

// The sidebar offers the Admin Dashboard only to those the admin area lets in (admin, super_admin).
const member = (role: string): SessionUser => ({ ...staffUser, username: role, role });

function renderWebStaff(user: SessionUser) {
  const { shell } = renderRemote(App, { path: '/web/staff', user });
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
