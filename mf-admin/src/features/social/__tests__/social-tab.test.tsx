import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const aHandle = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  platform: 'twitter',
  username: 'citizenconnect',
  displayName: 'Citizen Connect',
  profileUrl: 'https://twitter.com/citizenconnect',
  isActive: true,
  autoSync: false,
  syncConfigured: false,
  lastSyncedAt: null,
  ...overrides,
});

const posts = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  platform: index === 0 ? 'facebook' : 'twitter',
  postDate: new Date(Date.UTC(2026, 10, 20 - index, 6)).toISOString(),
  postUrl: `https://twitter.com/citizenconnect/status/${index + 1}`,
  content: `Post number ${index + 1}`,
  mediaUrls: [],
  likes: 1200 + index,
  shares: 3,
  comments: 4,
}));

describe('social tab (spec §2, §5 Social handle)', () => {
  it('shows handle cards saying sync is not configured, and the 5 recent posts', async () => {
    stubFetch({
      '/api/admin/social': (_init: unknown, url: URL) => pageOf([aHandle(1, { autoSync: true }), aHandle(2, { platform: 'facebook', isActive: false })], url),
      '/api/admin/social-posts': posts,
    });
    renderAdmin('en', '/admin?tab=social');
    await screen.findAllByRole('heading', { name: 'Citizen Connect' });
    const handleCards = screen.getAllByRole('listitem').filter((card) => within(card).queryByRole('heading', { name: 'Citizen Connect' }));
    expect(handleCards).toHaveLength(2);
    expect(handleCards[0]).toHaveTextContent('Twitter');
    expect(handleCards[0]).toHaveTextContent(/Automatic sync\s*On/);
    expect(handleCards[0]).toHaveTextContent('Sync is not configured on this server');
    expect(handleCards[1]).toHaveTextContent('Inactive');
    const recent = screen.getByRole('region', { name: 'Recent Posts' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('1,200 likes · 3 shares · 4 comments');
    expect(within(recent).getByRole('link', { name: 'View on Facebook' })).toHaveAttribute('href', 'https://twitter.com/citizenconnect/status/1');
  });

  it('edits a handle with its fields at top level (spec §7 note) and stores autoSync', async () => {
    const sent: unknown[] = [];
    stubFetch({
      '/api/admin/social': (_init: unknown, url: URL) => pageOf([aHandle(7)], url),
      '/api/admin/social-posts': [],
      'PUT /api/admin/social/7': (init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: aHandle(7, { displayName: 'MLA Office', autoSync: true }) };
      },
    });
    const shell = renderAdmin('en', '/admin?tab=social');
    expect(await screen.findByText('No social media posts found')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Citizen Connect (Twitter)' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Social Media Handle' });
    const displayName = within(dialog).getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(displayName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(displayName).toHaveAccessibleDescription('Display name is required');
    await userEvent.type(displayName, 'MLA Office');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Automatic sync' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ platform: 'twitter', username: 'citizenconnect', displayName: 'MLA Office', profileUrl: 'https://twitter.com/citizenconnect', isActive: true, autoSync: true }]),
    );
    await waitFor(() => expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Handle updated successfully' })));
  });

  it('shows the §5 messages in Hindi and deletes after confirmation', async () => {
    const deleted: string[] = [];
    stubFetch({
      '/api/admin/social': (_init: unknown, url: URL) => pageOf([aHandle(3, { platform: 'instagram' })], url),
      '/api/admin/social-posts': [],
      'DELETE /api/admin/social/3': (init?: RequestInit) => {
        deleted.push(String(init?.method));
        return { status: 200, body: { success: true } };
      },
    });
    renderAdmin('hi', '/admin?tab=social');
    expect(await screen.findByText('कोई सोशल मीडिया पोस्ट नहीं मिली')).toBeInTheDocument();
    expect(await screen.findByText(/इस सर्वर पर सिंक कॉन्फ़िगर नहीं है/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'हैंडल जोड़ें' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(within(dialog).getByRole('textbox', { name: 'उपयोगकर्ता नाम' })).toHaveAccessibleDescription('उपयोगकर्ता नाम आवश्यक है');
    expect(within(dialog).getByRole('textbox', { name: 'प्रदर्शित नाम' })).toHaveAccessibleDescription('प्रदर्शित नाम आवश्यक है');
    expect(within(dialog).getByRole('textbox', { name: 'प्रोफ़ाइल URL' })).toHaveAccessibleDescription('प्रोफ़ाइल URL आवश्यक है');
    await userEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await userEvent.click(screen.getByRole('button', { name: 'हटाएँ Citizen Connect (इंस्टाग्राम)' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हटाएँ' }));
    await waitFor(() => expect(deleted).toEqual(['DELETE']));
  });
});
