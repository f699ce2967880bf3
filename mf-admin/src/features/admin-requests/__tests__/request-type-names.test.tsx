import { act, screen } from '@testing-library/react';
import { aRequest } from '@cc/types/testing';
import type { RequestDto } from '@cc/types';
import { stubFetch } from '../../../test/stub-fetch';
import { renderAdmin } from '../../../test/render-admin';

// A type an administrator added (spec §2 request-types tab): not one of the spec's eleven codes.
const strayAnimals = { id: 12, name: 'stray-animals', displayName: 'Stray Animal Menace', displayNameHi: 'आवारा पशुओं की समस्या', description: null, descriptionHi: null, department: null, departmentHi: null, standardResponseTime: 72, isActive: true, visibility: 'public' };
const added = aRequest({ id: 51, requestId: 'CC-2026-000051', title: null, requestType: 'stray-animals', category: 'stray-animals' });
const water = aRequest({ id: 52, requestId: 'CC-2026-000052', requestType: 'water-supply' });

const listOf = (items: RequestDto[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

describe('request type names in the admin requests list', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'Stray Animal Menace'],
    ['hi', 'आवारा पशुओं की समस्या'],
  ] as const)('names a type an admin added by its API name in %s', async (language, name) => {
    stubFetch({ '/api/admin/requests': listOf([added]), '/api/locations': [], '/api/request-types': [strayAnimals] });
    renderAdmin(language, '/admin/requests');
    expect(await screen.findByRole('button', { name: `${name} CC-2026-000051` })).toHaveTextContent(name);
  });

  it('falls back to the code table for the spec codes, and to the code as words, when the list fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fetchMock = stubFetch({ '/api/admin/requests': listOf([added, water]), '/api/locations': [], '/api/request-types': () => ({ status: 500, body: { error: 'Down' } }) });
    renderAdmin('hi', '/admin/requests');
    await screen.findByText('CC-2026-000052');
    // The list was asked for and has failed, not merely not arrived yet.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/request-types');
    // The failed answer and the render after it, run to the end at once (fake timers).
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: 'जल आपूर्ति CC-2026-000052' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stray Animals CC-2026-000051' })).toBeInTheDocument();
  });
});
