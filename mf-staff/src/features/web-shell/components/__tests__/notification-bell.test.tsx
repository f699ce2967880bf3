import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { stubFetch } from '@cc/api-client/testing';
import { NotificationBell } from '../notification-bell';

const item = { kind: 'assignment', id: 9, requestId: 'CC-2026-000009', title: 'Broken road', requestType: 'infrastructure', status: 'escalated', at: '2026-11-20T10:00:00.000Z', unread: true };

describe('the notification bell', () => {
  it('announces the real unread count, lists the events, and marks them read when opened', async () => {
    const fetchMock = stubFetch({
      'GET /api/staff/inbox': { unread: 1, items: [item] },
      'POST /api/staff/inbox/read': { unread: 0, items: [{ ...item, unread: false }] },
    });
    renderWithRemote(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(await screen.findByRole('button', { name: /New assignment \(new\)\s*CC-2026-000009/ })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
  });

  it('names a request filed without a title by its type in the reader\'s language, not the type\'s English words', async () => {
    // The API titles such a request with the type's English words ("Electricity").
    const electricity = { ...item, title: 'Electricity', requestType: 'electricity' };
    stubFetch({ 'GET /api/staff/inbox': { unread: 1, items: [electricity] }, 'POST /api/staff/inbox/read': { unread: 0, items: [{ ...electricity, unread: false }] } });
    renderWithRemote(<NotificationBell />, { language: 'hi' });
    fireEvent.click(await screen.findByRole('button', { name: 'सूचनाएँ, 1 अपठित' }));
    expect(await screen.findByText('CC-2026-000009 · बिजली')).toBeInTheDocument();
    expect(screen.queryByText(/Electricity/)).not.toBeInTheDocument();
  });

  it('shows no count when nothing is unread', async () => {
    stubFetch({ 'GET /api/staff/inbox': { unread: 0, items: [] } });
    renderWithRemote(<NotificationBell />, { language: 'hi' });
    expect(await screen.findByRole('button', { name: 'सूचनाएँ, 0 अपठित' })).toBeInTheDocument();
  });
});
