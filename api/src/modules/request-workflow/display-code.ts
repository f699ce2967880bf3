const PREFIX = 'CC';
const CODE_PATTERN = /^CC-(\d{4})-(\d{6,})$/;

/**
 * Human display code, e.g. CC-2026-000123: the year of submission and a database sequence value
 * padded to 6 digits, so codes sort by year then submission order.
 */
export function formatRequestCode(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('year');
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('sequence');
  return `${PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseRequestCode(code: string): { year: number; sequence: number } | null {
  const match = CODE_PATTERN.exec(code);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** The year in India's time zone: a request filed at 00:30 IST on 1 January belongs to the new year. */
export function yearInIndia(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(date));
}
