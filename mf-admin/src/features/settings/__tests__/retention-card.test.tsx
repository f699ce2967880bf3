import { screen, within } from '@testing-library/react';
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
  showOfficeRole: false,
};
const counts = { requestsAnonymised: 12, filesRemoved: 3, sessions: 4, rateBuckets: 5, loginAttempts: 1, messages: 40, erasureChallenges: 2, runs: 0 };
const retention = {
  requestMonths: 24,
  technicalMonths: 12,
  intervalSeconds: 3600,
  runs: [{ id: 7, startedAt: '2026-11-27T04:30:00.000Z', finishedAt: '2026-11-27T04:30:02.000Z', counts }],
};

function stub(body: unknown) {
  return stubFetch({
    '/api/admin/system-settings': () => ({ status: 200, body: settings }),
    '/api/admin/jobs/failed': (_init: unknown, url: URL) => pageOf([], url),
    '/api/admin/open311-keys': () => ({ status: 200, body: [] }),
    '/api/admin/retention': () => ({ status: 200, body }),
  });
}

describe('settings tab: how long data is kept', () => {
  it('shows the periods in force and what each run of the retention job did', async () => {
    stub(retention);
    renderAdmin('en', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'How long data is kept' });
    expect(await within(card).findByText('Resolved and rejected requests are anonymised after')).toBeInTheDocument();
    expect(within(card).getByText('Resolved and rejected requests are anonymised after').nextSibling).toHaveTextContent('24 months');
    expect(within(card).getByText(/Technical records \(sessions/).nextSibling).toHaveTextContent('12 months');
    const row = within(card).getAllByRole('row')[1]!;
    // Requests, files, messages, and the technical records summed (4 + 5 + 1 + 40 + 2 + 0).
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['12', '3', '40', '52']);
  });

  it('says so in Hindi, and when the job has not run yet', async () => {
    stub({ ...retention, runs: [] });
    renderAdmin('hi', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'डेटा कितने समय तक रखा जाता है' });
    expect(await within(card).findByText('यह कार्य अभी तक नहीं चला है।')).toBeInTheDocument();
    expect(within(card).getByText(/हल हो गए और अस्वीकृत अनुरोध/).nextSibling).toHaveTextContent('24 महीने');
  });
});
