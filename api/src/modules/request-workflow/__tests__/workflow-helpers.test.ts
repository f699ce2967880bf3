import fc from 'fast-check';
import { decodeCursor, encodeCursor } from '../keyset-cursor';
import { formatRequestCode, parseRequestCode, yearInIndia } from '../display-code';
import { derivePriority } from '../priority';
import { computeStages } from '../workflow-stages';

describe('derivePriority', () => {
  it.each([
    [0, 'low'],
    [1, 'low'],
    [2, 'medium'],
    [3, 'high'],
    [5, 'high'],
    [null, 'low'],
  ])('level %p is %s', (level, priority) => expect(derivePriority(level)).toBe(priority));
});

describe('request display code', () => {
  it('pads the sequence and round-trips', () => {
    expect(formatRequestCode(2026, 123)).toBe('CC-2026-000123');
    expect(formatRequestCode(2026, 1234567)).toBe('CC-2026-1234567');
    expect(parseRequestCode('CC-2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseRequestCode('CC-26-1')).toBeNull();
  });

  it('sorts by year, then submission order, within six digits', () => {
    const codes = [formatRequestCode(2027, 1), formatRequestCode(2026, 999999), formatRequestCode(2026, 10)];
    expect([...codes].sort()).toEqual([codes[2], codes[1], codes[0]]);
  });

  it('takes the year in India', () => {
    expect(yearInIndia(new Date('2025-12-31T19:00:00Z'))).toBe(2026);
    expect(yearInIndia(new Date('2025-12-31T18:00:00Z'))).toBe(2025);
  });
});

describe('keyset cursor', () => {
  it('round-trips any position, microseconds included', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 2 ** 40 }), (date, micros, id) => {
        const createdAt = date.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`);
        expect(decodeCursor(encodeCursor({ createdAt, id }))).toEqual({ createdAt, id });
      }),
    );
  });

  it('refuses anything it did not make', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const decoded = decodeCursor(text);
      if (decoded) expect(encodeCursor(decoded)).toBe(text);
    }));
    expect(decodeCursor(Buffer.from("2026-01-01T00:00:00.000Z|1' OR 1=1").toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('2026-01-01T00:00:00.000Z|0').toString('base64url'))).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
  });
});

describe('computeStages', () => {
  const submittedAt = '2026-03-01T10:00:00.000Z';
  const names = (stages: ReturnType<typeof computeStages>) => stages.map((s) => `${s.name}:${s.status}`);

  it('shows Under Review as current while pending', () => {
    expect(names(computeStages({ status: 'pending', submittedAt }))).toEqual([
      'Submitted:completed',
      'Under Review:current',
      'Assigned:upcoming',
      'In Progress:upcoming',
      'Resolved:upcoming',
    ]);
  });

  it('dates each stage from the history', () => {
    const history = [
      { action: 'submitted', createdAt: submittedAt },
      { action: 'assign', createdAt: '2026-03-02T10:00:00.000Z' },
    ];
    const stages = computeStages({ status: 'in_progress', submittedAt, history });
    expect(stages).toEqual([
      { name: 'Submitted', status: 'completed', date: submittedAt },
      { name: 'Under Review', status: 'completed', date: '2026-03-02T10:00:00.000Z' },
      { name: 'Assigned', status: 'completed', date: '2026-03-02T10:00:00.000Z' },
      { name: 'In Progress', status: 'current', date: '2026-03-02T10:00:00.000Z' },
      { name: 'Resolved', status: 'upcoming', date: null },
    ]);
  });

  it('keeps Assigned current while forwarded and completes everything once resolved', () => {
    expect(names(computeStages({ status: 'escalated', submittedAt }))).toContain('Assigned:current');
    const resolved = computeStages({ status: 'resolved', submittedAt, resolvedAt: '2026-03-05T00:00:00.000Z' });
    expect(resolved.every((s) => s.status === 'completed')).toBe(true);
    expect(resolved.at(-1)!.date).toBe('2026-03-05T00:00:00.000Z');
  });

  it('ends a rejected request with a Rejected stage', () => {
    expect(names(computeStages({ status: 'rejected', submittedAt }))).toEqual(['Submitted:completed', 'Under Review:completed', 'Rejected:completed']);
  });
});
