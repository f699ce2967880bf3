import type { Priority } from '@cc/types';

/** Spec §4/§9: escalationLevel above 2 is high, above 1 medium, otherwise low. */
export function derivePriority(escalationLevel: number | null | undefined): Priority {
  const level = Number(escalationLevel ?? 0);
  if (level > 2) return 'high';
  if (level > 1) return 'medium';
  return 'low';
}
