import { formatDate, formatDateTime, formatDayWithWeekday, formatNumber, formatTime } from '../format';

describe('the one formatter (en-IN / hi-IN, short month, Asia/Kolkata)', () => {
  it('writes dates with a short month in both languages', () => {
    expect(formatDate('2026-11-02T06:30:00.000Z', 'en')).toBe('2 Nov 2026');
    expect(formatDate('2026-11-02T06:30:00.000Z', 'hi')).toMatch(/^2 नव.* 2026$/);
  });

  it('reads instants on the Asia/Kolkata calendar: 20:00 UTC is already the next day in India', () => {
    expect(formatDate('2026-11-02T20:00:00.000Z', 'en')).toBe('3 Nov 2026');
  });

  it('keeps a bare calendar day (an event date) on that day', () => {
    expect(formatDate('2025-08-15', 'en')).toBe('15 Aug 2025');
  });

  it('gives the time in Indian time, 24-hour on Hindi screens (no "am"/"pm")', () => {
    expect(formatDateTime('2026-11-02T09:00:00.000Z', 'en')).toMatch(/^2 Nov 2026, 2:30\s?pm$/);
    const hindi = formatDateTime('2026-11-02T09:00:00.000Z', 'hi');
    expect(hindi).toContain('14:30');
    expect(hindi).not.toMatch(/am|pm/i);
  });

  it('names the weekday of a day the office keeps (a holiday), on that very day', () => {
    expect(formatDayWithWeekday('2026-11-02', 'en')).toBe('Mon, 2 Nov, 2026');
    expect(formatDayWithWeekday('2026-11-02', 'hi')).toMatch(/^सोम, 2 नव.* 2026$/);
    expect(formatDayWithWeekday(null, 'en')).toBe('');
  });

  it('writes an event time the office typed as hours and minutes, never "10:00:00"', () => {
    expect(formatTime('10:00:00')).toBe('10:00');
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatTime('after the prayer')).toBe('after the prayer');
    expect(formatTime(null)).toBe('');
  });

  it('groups numbers the Indian way', () => {
    expect(formatNumber(123456, 'en')).toBe('1,23,456');
    expect(formatNumber(12.34, 'hi')).toBe('12.3');
  });

  it('shows nothing for nothing and an unreadable value as it is', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('someday', 'en')).toBe('someday');
  });
});
