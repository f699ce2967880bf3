/**
 * Upper bounds (hours) of the resolution-time buckets of `transparency_monthly` (migration 021 keeps
 * its own copy of these numbers; the service test checks they agree). Bucket i (width_bucket) holds
 * times in [BOUNDS[i-1], BOUNDS[i]); bucket 0 is under an hour, bucket BOUNDS.length a year or more.
 */
export const RESOLUTION_BOUNDS_HOURS: readonly number[] = [
  ...Array.from({ length: 24 }, (_, i) => i + 1),
  30,
  36,
  42,
  48,
  ...Array.from({ length: 28 }, (_, i) => (i + 3) * 24),
  45 * 24,
  60 * 24,
  90 * 24,
  180 * 24,
  365 * 24,
];

/** bucket index → requests; adds up across months, districts and types. */
export type Histogram = Map<number, number>;

export function addHistogram(into: Histogram, from: Histogram): void {
  for (const [bucket, n] of from) into.set(bucket, (into.get(bucket) ?? 0) + n);
}

/**
 * The nearest-rank percentile (as percentile_disc) read off the histogram: the upper bound of the
 * bucket holding it, so "p of the requests were resolved within this many hours". The last bucket
 * (a year or more) answers its lower bound. Null when nothing was resolved.
 */
export function percentileHours(histogram: Histogram, p: number): number | null {
  const total = [...histogram.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return RESOLUTION_BOUNDS_HOURS[Math.min(bucket, RESOLUTION_BOUNDS_HOURS.length - 1)];
  }
  return null;
}
