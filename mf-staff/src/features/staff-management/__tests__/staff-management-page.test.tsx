import { screen, within } from '@testing-library/react';
import type { Language } from '@cc/types';
import { demoUsers } from '@cc/types/testing';
import { renderRemote } from '@cc/ui/testing';
import App from '../../../remote-entry';
import { stubFetch } from '@cc/api-client/testing';

const viewer = demoUsers.staff;

const member = {
  id: 7,
  name: 'Ravi Patel',
  username: 'ravi',
  role: 'government_official',
  roleDisplayName: 'Government Official',
  roleDisplayNameHi: 'सरकारी अधिकारी',
  level: 1,
  district: 'raisen',
  constituency: null,
  department: null,
  openWorkload: 4,
};

function renderPage(language: Language) {
  renderRemote(App, { path: '/web/staff/staff', language, user: viewer });
}

describe('Staff Management (/web/staff/staff)', () => {
  beforeEach(() => {
    stubFetch({
      '/api/staff/team': { items: [member], total: 1, page: 1, pageSize: 10 },
      '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 },
      '/api/staff/inbox': { items: [], unread: 0 },
    });
  });

  it('lists the district team with role, level and open workload, and offers no way to change them', async () => {
    renderPage('en');
    const row = (await screen.findByRole('cell', { name: /Ravi Patel/ })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Government Official' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    renderPage('hi');
    expect(await screen.findByRole('columnheader', { name: 'खुले अनुरोध' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'सरकारी अधिकारी' })).toBeInTheDocument();
  });
});
