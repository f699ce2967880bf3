import { screen, within } from '@testing-library/react';
import { stubFetch } from '@cc/api-client/testing';
import { aRequest } from '@cc/types/testing';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { WebHome } from '../web-home';

describe('Recent Activity on the staff web home', () => {
  it('names a request filed without a title by its type in Hindi, never the type\'s English words', async () => {
    // The API titles a request filed without one with its type's English words.
    const electricity = aRequest({ id: 12, requestId: 'CC-2026-000012', title: 'Electricity', requestType: 'electricity', status: 'pending' });
    stubFetch({
      'GET /api/requests': { items: [electricity], nextCursor: null },
      'GET /api/requests/stats': { total: 1, pending: 1, in_progress: 0, resolved: 0 },
    });
    renderWithRemote(<WebHome />, { language: 'hi' });
    const activity = await screen.findByRole('region', { name: 'हाल की गतिविधि' });
    expect(await within(activity).findByText('बिजली', { exact: false })).toBeInTheDocument();
    expect(within(activity).queryByText(/Electricity/)).not.toBeInTheDocument();
  });
});
