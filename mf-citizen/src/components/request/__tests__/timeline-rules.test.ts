import { badgeStyle, citizenTimeline, statusTone } from '../timeline-rules';
import { stagesFor } from '../../../test/request-fixtures';

const shape = (status: string) => citizenTimeline(status, '2026-11-02T06:30:00.000Z', stagesFor(status)).map((stage) => `${stage.name}:${stage.status}`);

describe('citizen timeline rules (spec §2, §4)', () => {
  it('has Under Review as the current step while pending', () => {
    expect(shape('pending')).toEqual(['Submitted:completed', 'Under Review:current', 'In Progress:upcoming', 'Resolved:upcoming']);
  });

  it('has In Progress as the current step when in_progress or assigned (and when forwarded)', () => {
    for (const status of ['in_progress', 'assigned', 'escalated']) {
      expect(shape(status)).toEqual(['Submitted:completed', 'Under Review:completed', 'In Progress:current', 'Resolved:upcoming']);
    }
  });

  it('completes every step when resolved, with the dates the server gives', () => {
    const stages = citizenTimeline('resolved', '2026-11-02T06:30:00.000Z', stagesFor('resolved'));
    expect(stages.every((stage) => stage.status === 'completed')).toBe(true);
    expect(stages.at(-1)?.date).toBe('2026-11-05T06:30:00.000Z');
  });

  it('ends a rejected request with a Rejected step instead of the later ones', () => {
    expect(citizenTimeline('rejected', '2026-11-02T06:30:00.000Z').map((stage) => stage.name)).toEqual(['Submitted', 'Under Review', 'Rejected']);
  });

  it('dates Submitted from the request when the server sends no stages', () => {
    expect(citizenTimeline('pending', '2026-11-02T06:30:00.000Z')[0]).toEqual({ name: 'Submitted', status: 'completed', date: '2026-11-02T06:30:00.000Z' });
  });

  it('colours and styles the status badge as §4 says', () => {
    expect(['pending', 'in_progress', 'resolved', 'rejected', 'escalated'].map(statusTone)).toEqual(['pending', 'progress', 'resolved', 'rejected', 'other']);
    expect(['resolved', 'in_progress', 'pending', 'rejected'].map(badgeStyle)).toEqual(['default', 'secondary', 'outline', 'outline']);
  });
});
