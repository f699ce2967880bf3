import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const kolkataDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const anEvent = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Public Grievance Camp',
  titleHi: 'जन शिकायत शिविर',
  description: null,
  descriptionHi: null,
  eventDate: kolkataDay(3),
  eventTime: '10:00',
  location: 'Raisen',
  locationHi: 'रायसेन',
  category: 'inauguration',
  priority: 'high',
  isPublic: true,
  isActive: true,
  imageUrl: null,
  externalLink: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

describe('events tab (spec §2, §5 Event)', () => {
  it('lists events with category, priority and whether /events shows them, in Hindi', async () => {
    stubFetch({
      '/api/admin/events': (_init: unknown, url: URL) =>
        pageOf([anEvent(1), anEvent(2, { title: 'Closed review', titleHi: null, isPublic: false, priority: 'low', category: 'meeting' }), anEvent(3, { title: 'Old rally', titleHi: null, eventDate: kolkataDay(-2), category: 'rally', priority: 'medium' })], url),
    });
    renderAdmin('hi', '/admin?tab=events');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['जन शिकायत शिविर', expect.stringContaining('10:00'), 'उद्घाटन', 'उच्च', 'दिखाया गया']);
    expect(rows[1]).toEqual(['Closed review', expect.any(String), 'बैठक', 'निम्न', 'सार्वजनिक नहीं']);
    expect(rows[2]).toEqual(['Old rally', expect.any(String), 'रैली', 'मध्यम', 'बीता हुआ']);
  });

  it('shows the three §5 messages under their fields and sends the defaults (medium, public, active)', async () => {
    const sent: unknown[] = [];
    stubFetch({
      '/api/admin/events': (_init: unknown, url: URL) => pageOf([], url),
      'POST /api/admin/events': (init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: anEvent(9) };
      },
    });
    const shell = renderAdmin('en', '/admin?tab=events');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Event title' })).toHaveAccessibleDescription('Event title is required');
    expect(within(dialog).getByLabelText(/^Event date/)).toHaveAccessibleDescription('Event date is required');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Category is required');
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event title' }), 'Farmers meet');
    await userEvent.type(within(dialog).getByLabelText(/^Event date/), '2030-05-04');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'conference');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ title: 'Farmers meet', eventDate: '2030-05-04', category: 'conference', priority: 'medium', isPublic: true, isActive: true })]));
    await waitFor(() => expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Event created successfully' })));
  });

  it('edits with PUT at top level, and deletes only after the confirmation', async () => {
    const calls: Array<{ method: string; body?: unknown }> = [];
    stubFetch({
      '/api/admin/events': (_init: unknown, url: URL) => pageOf([anEvent(4, { titleHi: null })], url),
      'PUT /api/admin/events/4': (init?: RequestInit) => {
        calls.push({ method: 'PUT', body: JSON.parse(String(init?.body)) });
        return { status: 200, body: anEvent(4) };
      },
      'DELETE /api/admin/events/4': () => {
        calls.push({ method: 'DELETE' });
        return { status: 200, body: { success: true, message: 'Event deleted' } };
      },
    });
    renderAdmin('en', '/admin?tab=events');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Public Grievance Camp' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Public' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', body: expect.objectContaining({ title: 'Public Grievance Camp', isPublic: false, priority: 'high' }) }]));
    expect((calls[0]!.body as Record<string, unknown>).updates).toBeUndefined();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Public Grievance Camp' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    expect(calls).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['PUT', 'DELETE']));
  });
});
