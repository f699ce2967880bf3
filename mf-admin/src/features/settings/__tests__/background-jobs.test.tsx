import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const transport = { configured: false, lastDeliveryAt: null, lastDeliveryStatus: null, failedCount: 0 };
const settings = (jobs: { failed: number; stuck: number; escalationsStuck: number }) => ({
  officeHours: { start: '10:00', end: '18:00' },
  defaultResponseTime: 72,
  contactEmail: null,
  holidays: [],
  transports: { email: transport, sms: transport },
  jobs,
});
const failed = {
  id: 41,
  state: 'failed',
  channel: 'sms',
  event: 'rejected',
  recipient: '9812345678',
  requestCode: 'REQ-2026-000041',
  attempts: 8,
  lastError: 'SMS gateway answered 503',
  createdAt: '2026-11-20T04:00:00.000Z',
  nextAttemptAt: '2026-11-20T05:00:00.000Z',
  retryable: true,
};
const stuck = { ...failed, id: 42, state: 'stuck', channel: 'email', event: 'received', recipient: 'asha@example.in', attempts: 1, lastError: null, retryable: false };

describe('settings tab: background jobs', () => {
  it('counts failed and stuck notifications, lists them, and retries a failed one', async () => {
    let jobs = [failed, stuck];
    const fetch = stubFetch({
      '/api/admin/system-settings': () => ({ status: 200, body: settings({ failed: jobs.filter((j) => j.state === 'failed').length, stuck: 1, escalationsStuck: 3 }) }),
      '/api/admin/jobs/failed': (_init: unknown, url: URL) => pageOf(jobs, url),
      'POST /api/admin/jobs/failed/41/retry': () => {
        jobs = [stuck];
        return { status: 200, body: { ...failed, state: 'stuck', attempts: 0, retryable: false } };
      },
    });
    const shell = renderAdmin('en', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'Background jobs' });
    expect(within(card).getByText('Failed notifications').nextSibling).toHaveTextContent('1');
    expect(within(card).getByText('Stuck notifications').nextSibling).toHaveTextContent('1');
    expect(within(card).getByText('Overdue requests not escalated for 30 minutes').nextSibling).toHaveTextContent('3');

    const row = (await screen.findByText('9812345678')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Rejection notice · SMS')).toBeInTheDocument();
    expect(within(row).getByText('SMS gateway answered 503')).toBeInTheDocument();
    expect(within(row).getByText('REQ-2026-000041')).toBeInTheDocument();
    // A stuck one has no retry: the dispatcher takes it over by itself once it runs.
    expect(within(screen.getByText('asha@example.in').closest('tr')!).queryByRole('button')).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Retry the notification to 9812345678' }));
    await waitFor(() => expect(screen.queryByText('9812345678')).toBeNull());
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', description: 'The notification is queued again and will be sent on the next pass' }));
    await waitFor(() => expect(within(card).getByText('Failed notifications').nextSibling).toHaveTextContent('0'));
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/jobs/failed/41/retry') && (init as RequestInit).method === 'POST')).toBe(true);
  });

  it('speaks Hindi and says when all is well', async () => {
    stubFetch({
      '/api/admin/system-settings': settings({ failed: 0, stuck: 0, escalationsStuck: 0 }),
      '/api/admin/jobs/failed': (_init: unknown, url: URL) => pageOf([], url),
    });
    renderAdmin('hi', '/admin?tab=settings');
    const card = await screen.findByRole('region', { name: 'पृष्ठभूमि कार्य' });
    expect(within(card).getByText('विफल सूचनाएँ')).toBeInTheDocument();
    expect(await screen.findByText('कोई विफल या अटकी हुई सूचना नहीं')).toBeInTheDocument();
  });
});
