/**
 * Spec §6 assignment levels: 1 department officers, 2 district level, 3 administrative. A user's
 * level is the `escalation_level` of their role in the roles table, so custom roles take part;
 * the seeded built-in roles are listed in docs/decisions/0043-request-scope-and-authority-levels.md.
 */
export const AUTHORITY_LEVELS = [1, 2, 3] as const;
export type AuthorityLevel = (typeof AUTHORITY_LEVELS)[number];

export function isAuthorityLevel(value: unknown): value is AuthorityLevel {
  return value === 1 || value === 2 || value === 3;
}
