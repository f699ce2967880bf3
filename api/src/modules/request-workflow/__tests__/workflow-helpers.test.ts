import fc from 'fast-check';
import { decodeCursor, encodeCursor } from '../keyset-cursor';
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
