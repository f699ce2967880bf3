import { screen, within } from '@testing-library/react';
import type { Language, SessionUser } from '@cc/types';
import { demoUsers } from '@cc/types/testing';
import { renderRemote } from '@cc/ui/testing';
import App from '../remote-entry';
import { stubFetch } from '@cc/api-client/testing';

// A government official of Raisen (Bhojpur): the role card names the role and the place.
const staff: SessionUser = { ...demoUsers.staff, role: 'government_official', constituency: 'bhojpur' };

function renderApp(language: Language, user: SessionUser | null = staff, basePath = '/staff') {
  return renderRemote(App, { path: basePath, language, user }).shell;
}

describe('mf-staff remote contract', () => {
  beforeEach(() => {
    stubFetch({ '/api/requests/stats': { total: 40, pending: 12, in_progress: 5, resolved: 23 } });
  });

  it('shows the translated role card and live counts in Hindi', async () => {
    renderApp('hi');
    expect(screen.getByRole('heading', { name: 'सरकारी अधिकारी' })).toBeInTheDocument();
    expect(screen.getByText('रायसेन')).toBeInTheDocument();
    expect(screen.getByText('भोजपुर')).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'अनुरोधों का सारांश' });
    expect(within(counts).getByText('लंबित').previousSibling).toHaveTextContent('12');
    expect(within(counts).getByText('हल हो गए').previousSibling).toHaveTextContent('23');
  });

  it('shows the same dashboard in English under the /web/staff base path, with All when no district is set', async () => {
    renderApp('en', { ...staff, role: 'admin', district: null, constituency: null }, '/web/staff');
    expect(screen.getByRole('heading', { name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Administrator' })).toBeInTheDocument();
    expect(screen.getByText('All')).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Request Overview' });
    expect(within(counts).getByText('In Progress').previousSibling).toHaveTextContent('5');
  });

  it('refuses a citizen with Access Denied and sends them to /login', () => {
    const shell = renderApp('en', { ...staff, role: 'citizen' });
    expect(shell.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Access Denied', description: 'You do not have access to the staff dashboard' }),
    );
    expect(shell.navigate).toHaveBeenCalledWith('/login');
  });

  it('sends a visitor without a session to /login', () => {
    const shell = renderApp('hi', null);
    expect(shell.navigate).toHaveBeenCalledWith('/login');
    expect(shell.toast).not.toHaveBeenCalled();
  });
});
