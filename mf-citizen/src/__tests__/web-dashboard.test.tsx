import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { citizen, renderCitizenApp } from '../test/render-citizen-app';
import { stubFetch } from '@cc/api-client/testing';

function stubWeb(overrides: Record<string, unknown> = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string, path: string, answer: unknown) => (init: RequestInit | undefined) => {
    sent.push({ method, path, body: JSON.parse(String(init?.body ?? 'null')) });
    return { status: 200, body: answer };
  };
  stubFetch({
    '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 },
    '/api/requests': { items: [], nextCursor: null },
    '/api/users/me/notification-preferences': { email: true, sms: true, push: false, language: 'hi' },
    'PUT /api/users/me/notification-preferences': record('PUT', 'prefs', { email: false, sms: true, push: true, language: 'hi' }),
    'PATCH /api/users/me': record('PATCH', 'me', { user: { ...citizen, name: 'Ramesh K', email: 'ramesh@example.in' } }),
    '/api/public/events': [],
    '/api/users/me/sessions': { sessions: [] },
    ...overrides,
  });
  return sent;
}

const SESSIONS = [
  { id: 'a'.repeat(32), current: true, device: { browser: 'Firefox', os: 'Windows', kind: 'desktop' }, network: '203.0.113.0/24', sameNetwork: true, signedInAt: '2026-11-20T09:00:00.000Z', lastSeenAt: '2026-11-20T10:00:00.000Z' },
  { id: 'b'.repeat(32), current: false, device: { browser: 'Chrome', os: 'Android', kind: 'mobile' }, network: '198.51.100.0/24', sameNetwork: false, signedInAt: '2026-11-19T09:00:00.000Z', lastSeenAt: '2026-11-19T18:30:00.000Z' },
];

