import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { renderAdmin } from '../../../test/render-admin';

const transport = { configured: false, lastDeliveryAt: null, lastDeliveryStatus: null, failedCount: 0 };
const settingsWith = (showOfficeRole: boolean) => ({
  officeHours: { openHour: 10, closeHour: 18 },
  defaultResponseTime: 72,
  contactEmail: null,
  showOfficeRole,
  holidays: [],
  transports: { email: transport, sms: transport },
  jobs: { failed: 0, stuck: 0, escalationsStuck: 0 },
});

describe('settings tab: what citizens see of the office', () => {
  it("turns on the office's role instead of the official's name, saved at once", async () => {
    let stored = false;
    const sent: unknown[] = [];
    stubFetch({
      '/api/admin/system-settings': () => ({ status: 200, body: settingsWith(stored) }),
      'PUT /api/admin/system-settings': (init: unknown) => {
        const body = JSON.parse((init as RequestInit).body as string) as { showOfficeRole: boolean };
        sent.push(body);
        stored = body.showOfficeRole;
        return { status: 200, body: settingsWith(stored) };
      },
      '/api/admin/jobs/failed': { items: [], total: 0, page: 1, pageSize: 10 },
      '/api/admin/open311-keys': [],
    });
    const shell = renderAdmin('en', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'What citizens see of the office' });
    const box = within(card).getByRole('checkbox', { name: "Show citizens the office's role instead of the official's name" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/"Government Official"/);
    await userEvent.click(box);
    await waitFor(() => expect(sent).toEqual([{ showOfficeRole: true }]));
    await waitFor(() => expect(box).toBeChecked());
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', description: 'Settings saved' }));
  });

  it('says it in Hindi', async () => {
    stubFetch({
      '/api/admin/system-settings': settingsWith(true),
      '/api/admin/jobs/failed': { items: [], total: 0, page: 1, pageSize: 10 },
      '/api/admin/open311-keys': [],
    });
    renderAdmin('hi', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'नागरिक कार्यालय के बारे में क्या देखते हैं' });
    expect(within(card).getByRole('checkbox', { name: 'नागरिकों को अधिकारी के नाम के बजाय कार्यालय की भूमिका दिखाएँ' })).toBeChecked();
  });
});
