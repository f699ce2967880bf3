import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import App from '../remote-entry';
import { shellSpies } from '@cc/ui/testing';

export const adminUser: SessionUser = {
  id: 1,
  username: 'admin',
  name: 'Anil Sharma',
  email: 'admin@example.in',
  phone: null,
  role: 'admin',
  district: null,
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
};

/** The remote as the shell mounts it at /admin, with recording shell callbacks. */
export function renderAdmin(language: Language, path = '/admin', user: SessionUser | null = adminUser) {
  const shell = shellSpies();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={<App contractVersion={REMOTE_CONTRACT_VERSION} basePath="/admin" language={language} theme="dark" user={user} shell={shell} />}
        />
      </Routes>
    </MemoryRouter>,
  );
  return shell;
}

/** A page of the admin list answer ({items, total, page, pageSize}) for the asked page. */
export function pageOf<T>(all: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const matching = all.filter((item) => JSON.stringify(item).toLowerCase().includes(search));
  return { status: 200, body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
}
