import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type SessionUser } from '@cc/types';
import { RemoteProviders } from '../app/remote-providers';
import { shellSpies } from '@cc/ui/testing';

export const staffUser: SessionUser = {
  id: 3,
  username: 'staff',
  name: 'Anil Sharma',
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

/** Renders inside the remote's real providers (i18n, query client, shell props) with a fake shell. */
export function renderWithRemote(ui: ReactElement, { language = 'en' as Language, user = staffUser } = {}) {
  const shell = shellSpies();
  const result = render(
    <MemoryRouter initialEntries={['/staff']}>
      <RemoteProviders contractVersion={REMOTE_CONTRACT_VERSION} basePath="/staff" language={language} theme="light" user={user} shell={shell}>
        {ui}
      </RemoteProviders>
    </MemoryRouter>,
  );
  return { ...result, shell };
}