describe('web variant (/web/citizen)', () => {
  it('shows the profile with Not provided for a missing e-mail and saves an edit through the API', async () => {
    const sent = stubWeb();
    const { shell } = renderCitizenApp('/web/citizen', { basePath: '/web/citizen' });
    const profile = (await screen.findByRole('heading', { name: 'My Profile' })).closest('section')!;
    expect(within(profile).getByText('Not provided')).toBeInTheDocument();
    await userEvent.click(within(profile).getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const email = within(dialog).getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'ramesh@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shell.refreshSession).toHaveBeenCalled());
    expect(sent[0]).toEqual({ method: 'PATCH', path: 'me', body: { name: 'Ramesh Kumar', email: 'ramesh@example.in', phone: '9876543210' } });
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Profile updated successfully' }));
  });

  it('loads the notification choices (e-mail and SMS on, push off) and saves them', async () => {
    const sent = stubWeb();
    const { shell } = renderCitizenApp('/web/citizen', { basePath: '/web/citizen' });
    const email = await screen.findByRole('checkbox', { name: 'Email notifications' });
    expect(email).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS notifications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked();
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Push notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ email: false, sms: true, push: true, language: 'hi' });
    await waitFor(() => expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Notification preferences saved' })));
  });

  it('lets the citizen choose the language of their messages (English) and saves it', async () => {
    const sent = stubWeb();
    renderCitizenApp('/web/citizen', { basePath: '/web/citizen' });
    const language = await screen.findByRole('combobox', { name: 'Language of my messages' });
    expect(language).toHaveValue('hi');
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Hindi', 'English']);
    await userEvent.selectOptions(language, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ email: true, sms: true, push: false, language: 'en' });
  });

  it.each([
    ['en', /^15 Aug 2026 at 10:00 · Collectorate, Raisen$/],
    ['hi', /^15 \S+ 2026, 10:00 बजे · कलेक्टोरेट, रायसेन$/],
  ] as const)('writes an event time as hours and minutes, never the stored "10:00:00" (%s)', async (language, when) => {
    stubWeb({
      '/api/public/events': [
        { id: 1, title: 'Public Grievance Camp', titleHi: 'जन शिकायत शिविर', description: null, descriptionHi: null, eventDate: '2026-08-15', eventTime: '10:00:00', location: 'Collectorate, Raisen', locationHi: 'कलेक्टोरेट, रायसेन', category: 'camp', priority: 'high', imageUrl: null, externalLink: null },
      ],
    });
    renderCitizenApp('/web/citizen', { basePath: '/web/citizen', language });
    await userEvent.click(screen.getByRole('tab', { name: language === 'hi' ? /कार्यक्रम/ : 'Events' }));
    const card = (await screen.findByRole('heading', { name: language === 'hi' ? 'जन शिकायत शिविर' : 'Public Grievance Camp' })).closest('li')!;
    expect(card).not.toHaveTextContent('10:00:00');
    expect(within(card).getByText(when)).toBeInTheDocument();
  });

  it('has Dashboard, Events, Gallery and Social Media tabs that move with the arrow keys', async () => {
    stubWeb();
    renderCitizenApp('/web/citizen', { basePath: '/web/citizen', language: 'hi' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['डैशबोर्ड', 'कार्यक्रम', 'गैलरी', 'सोशल मीडिया']);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'कार्यक्रम' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('कोई आगामी कार्यक्रम नहीं')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Gallery', 'Public Works'],
    ['hi', 'गैलरी', 'लोक निर्माण कार्य'],
  ] as const)('names gallery categories in %s, not by their code', async (language, tab, label) => {
    const item = { id: 1, title: 'Road repair', titleHi: 'सड़क मरम्मत', description: null, descriptionHi: null, mediaType: 'image', mediaUrl: '/uploads/road.jpg', thumbnailUrl: null, category: 'public-works', tags: [], capturedDate: null, viewCount: 3 };
    stubWeb({ '/api/public/gallery': [item] });
    renderCitizenApp('/web/citizen', { basePath: '/web/citizen', language });
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(new RegExp(`^${label} ·`))).toBeInTheDocument();
    expect(screen.queryByText(/Public-works|public-works/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Pending', 'No Requests'],
    ['hi', 'लंबित', 'कोई अनुरोध नहीं'],
  ] as const)('gives a staff member counts of their own requests that agree with the empty list (%s)', async (language, pending, none) => {
    // The server's plain counts are everything staff may see; with citizenId they are the caller's own.
    stubWeb({
      '/api/requests/stats': (_init: RequestInit | undefined, url: URL) => ({
        status: 200,
        body: url.searchParams.get('citizenId') === '3' ? { total: 0, pending: 0, in_progress: 0, resolved: 0 } : { total: 40, pending: 12, in_progress: 5, resolved: 23 },
      }),
    });
    renderCitizenApp('/web/citizen', { basePath: '/web/citizen', user: { ...citizen, role: 'staff' }, language });
    expect(await screen.findByText(none)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: new RegExp(pending) });
    expect(link).toHaveTextContent(`0 ${pending}`);
  });

  it('lets a staff member open the web variant (spec §2 /web table) but not the mobile one', () => {
    stubWeb();
    const staff = { ...citizen, role: 'staff' };
    const web = renderCitizenApp('/web/citizen', { basePath: '/web/citizen', user: staff });
    expect(web.shell.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lists where the account is signed in, this device marked, and logs another device out through the API', async () => {
    const ended: string[] = [];
    let sessions = SESSIONS;
    stubWeb({
      '/api/users/me/sessions': () => ({ status: 200, body: { sessions } }),
      [`DELETE /api/users/me/sessions/${'b'.repeat(32)}`]: () => {
        ended.push('b');
        sessions = SESSIONS.slice(0, 1);
        return { status: 200, body: { success: true } };
      },
    });
    const { shell } = renderCitizenApp('/web/citizen', { basePath: '/web/citizen' });
    const card = await screen.findByRole('region', { name: 'Where You Are Logged In' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Firefox on WindowsThis device'),
      expect.stringContaining('Chrome on Android'),
    ]);
    expect(items[0]).toHaveTextContent('On the same network as this device');
    expect(items[1]).toHaveTextContent('On another network (198.51.100.0/24)');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Log out Chrome on Android' }));
    await waitFor(() => expect(ended).toEqual(['b']));
    expect(await within(card).findByText('You are logged in on this device only.')).toBeInTheDocument();
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'That device has been logged out.' }));
  }, 30_000);

  it('changes the password with the current one, showing the server\'s refusal beside its field', async () => {
    const sent: unknown[] = [];
    stubWeb({
      'POST /api/users/me/password': (init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body.currentPassword === 'right-one-1'
          ? { status: 200, body: { success: true, endedSessions: 1 } }
          : { status: 400, body: { error: 'The current password is not correct', messageKey: 'currentPasswordIncorrect', field: 'currentPassword' } };
      },
    });
    const { shell } = renderCitizenApp('/web/citizen', { basePath: '/web/citizen' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'mango-bridge-4');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'mango-bridge-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Enter your current password')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one-1');
    await userEvent.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'mango-bridge-4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('The current password is not correct')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^Current password/));
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'right-one-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ currentPassword: 'right-one-1', newPassword: 'mango-bridge-4', confirmPassword: 'mango-bridge-4' });
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Password changed. You were logged out on every other device.' }));
  }, 30_000);
});
