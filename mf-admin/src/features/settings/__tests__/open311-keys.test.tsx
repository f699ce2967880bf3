import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const transport = { configured: false, lastDeliveryAt: null, lastDeliveryStatus: null, failedCount: 0 };
const settings = {
  officeHours: { start: '10:00', end: '18:00' },
  defaultResponseTime: 72,
  contactEmail: null,
  holidays: [],
  transports: { email: transport, sms: transport },
  jobs: { failed: 0, stuck: 0, escalationsStuck: 0 },
};
const bridge = { id: 7, name: 'FixMyStreet bridge', createdAt: '2026-11-20T04:00:00.000Z', lastUsedAt: '2026-11-21T06:30:00.000Z' };
const KEY = 'k'.repeat(43);

describe('settings tab: Open311 API keys', () => {
  it('lists keys with their last use, issues one shown once, and revokes one', async () => {
    let keys: Array<{ id: number; name: string; createdAt: string; lastUsedAt: string | null }> = [bridge];
    const fetch = stubFetch({
      '/api/admin/system-settings': () => ({ status: 200, body: settings }),
      '/api/admin/jobs/failed': (_init: unknown, url: URL) => pageOf([], url),
      '/api/admin/open311-keys': () => ({ status: 200, body: keys }),
      'POST /api/admin/open311-keys': () => {
        keys = [{ id: 8, name: 'Ward app', createdAt: '2026-11-22T04:00:00.000Z', lastUsedAt: null }, ...keys];
        return { status: 201, body: { id: 8, key: KEY } };
      },
      'DELETE /api/admin/open311-keys/7': () => {
        keys = keys.filter((key) => key.id !== 7);
        return { status: 200, body: { success: true, message: 'API key revoked', messageKey: 'open311KeyRevoked' } };
      },
    });
    const shell = renderAdmin('en', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'Open311 API keys' });
    expect(await within(card).findByText('FixMyStreet bridge')).toBeInTheDocument();
    expect(within(card).getByText(/last used/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Issue key' }));
    expect(await within(card).findByText('Client name is required')).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText(/Client name/), 'Ward app');
    await userEvent.click(within(card).getByRole('button', { name: 'Issue key' }));
    expect(await within(card).findByText(KEY)).toBeInTheDocument();
    expect(within(card).getByText('New key for Ward app')).toBeInTheDocument();
    expect(await within(card).findByText(/never used/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Revoke the key of FixMyStreet bridge' }));
    await waitFor(() => expect(within(card).queryByText('FixMyStreet bridge')).toBeNull());
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', description: 'API key revoked' }));
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/open311-keys') && (init as RequestInit).method === 'POST' && String((init as RequestInit).body).includes('Ward app'))).toBe(true);
  });

  it('speaks Hindi', async () => {
    stubFetch({
      '/api/admin/system-settings': () => ({ status: 200, body: settings }),
      '/api/admin/jobs/failed': (_init: unknown, url: URL) => pageOf([], url),
      '/api/admin/open311-keys': () => ({ status: 200, body: [] }),
    });
    renderAdmin('hi', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'ओपन311 API कुंजियाँ' });
    expect(await within(card).findByText('कोई API कुंजी जारी नहीं की गई')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'कुंजी जारी करें' })).toBeInTheDocument();
  });
});
