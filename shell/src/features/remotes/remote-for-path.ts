import type { RemoteName } from './remote-registry';

const SHELL_ROUTES = ['/login', '/register', '/onboarding', '/web/login'];
const AREAS: Record<string, RemoteName> = { citizen: 'mf_citizen', staff: 'mf_staff', admin: 'mf_admin' };

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The remote a first page load will need (architecture §1a route map), so it can be fetched at once. */
export function remoteForPath(pathname: string): RemoteName | null {
  if (SHELL_ROUTES.some((route) => within(pathname, route))) return null;
  const segments = pathname.split('/').filter(Boolean);
  const area = segments[0] === 'web' ? segments[1] : segments[0];
  return (area && AREAS[area]) || 'mf_public';
}
