import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import { stubFetch } from '@cc/api-client/testing';
import App from '../remote-entry';

// Each page's <title> is in the page's language and follows the route and a language switch.
const citizen: SessionUser = {
  id: 3,
  username: 'ramesh',
  name: 'Ramesh Kumar',
  email: null,
  phone: '9876543210',
  role: 'citizen',
  district: 'vidisha',
  constituency: 'vidisha',
  mandal: null,
  ward: null,
  address: null,
  department: null,
};
const shell = { toast: jest.fn(), setLanguage: jest.fn(), setTheme: jest.fn(), logout: jest.fn(async () => undefined), refreshSession: jest.fn(async () => undefined), navigate: jest.fn() };

function renderAt(path: string, language: Language) {
  const basePath = path.startsWith('/web') ? '/web/citizen' : '/citizen';
  const tree = (lang: Language) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<App contractVersion={REMOTE_CONTRACT_VERSION} basePath={basePath} language={lang} theme="light" user={citizen} shell={shell} />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree(language));
  return { switchTo: (lang: Language) => view.rerender(tree(lang)) };
}

beforeEach(() => {
  stubFetch({ '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 }, '/api/requests': { items: [], nextCursor: null } });
});

describe('mf-citizen page titles', () => {
  it.each([
    ['/citizen', 'en', 'Citizen dashboard · Citizen Connect'],
    ['/citizen', 'hi', 'नागरिक डैशबोर्ड · सिटिज़न कनेक्ट'],
    ['/citizen/requests', 'en', 'My Requests · Citizen Connect'],
    ['/citizen/requests', 'hi', 'मेरे अनुरोध · सिटिज़न कनेक्ट'],
    ['/citizen/new', 'en', 'New Request · Citizen Connect'],
    ['/citizen/new', 'hi', 'नया अनुरोध · सिटिज़न कनेक्ट'],
    ['/web/citizen', 'en', 'Citizen dashboard · Citizen Connect'],
  ] as const)('%s in %s', async (path, language, title) => {
    renderAt(path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the route and a language switch', async () => {
    const { switchTo } = renderAt('/citizen', 'en');
    await waitFor(() => expect(document.title).toBe('Citizen dashboard · Citizen Connect'));
    await userEvent.click(screen.getByRole('link', { name: 'Requests' }));
    await waitFor(() => expect(document.title).toBe('My Requests · Citizen Connect'));
    switchTo('hi');
    await waitFor(() => expect(document.title).toBe('मेरे अनुरोध · सिटिज़न कनेक्ट'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
