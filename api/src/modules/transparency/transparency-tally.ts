import type { TransparencyFigures } from '@cc/types';
import { addHistogram, percentileHours, type Histogram } from './resolution-buckets';

/**
 * The additive parts of the figures: they add up across months, districts and types, so any scope
 * is the sum of its cells. A new figure from another table (e.g. the citizens' ratings) adds its
 * counts here and its derivation in `figuresOf`.
 */
export const TALLY_COUNTS = ['received', 'resolved', 'rejected', 'pending', 'overdue', 'resolvedWithDue', 'resolvedWithinSla'] as const;
export type TallyCount = (typeof TALLY_COUNTS)[number];

export type Tally = Record<TallyCount, number> & { histogram: Histogram };

export const emptyTally = (): Tally => ({ ...(Object.fromEntries(TALLY_COUNTS.map((key) => [key, 0])) as Record<TallyCount, number>), histogram: new Map() });

export function addTally(into: Tally, from: Tally): void {
  for (const key of TALLY_COUNTS) into[key] += from[key];
  addHistogram(into.histogram, from.histogram);
}

/** The published figures of a tally: counts as they are, percentiles and the share derived. */
export const figuresOf = (tally: Tally): TransparencyFigures => ({
  received: tally.received,
  resolved: tally.resolved,
  rejected: tally.rejected,
  pending: tally.pending,
  overdue: tally.overdue,
  medianResolutionHours: percentileHours(tally.histogram, 0.5),
  p90ResolutionHours: percentileHours(tally.histogram, 0.9),
  withinSlaShare: tally.resolvedWithDue === 0 ? null : tally.resolvedWithinSla / tally.resolvedWithDue,
});
