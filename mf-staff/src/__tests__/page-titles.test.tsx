import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import { stubFetch } from '@cc/api-client/testing';
import App from '../remote-entry';

// Each page's <title> is in the page's language and follows the route and a language switch.
const staff: SessionUser = {
  id: 2,
  username: 'sunita',
  name: 'Sunita Verma',
  email: 'staff@example.in',
  phone: null,
  role: 'government_official',
  district: 'raisen',
  constituency: 'bhojpur',
  mandal: null,
  ward: null,
  address: null,
  department: null,
};
const shell = { toast: jest.fn(), setLanguage: jest.fn(), setTheme: jest.fn(), logout: jest.fn(async () => undefined), refreshSession: jest.fn(async () => undefined), navigate: jest.fn() };

function renderAt(path: string, language: Language) {
  const basePath = path.startsWith('/web') ? '/web/staff' : '/staff';
  const tree = (lang: Language) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<App contractVersion={REMOTE_CONTRACT_VERSION} basePath={basePath} language={lang} theme="light" user={staff} shell={shell} />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree(language));
  return { switchTo: (lang: Language) => view.rerender(tree(lang)) };
}

beforeEach(() => {
  stubFetch({ '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 } });
});

describe('mf-staff page titles', () => {
  it.each([
    ['/staff', 'en', 'Staff Dashboard · Citizen Connect'],
    ['/staff', 'hi', 'कर्मचारी डैशबोर्ड · सिटिज़न कनेक्ट'],
    ['/staff/pending', 'en', 'Pending Requests · Citizen Connect'],
    ['/staff/tasks', 'hi', 'मेरे कार्य · सिटिज़न कनेक्ट'],
    ['/web/staff', 'en', 'Staff Dashboard · Citizen Connect'],
    ['/web/staff/requests', 'hi', 'सभी अनुरोध · सिटिज़न कनेक्ट'],
    ['/web/staff/assignments', 'en', 'My Assignments · Citizen Connect'],
    ['/web/staff/reports', 'hi', 'रिपोर्ट · सिटिज़न कनेक्ट'],
    ['/web/staff/staff', 'en', 'Staff Management · Citizen Connect'],
    ['/web/staff/templates', 'en', 'Response Templates · Citizen Connect'],
  ] as const)('%s in %s', async (path, language, title) => {
    renderAt(path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the route and a language switch', async () => {
    const { switchTo } = renderAt('/web/staff', 'en');
    await waitFor(() => expect(document.title).toBe('Staff Dashboard · Citizen Connect'));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Staff sections' })).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(document.title).toBe('Reports · Citizen Connect'));
    switchTo('hi');
    await waitFor(() => expect(document.title).toBe('रिपोर्ट · सिटिज़न कनेक्ट'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
