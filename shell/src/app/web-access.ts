/**
 * Spec §2 "Web area under /web": who may open which path. Pure, so the table is tested on its own.
 */
export type WebAudience = 'anonymous' | 'citizen' | 'staff' | 'admin';

export function webAudience(role: string | null | undefined): WebAudience {
  if (!role) return 'anonymous';
  if (role === 'citizen') return 'citizen';
  if (role === 'admin' || role === 'super_admin') return 'admin';
  return 'staff';
}

/** What the /web area shows for a path. */
export type WebDecision =
  | { kind: 'landing' }
  | { kind: 'mobile-app' }
  | { kind: 'login' }
  | { kind: 'citizen' }
  | { kind: 'staff' }
  | { kind: 'admin' }
  /** Anonymous visitor on a path they may not open: show the landing page. */
  | { kind: 'fallback-landing' }
  | { kind: 'not-found' };

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const within = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

export function decideWebRoute(pathname: string, role: string | null | undefined): WebDecision {
  const path = normalise(pathname);
  const audience = webAudience(role);

  if (audience === 'anonymous') {
    if (path === '/web' || path === '/web/landing') return { kind: 'landing' };
    if (path === '/web/login') return { kind: 'login' };
    if (path === '/web/mobile-app') return { kind: 'mobile-app' };
    return { kind: 'fallback-landing' };
  }

  if (path === '/web') return { kind: 'landing' };
  if (within(path, '/web/citizen')) return { kind: 'citizen' };
  if (audience === 'citizen') return { kind: 'not-found' };
  if (within(path, '/web/staff')) return { kind: 'staff' };
  if (audience === 'admin' && (path === '/web/admin' || path === '/web/admin/requests')) return { kind: 'admin' };
  return { kind: 'not-found' };
}
