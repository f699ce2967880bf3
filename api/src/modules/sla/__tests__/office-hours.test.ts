import { addOfficeHours, istDate, officeHoursBetween } from '../office-hours';

/** An IST wall-clock time as an instant (IST is UTC+05:30 all year). */
const ist = (local: string) => new Date(`${local}+05:30`);
const holidays = (...days: string[]) => (day: string) => days.includes(day);

// 2026-11-20 is a Friday, 2026-11-23 a Monday.
describe('addOfficeHours (Mon-Fri 09:00-18:00 IST)', () => {
  it('counts within one working day', () => {
    expect(addOfficeHours(ist('2026-11-23T10:00:00'), 3)).toEqual(ist('2026-11-23T13:00:00'));
  });

  it('ends exactly at closing time rather than the next morning', () => {
    expect(addOfficeHours(ist('2026-11-23T09:00:00'), 9)).toEqual(ist('2026-11-23T18:00:00'));
  });

  it('carries what is left after 18:00 to the next morning', () => {
    expect(addOfficeHours(ist('2026-11-23T16:00:00'), 3)).toEqual(ist('2026-11-24T10:00:00'));
  });

  it('starts the clock at 09:00 for a request filed after hours or before opening', () => {
    expect(addOfficeHours(ist('2026-11-23T19:30:00'), 1)).toEqual(ist('2026-11-24T10:00:00'));
    expect(addOfficeHours(ist('2026-11-24T06:00:00'), 1)).toEqual(ist('2026-11-24T10:00:00'));
  });

  it('skips the weekend', () => {
    expect(addOfficeHours(ist('2026-11-20T17:00:00'), 2)).toEqual(ist('2026-11-23T10:00:00'));
    expect(addOfficeHours(ist('2026-11-21T12:00:00'), 1)).toEqual(ist('2026-11-23T10:00:00'));
  });

  it('skips holidays from the list', () => {
    expect(addOfficeHours(ist('2026-11-20T17:00:00'), 2, holidays('2026-11-23'))).toEqual(ist('2026-11-24T10:00:00'));
  });

  it('turns the default 72 hours into eight working days', () => {
    expect(addOfficeHours(ist('2026-11-23T09:00:00'), 72)).toEqual(ist('2026-12-02T18:00:00'));
  });

  it('uses the IST date near midnight UTC', () => {
    // 2026-11-23 20:00 UTC is already Tuesday 01:30 in India.
    expect(istDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(addOfficeHours(new Date('2026-11-23T20:00:00Z'), 1, holidays('2026-11-24'))).toEqual(ist('2026-11-25T10:00:00'));
  });
});

describe('officeHoursBetween', () => {
  it('counts only office time across an evening and a weekend', () => {
    expect(officeHoursBetween(ist('2026-11-20T17:00:00'), ist('2026-11-23T10:00:00'))).toBe(2);
    expect(officeHoursBetween(ist('2026-11-23T18:30:00'), ist('2026-11-24T08:00:00'))).toBe(0);
  });

  it('leaves holidays out and is zero backwards', () => {
    expect(officeHoursBetween(ist('2026-11-23T09:00:00'), ist('2026-11-25T09:00:00'), holidays('2026-11-24'))).toBe(9);
    expect(officeHoursBetween(ist('2026-11-25T09:00:00'), ist('2026-11-23T09:00:00'))).toBe(0);
  });

  it('is the inverse of addOfficeHours', () => {
    const start = ist('2026-11-19T15:15:00');
    for (const hours of [1, 5.5, 9, 30, 72]) {
      expect(officeHoursBetween(start, addOfficeHours(start, hours, holidays('2026-11-24')), holidays('2026-11-24'))).toBeCloseTo(hours, 6);
    }
  });
});
