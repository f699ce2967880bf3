import { addHistogram, percentileHours, type Histogram } from './resolution-buckets';

/**
 * The additive parts of the figures: they add up across months, districts and types, so any scope
 * is the sum of its cells. A new figure from another table (as the citizens' ratings) adds its
 * counts here and its derivation in `figuresOf`.
 */
export const TALLY_COUNTS = ['received', 'resolved', 'rejected', 'pending', 'overdue', 'resolvedWithDue', 'resolvedWithinSla', 'rated', 'satisfied'] as const;
export type TallyCount = (typeof TALLY_COUNTS)[number];

export type Tally = Record<TallyCount, number> & { histogram: Histogram };

/**
 * The figures of one period and scope as a refresh stores them (migration 023's jsonb): every
 * count as it is. Only `transparency-disclosure.ts` turns them into what is published, withholding
 * small rows.
 */
export interface FigureValues {
  received: number;
  resolved: number;
  rejected: number;
  pending: number;
  overdue: number;
  medianResolutionHours: number | null;
  p90ResolutionHours: number | null;
  withinSlaShare: number | null;
  /** Citizens' ratings of the scope's requests (request_feedback, by month of submission), counted at the refresh. */
  rated: number;
  /** Of those, ratings of SATISFIED_MIN_RATING or more. */
  satisfied: number;
}

export const emptyTally = (): Tally => ({ ...(Object.fromEntries(TALLY_COUNTS.map((key) => [key, 0])) as Record<TallyCount, number>), histogram: new Map() });

export function addTally(into: Tally, from: Tally): void {
  for (const key of TALLY_COUNTS) into[key] += from[key];
  addHistogram(into.histogram, from.histogram);
}

/** The stored figures of a tally: counts as they are, percentiles and the share derived. */
export const figuresOf = (tally: Tally): FigureValues => ({
  received: tally.received,
  resolved: tally.resolved,
  rejected: tally.rejected,
  pending: tally.pending,
  overdue: tally.overdue,
  medianResolutionHours: percentileHours(tally.histogram, 0.5),
  p90ResolutionHours: percentileHours(tally.histogram, 0.9),
  withinSlaShare: tally.resolvedWithDue === 0 ? null : tally.resolvedWithinSla / tally.resolvedWithDue,
  rated: tally.rated,
  satisfied: tally.satisfied,
});
