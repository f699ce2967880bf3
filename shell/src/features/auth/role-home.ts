/** Spec §2: citizen → /citizen; admin and super_admin → /admin; every other role → /staff. */
export function roleHome(role: string | null | undefined): string {
  if (role === 'citizen') return '/citizen';
  if (role === 'admin' || role === 'super_admin') return '/admin';
  return '/staff';
}
