import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const user = (id: number, name: string, role: string) => ({
  id,
  username: name.toLowerCase(),
  name,
  email: null,
  phone: null,
  role,
  district: null,
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const role = (id: number, name: string, displayName: string, isSystem: boolean) => ({
  id,
  name,
  displayName,
  displayNameHi: null,
  description: null,
  escalationLevel: 0,
  isActive: true,
  isSystem,
  userCount: 1,
});

describe('deletes: confirmation and the spec §8 notices', () => {
  it('refuses a super_admin with "Cannot delete" and deletes a staff user only after a confirmation that says it cannot be undone', async () => {
    const deleted: string[] = [];
    stubFetch({
      '/api/admin/users': (_init: unknown, url: URL) => pageOf([user(1, 'Root', 'super_admin'), user(2, 'Sunita', 'staff')], url),
      'DELETE /api/admin/users/2': (_init: unknown, url: URL) => {
        deleted.push(url.pathname);
        return { status: 200, body: { success: true } };
      },
      '/api/locations': [],
    });
    const shell = renderAdmin('en', '/admin?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Root' }));
    expect(shell.toast).toHaveBeenCalledWith({ title: 'Cannot delete', description: 'Super admin users cannot be deleted', variant: 'destructive' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Root' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunita' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Delete “Sunita”? This action cannot be undone.');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/admin/users/2']));
    expect(shell.toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'User deleted successfully', variant: 'success' }));
  });

  it('shows "भूमिका हटाने में त्रुटि" with the server reason when a role in use is refused, and "Cannot delete" for a system role (Hindi)', async () => {
    stubFetch({
      '/api/admin/roles': (_init: unknown, url: URL) => pageOf([role(1, 'admin', 'Administrator', true), role(5, 'clerk', 'Clerk', false)], url),
      'DELETE /api/admin/roles/5': () => ({ status: 409, body: { error: 'Role is assigned to users and cannot be deleted', messageKey: 'roleInUse' } }),
    });
    const shell = renderAdmin('hi', '/admin?tab=roles');
    await userEvent.click(await screen.findByRole('button', { name: 'हटाएँ प्रशासक' }));
    expect(shell.toast).toHaveBeenCalledWith({ title: 'हटाया नहीं जा सकता', description: 'सिस्टम भूमिकाएँ हटाई नहीं जा सकतीं', variant: 'destructive' });

    await userEvent.click(screen.getByRole('button', { name: 'हटाएँ Clerk' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हटाएँ' }));
    // messageKey roleInUse is not in this branch's catalogue yet: the server's own text is shown.
    await waitFor(() =>
      expect(shell.toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'भूमिका हटाने में त्रुटि', variant: 'destructive' })),
    );
  });
});
