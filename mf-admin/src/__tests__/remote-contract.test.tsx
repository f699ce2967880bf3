import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../test/stub-fetch';
import { adminUser, renderAdmin } from '../test/render-admin';

describe('mf-admin remote contract', () => {
  beforeEach(() => {
    stubFetch({
      '/api/admin/requests/stats': { total: 57, pending: 20, in_progress: 9, resolved: 28 },
      '/api/admin/requests': { items: [], nextCursor: null },
      '/api/locations': [],
    });
  });

  it('shows the Admin Dashboard with the four counts from the API in English', async () => {
    renderAdmin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Request Overview' });
    expect(within(counts).getByText('Total Requests').previousSibling).toHaveTextContent('57');
    expect(within(counts).getByText('Pending').previousSibling).toHaveTextContent('20');
    expect(within(counts).getByText('In Progress').previousSibling).toHaveTextContent('9');
    expect(within(counts).getByText('Resolved').previousSibling).toHaveTextContent('28');
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
  });

  it('shows the dashboard in Hindi for a super_admin, with the theme toggle offering light mode in the dark theme', async () => {
    const shell = renderAdmin('hi', '/admin', { ...adminUser, role: 'super_admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'अनुरोधों का सारांश' });
    expect(within(counts).getByText('कुल अनुरोध').previousSibling).toHaveTextContent('57');
    // The button's text follows the theme (it says what it switches to).
    expect(screen.queryByRole('button', { name: /डार्क मोड/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /लाइट मोड/ }));
    expect(shell.setTheme).toHaveBeenCalledWith('light');
  });

  it('opens the database export in a new tab and logs out through the shell', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const shell = renderAdmin('en');
    await userEvent.click(screen.getByRole('button', { name: 'Export Database' }));
    expect(open).toHaveBeenCalledWith('/api/admin/database/export', '_blank', 'noopener');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(shell.logout).toHaveBeenCalledWith('/login');
    open.mockRestore();
  });

  it.each(['staff', 'citizen', 'minister_staff'])('refuses the %s role with Access Denied', (role) => {
    const shell = renderAdmin('en', '/admin', { ...adminUser, role });
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Access Denied', variant: 'destructive' }));
    expect(shell.navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
  });
});
