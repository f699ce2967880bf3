import type { SessionUser } from '../domain';

/** A signed-in user as GET /api/auth/user answers it: the role and what is given, nothing else set. */
export function aSessionUser(user: Partial<SessionUser> & Pick<SessionUser, 'role'>): SessionUser {
  return {
    id: 7,
    username: user.role,
    name: `Test ${user.role}`,
    email: null,
    phone: null,
    district: null,
    constituency: null,
    mandal: null,
    ward: null,
    address: null,
    department: null,
    ...user,
  };
}

/**
 * The demo accounts the remotes' tests sign in with, shaped like the seeded ones
 * (api/src/db/seeds/demo-users.ts). A test that needs another role or place spreads one:
 * `{ ...demoUsers.staff, role: 'government_official' }`.
 */
export const demoUsers = {
  /** A citizen of Raisen (Bhojpur) with a phone and no e-mail: the forms prefill name and phone. */
  citizen: aSessionUser({ id: 3, username: 'citizen', name: 'Ramesh Kumar', phone: '9876543210', role: 'citizen', district: 'raisen', constituency: 'bhojpur' }),
  /** Office staff of the Raisen district. */
  staff: aSessionUser({ id: 3, username: 'staff', name: 'Anil Sharma', role: 'staff', district: 'raisen' }),
  /** An administrator of no district (the whole office). */
  admin: aSessionUser({ id: 1, username: 'admin', name: 'Anil Sharma', email: 'admin@example.in', role: 'admin' }),
} satisfies Record<string, SessionUser>;
