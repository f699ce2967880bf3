import type { Language, SessionUser } from '@cc/types';
import { renderRemoteApp } from '@cc/ui/testing';
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
  return renderRemoteApp(App, path, { basePath, language, user });
}
