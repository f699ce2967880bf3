/**
 * Who may call each route. Every registered route must have an entry (a test enumerates the
 * routers and fails on any gap, in either direction). Keys are `METHOD /full/path` exactly as
 * registered. `ownership` names the row-level rule the handler applies on top of the role check;
 * objects outside it answer 404.
 *
 * access:
 *   public         anyone, logged in or not
 *   authenticated  any logged-in user
 *   citizen        role citizen only
 *   staff          any logged-in role except citizen (spec §6: every other role may act)
 *   admin          admin and super_admin
 *   string[]       exactly these roles
 */
export type Access = 'public' | 'authenticated' | 'citizen' | 'staff' | 'admin' | readonly string[];

export type OwnershipRule =
  /** citizen: own requests only; admin/super_admin: all; other roles: all (district rules come with issue 3). */
  'request-scope';

export interface PolicyEntry {
  access: Access;
  ownership?: OwnershipRule;
}

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;

export const policyTable: Record<string, PolicyEntry> = {
  'GET /api/health': { access: 'public' },

  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  // Anonymous logout is a harmless no-op; the shell calls it whatever the state.
  'POST /api/auth/logout': { access: 'public' },
  'GET /api/auth/user': { access: 'authenticated' },

  'GET /api/public/events': { access: 'public' },
  'GET /api/public/gallery': { access: 'public' },
  'GET /api/public/social-posts': { access: 'public' },
  'GET /api/request-types': { access: 'public' },
  'GET /api/locations': { access: 'public' },
  'POST /api/data-deletion': { access: 'public' },

  'GET /api/requests/stats': { access: 'authenticated', ownership: 'request-scope' },
};
