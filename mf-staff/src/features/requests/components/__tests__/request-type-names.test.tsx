import { act, screen, within } from '@testing-library/react';
import { stubFetch } from '@cc/api-client/testing';
import { aRequest } from '@cc/types/testing';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { RequestCard } from '../request-card';
import { RequestList } from '../request-list';

// A type an administrator added (spec §2 request-types tab): not one of the spec's eleven codes.
const strayAnimals = { id: 12, name: 'stray-animals', displayName: 'Stray Animal Menace', displayNameHi: 'आवारा पशुओं की समस्या', description: null, descriptionHi: null, department: null, departmentHi: null, standardResponseTime: 72, isActive: true, visibility: 'public' };
const added = aRequest({ id: 51, requestId: 'CC-2026-000051', title: null, requestType: 'stray-animals', category: 'stray-animals' });
const water = aRequest({ id: 52, requestId: 'CC-2026-000052', title: 'Pipe burst near the school', requestType: 'water-supply' });

/** A staff list (the queue, Tasks): a request card per request. */
const Cards = () => <RequestList params={{ limit: 20 }} label="Requests" emptyTitle="None" renderItem={(request) => <RequestCard request={request} />} />;

/** The value beside a label on one request's card: the <dd> after that <dt>. */
function typeOnCard(code: string, label: string): string | null | undefined {
  const card = screen.getByText(code).closest('article')!;
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('request type names on the staff list cards', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'Type', 'Stray Animal Menace'],
    ['hi', 'प्रकार', 'आवारा पशुओं की समस्या'],
  ] as const)('names a type an admin added by its API name in %s', async (language, label, name) => {
    stubFetch({ '/api/requests': { items: [added], nextCursor: null }, '/api/request-types': [strayAnimals] });
    renderWithRemote(<Cards />, { language });
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(typeOnCard('CC-2026-000051', label)).toBe(name);
  });

  it('falls back to the code table for the spec codes, and to the code as words, when the list fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fetchMock = stubFetch({ '/api/requests': { items: [added, water], nextCursor: null }, '/api/request-types': () => ({ status: 500, body: { error: 'Down' } }) });
    renderWithRemote(<Cards />, { language: 'hi' });
    await screen.findByText('CC-2026-000052');
    // The list was asked for and has failed, not merely not arrived yet.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/request-types');
    // The failed answer and the render after it, run to the end at once (fake timers).
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(typeOnCard('CC-2026-000052', 'प्रकार')).toBe('जल आपूर्ति');
    expect(typeOnCard('CC-2026-000051', 'प्रकार')).toBe('Stray Animals');
  });
});
