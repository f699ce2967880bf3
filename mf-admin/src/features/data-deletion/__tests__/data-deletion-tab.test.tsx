import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const item = {
  id: 7,
  requestCode: 'DEL-2031-ABCD2345',
  email: 'asha@example.in',
  hasAccount: true,
  state: 'confirmed',
  reason: 'privacy-concerns',
  createdAt: '2031-03-01T06:00:00.000Z',
  confirmExpiresAt: null,
  confirmedAt: '2031-03-01T07:00:00.000Z',
  anonymisedAt: null,
  completedAt: null,
  anonymiseBy: '2031-03-08T07:00:00.000Z',
  removeBy: '2031-03-31T07:00:00.000Z',
};
const done = { ...item, id: 8, requestCode: 'DEL-2031-WXYZ6789', email: null, state: 'completed', anonymisedAt: '2031-03-01T08:00:00.000Z', completedAt: '2031-03-29T08:00:00.000Z' };

describe('data deletion tab', () => {
  it('lists each request with its state and the dates it is due by', async () => {
    const fetch = stubFetch({ '/api/admin/data-deletion-requests': (_init: unknown, url: URL) => pageOf([item, done], url) });
    renderAdmin('en', '/admin?tab=dataDeletion');
    expect(await screen.findByRole('tab', { name: 'Data deletion', selected: true })).toBeInTheDocument();
    const row = (await screen.findByText('DEL-2031-ABCD2345')).closest('tr')!;
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(row).getByText('Due by 8 Mar 2031')).toBeInTheDocument();
    expect(within(row).getByText('Due by 31 Mar 2031')).toBeInTheDocument();
    const completed = screen.getByText('DEL-2031-WXYZ6789').closest('tr')!;
    expect(within(completed).getByText('Removed')).toBeInTheDocument();
    expect(within(completed).getByText('29 Mar 2031')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0][0])).toContain('/api/admin/data-deletion-requests?');
  });

  it('speaks Hindi', async () => {
    stubFetch({ '/api/admin/data-deletion-requests': (_init: unknown, url: URL) => pageOf([item], url) });
    renderAdmin('hi', '/admin?tab=dataDeletion');
    const row = (await screen.findByText('DEL-2031-ABCD2345')).closest('tr')!;
    expect(within(row).getByText('पुष्टि हो गई')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'डेटा हटाना' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    stubFetch({ '/api/admin/data-deletion-requests': (_init: unknown, url: URL) => pageOf([], url) });
    renderAdmin('en', '/admin?tab=dataDeletion');
    expect(await screen.findByText('No deletion requests found')).toBeInTheDocument();
  });
});
