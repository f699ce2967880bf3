import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from '../../../test/render-remote';
import { stubFetch } from '../../../test/stub-fetch';

const totals = { suppressed: false, received: 2500, resolved: 1, rejected: 3, pending: 40, overdue: 2, medianResolutionHours: 6, p90ResolutionHours: 48, withinSlaShare: 0.9 };

describe('landing statistics', () => {
  // Fake timers: a second after the interaction (whatever it would load or start) is run at once.
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'Citizen Connect in numbers'],
    ['hi', 'आँकड़ों में सिटिज़न कनेक्ट'],
  ] as const)('shows the spec claims, all three, and nothing replaces one of them after an interaction (%s)', async (language, label) => {
    const fetchMock = stubFetch({ '/api/public/transparency/totals': totals });
    renderRemote({ path: '/', language });
    const stats = screen.getByRole('list', { name: label });
    const claims = () => ['10K+', '500+', '24/7'].map((claim) => within(stats).getByText(claim));
    expect(claims()).toHaveLength(3);
    fireEvent.pointerDown(window);
    fireEvent.keyDown(window, { key: 'Tab' });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    // A live "1" beside an unchanged "10K+" would contradict the page: it reads no figure at all.
    expect(claims()).toHaveLength(3);
    expect(within(stats).queryByText('1')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/public/transparency'))).toBe(false);
  });
});
