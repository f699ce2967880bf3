import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import App from '../remote-entry';

export const citizen: SessionUser = {
  id: 3,
  username: 'citizen',
  name: 'Ramesh Kumar',
  email: null,
  phone: '9876543210',
  role: 'citizen',
  district: 'raisen',
  constituency: 'bhojpur',
  mandal: null,
  ward: null,
  address: null,
  department: null,
};

/** The remote as the shell mounts it, at `path`, with spy callbacks. */
export function renderCitizenApp(path: string, { language = 'en', basePath = '/citizen', user = citizen }: { language?: Language; basePath?: string; user?: SessionUser | null } = {}) {
  const shell = {
    toast: jest.fn(),
    setLanguage: jest.fn(),
    setTheme: jest.fn(),
    logout: jest.fn(async () => undefined),
    refreshSession: jest.fn(async () => undefined),
    navigate: jest.fn(),
  };
  const props = { contractVersion: REMOTE_CONTRACT_VERSION, basePath, language, theme: 'light' as const, user, shell };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<App {...props} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { shell };
}
