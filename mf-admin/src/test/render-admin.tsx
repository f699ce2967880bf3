import type { Language, SessionUser } from '@cc/types';
import { demoUsers } from '@cc/types/testing';
import { renderRemote } from '@cc/ui/testing';
import App from '../remote-entry';

export const adminUser = demoUsers.admin;

/** The remote as the shell mounts it at `path` (/admin or /web/admin), in the dark theme; its shell callbacks, as spies. */
export function renderAdmin(language: Language, path = '/admin', user: SessionUser | null = adminUser) {
  return renderRemote(App, { path, language, user, theme: 'dark' }).shell;
}
/** A page of the admin list answer ({items, total, page, pageSize}) for the asked page. */
export function pageOf<T>(all: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const matching = all.filter((item) => JSON.stringify(item).toLowerCase().includes(search));
  return { status: 200, body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
}
