import { screen, within } from '@testing-library/react';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';
import { renderCitizenApp } from '../test/render-citizen-app';

describe('the citizen home cards', () => {
  it('show the first line of what each request says, not the rest', async () => {
    stubFetch({
      '/api/request-types': [{ id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति' }],
      '/api/locations': [],
      '/api/requests/stats': { total: 1, pending: 1, in_progress: 0, resolved: 0 },
      '/api/requests': { items: [aRequest({ description: 'The hand pump near the school is dry\nSince Monday, twelve families affected' })], nextCursor: null },
    });
    renderCitizenApp('/citizen');
    const card = (await screen.findByText('CC-2026-000041')).closest('article')!;
    expect(within(card).getByText('The hand pump near the school is dry')).toBeInTheDocument();
    expect(within(card).queryByText(/twelve families/)).toBeNull();
  });
});
