import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const role = (id: number, name: string, displayName: string, isSystem: boolean) => ({
  id,
  name,
  displayName,
  displayNameHi: null,
  description: null,
  escalationLevel: 0,
  isActive: true,
  isSystem,
  userCount: 0,
});

describe('role dialog (spec §5 Role, §6)', () => {
  it('locks the name of a system role when editing, and sends the rest', async () => {
    const sent: unknown[] = [];
    stubFetch({
      '/api/admin/roles': (_init: unknown, url: URL) => pageOf([role(3, 'citizen', 'Citizen', true)], url),
      'PATCH /api/admin/roles/3': (init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: role(3, 'citizen', 'Citizens', true) };
      },
    });
    renderAdmin('en', '/admin?tab=roles');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Citizen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Role' });
    const name = within(dialog).getByRole('textbox', { name: 'Role name' });
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription('The name of a system role cannot change');
    await userEvent.type(name, 'x');
    expect(name).toHaveValue('citizen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ name: 'citizen', displayName: 'Citizens' })]));
  });

  it('shows the §5 role messages in Hindi', async () => {
    stubFetch({ '/api/admin/roles': (_init: unknown, url: URL) => pageOf([], url) });
    renderAdmin('hi', '/admin?tab=roles');
    expect(await screen.findByText('कोई भूमिका नहीं मिली')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'भूमिका जोड़ें' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(within(dialog).getByRole('textbox', { name: 'भूमिका का नाम' })).toHaveAccessibleDescription('भूमिका का नाम आवश्यक है');
    expect(within(dialog).getByRole('textbox', { name: 'प्रदर्शित नाम' })).toHaveAccessibleDescription('प्रदर्शित नाम आवश्यक है');
  });
});
