import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '../../../test/render-remote';
import { stubFetch } from '../../../test/stub-fetch';

const totals = { suppressed: false, received: 2500, resolved: 1234, rejected: 3, pending: 40, overdue: 2, medianResolutionHours: 6, p90ResolutionHours: 48, withinSlaShare: 0.9 };

describe('landing statistics', () => {
  it('shows the spec figures first, then, once the visitor interacts, the resolved count the dashboard counts', async () => {
    const fetchMock = stubFetch({ '/api/public/transparency/totals': totals });
    renderRemote({ path: '/', language: 'en' });
    const stats = screen.getByRole('list', { name: 'Citizen Connect in numbers' });
    expect(within(stats).getByText('500+')).toBeInTheDocument();
    // The first paint reads nothing from the API (issue 13): the figure waits for an interaction.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/public/transparency/totals'))).toBe(false);
    fireEvent.pointerDown(window);
    expect(await within(stats).findByText('1,234')).toBeInTheDocument();
    expect(within(stats).queryByText('500+')).not.toBeInTheDocument();
    // No live source for these: the spec's claims stay.
    expect(within(stats).getByText('10K+')).toBeInTheDocument();
    expect(within(stats).getByText('24/7')).toBeInTheDocument();
  });

  it('keeps the spec figure when the live figures cannot be read', async () => {
    const fetchMock = stubFetch({ '/api/public/transparency/totals': () => ({ status: 503, body: { error: 'down' } }) });
    renderRemote({ path: '/', language: 'en' });
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/public/transparency/totals'))).toBe(true));
    expect(within(screen.getByRole('list', { name: 'Citizen Connect in numbers' })).getByText('500+')).toBeInTheDocument();
  });

  it('keeps the spec figure when the total is withheld (fewer than 5 requests in all)', async () => {
    const withheld = { suppressed: true, received: null, resolved: null, rejected: null, pending: null, overdue: null, medianResolutionHours: null, p90ResolutionHours: null, withinSlaShare: null };
    const fetchMock = stubFetch({ '/api/public/transparency/totals': withheld });
    renderRemote({ path: '/', language: 'en' });
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/public/transparency/totals'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByRole('list', { name: 'Citizen Connect in numbers' })).getByText('500+')).toBeInTheDocument();
  });
});
