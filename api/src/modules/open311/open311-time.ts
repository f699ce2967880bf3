import { OFFICE_UTC_OFFSET_MINUTES } from '@cc/types';

/** ISO 8601 with the offset, as GeoReport v2 asks (`2026-11-23T10:05:00+05:30`); null stays null. */
export function isoWithOffset(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const local = new Date(new Date(value).getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000);
  return `${local.toISOString().slice(0, 19)}+05:30`;
}
