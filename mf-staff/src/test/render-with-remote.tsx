import type { ReactElement } from 'react';
import type { Language, SessionUser } from '@cc/types';
import { demoUsers } from '@cc/types/testing';
import { renderInRemote } from '@cc/ui/testing';
import { RemoteProviders } from '../app/remote-providers';

export const staffUser = demoUsers.staff;

/** Renders inside mf-staff's real providers (i18n, query client, shell props) at /staff, with a fake shell. */
export function renderWithRemote(ui: ReactElement, { language = 'en', user = staffUser }: { language?: Language; user?: SessionUser | null } = {}) {
  return renderInRemote(ui, { Providers: RemoteProviders, basePath: '/staff', language, user });
}
