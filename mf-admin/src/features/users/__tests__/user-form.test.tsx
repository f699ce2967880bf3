import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const role = (id: number, name: string, displayName: string, isSystem = false) => ({
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
const roles = [role(1, 'super_admin', 'Super Admin', true), role(2, 'admin', 'Administrator', true), role(3, 'citizen', 'Citizen', true), role(4, 'staff', 'Staff')];
const place = (id: number, type: string, name: string, nameHi: string, value: string, parentId: number | null) => ({
  id,
  type,
  name,
  nameHi,
  code: value,
  value,
  parentId,
  isActive: true,
});
const districts = [place(10, 'district', 'Raisen', 'रायसेन', 'raisen', 1), place(11, 'district', 'Vidisha', 'विदिशा', 'vidisha', 1)];
const children: Record<string, unknown[]> = {
  '10': [place(20, 'constituency', 'Bhojpur', 'भोजपुर', 'bhojpur', 10)],
  '11': [place(21, 'constituency', 'Basoda', 'बासौदा', 'basoda', 11)],
  '20': [place(30, 'mandal', 'Obedullaganj', 'ओबेदुल्लागंज', 'obedullaganj', 20)],
};

function stubAdminApi(created: unknown[]) {
  return stubFetch({
    '/api/admin/users': (_init: unknown, url: URL) => pageOf([], url),
    '/api/admin/roles': (_init: unknown, url: URL) => pageOf(roles, url),
    '/api/locations': (_init: unknown, url: URL) => {
      const parentId = url.searchParams.get('parentId');
      if (url.searchParams.get('type') === 'district') return { status: 200, body: districts };
      return { status: 200, body: parentId ? (children[parentId] ?? []) : [...districts, ...Object.values(children).flat()] };
    },
    'POST /api/admin/users': (init?: RequestInit) => {
      created.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { id: 99 } };
    },
  });
}

async function openAddUser(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog');
}

describe('add user dialog (spec §5 Admin create user)', () => {
  it('shows each §5 message under its field in English, offers no super_admin, and sends the user once it is right', async () => {
    const created: unknown[] = [];
    stubAdminApi(created);
    const shell = renderAdmin('en', '/admin?tab=users');
    const dialog = await openAddUser('Add User');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Username is required');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Phone number must be at least 10 digits');
    expect(created).toHaveLength(0);

    const roleSelect = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(within(roleSelect).getByRole('option', { name: 'Staff' })).toBeInTheDocument());
    expect(within(roleSelect).queryByRole('option', { name: 'Super Admin' })).not.toBeInTheDocument();
    expect(roleSelect).toHaveValue('citizen');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'priya');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya Verma');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'priya@example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '9876543210');
    await userEvent.selectOptions(roleSelect, 'staff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email');
    expect(created).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), '.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ username: 'priya', email: 'priya@example.in', role: 'staff', phone: '9876543210' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'User created successfully', variant: 'success' }));
  }, 30_000);

  it('shows the messages in Hindi and cascades district → Vidhan Sabha → mandal, a new parent clearing its children', async () => {
    stubAdminApi([]);
    renderAdmin('hi', '/admin?tab=users');
    const dialog = await openAddUser('उपयोगकर्ता जोड़ें');
    await userEvent.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(within(dialog).getByRole('textbox', { name: 'उपयोगकर्ता नाम' })).toHaveAccessibleDescription('उपयोगकर्ता नाम आवश्यक है');
    expect(within(dialog).getByRole('textbox', { name: 'ईमेल' })).toHaveAccessibleDescription('अमान्य ईमेल');
    expect(within(dialog).getByRole('textbox', { name: 'फ़ोन' })).toHaveAccessibleDescription('फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए');

    const district = within(dialog).getByRole('combobox', { name: 'ज़िला' });
    const constituency = within(dialog).getByRole('combobox', { name: 'विधानसभा' });
    const mandal = within(dialog).getByRole('combobox', { name: 'मंडल' });
    expect(constituency).toBeDisabled();
    await waitFor(() => expect(within(district).getByRole('option', { name: 'रायसेन' })).toBeInTheDocument());
    await userEvent.selectOptions(district, 'raisen');
    await waitFor(() => expect(within(constituency).getByRole('option', { name: 'भोजपुर' })).toBeInTheDocument());
    await userEvent.selectOptions(constituency, 'bhojpur');
    await waitFor(() => expect(within(mandal).getByRole('option', { name: 'ओबेदुल्लागंज' })).toBeInTheDocument());
    await userEvent.selectOptions(mandal, 'obedullaganj');

    await userEvent.selectOptions(district, 'vidisha');
    expect(constituency).toHaveValue('');
    expect(mandal).toHaveValue('');
    await waitFor(() => expect(within(constituency).getByRole('option', { name: 'बासौदा' })).toBeInTheDocument());
    expect(within(constituency).queryByRole('option', { name: 'भोजपुर' })).not.toBeInTheDocument();
  }, 30_000);
});
