import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import App from '../../../remote-entry';
import { stubFetch } from '@cc/api-client/testing';

const viewer: SessionUser = {
  id: 2,
  username: 'sunita',
  name: 'Sunita Verma',
  email: null,
  phone: null,
  role: 'staff',
  district: 'raisen',
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
};

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
  const shell = { toast: jest.fn(), setLanguage: jest.fn(), setTheme: jest.fn(), logout: jest.fn(), refreshSession: jest.fn(), navigate: jest.fn() };
  render(
    <MemoryRouter initialEntries={['/web/staff/staff']}>
      <Routes>
        <Route
          path="/web/staff/*"
          element={<App contractVersion={REMOTE_CONTRACT_VERSION} basePath="/web/staff" language={language} theme="light" user={viewer} shell={shell} />}
        />
      </Routes>
    </MemoryRouter>,
  );
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
