/**
 * Spec §6 assignment levels. A role's level is its `escalation_level` in the roles table (admins
 * can set it for custom roles); these are the defaults seeded for the built-in roles:
 * 1 department officers, 2 district level, 3 administrative.
 */
export const DEFAULT_ROLE_LEVELS: Readonly<Record<string, 1 | 2 | 3>> = {
  government_official: 1,
  dfo: 1,
  booth_official: 1,
  mandal_president: 1,
  district_admin: 2,
  collector: 2,
  sp: 2,
  ceo_district_panchayat: 2,
  principal_secretary: 3,
};

export const AUTHORITY_LEVELS = [1, 2, 3] as const;
export type AuthorityLevel = (typeof AUTHORITY_LEVELS)[number];

export function isAuthorityLevel(value: unknown): value is AuthorityLevel {
  return value === 1 || value === 2 || value === 3;
}
