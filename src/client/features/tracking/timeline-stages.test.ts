import { describe, expect, it } from 'vitest';
import { timelineStages } from './timeline-stages';

const RECEIVED = { status: 'received', at: '2025-03-03T14:00:00.000Z' } as const;
const IN_PROGRESS = { status: 'in-progress', at: '2025-03-04T09:30:00.000Z' } as const;
const IN_TRANSIT = { status: 'in-transit', at: '2025-03-05T07:15:00.000Z' } as const;

describe('timeline stages', () => {
  it('marks the steps before the current one done, with their dates, and the rest upcoming', () => {
    expect(timelineStages({ status: 'in-progress', timeline: [RECEIVED, IN_PROGRESS] })).toEqual([
      { status: 'received', state: 'done', at: RECEIVED.at },
      { status: 'in-progress', state: 'current', at: IN_PROGRESS.at },
      { status: 'in-transit', state: 'upcoming', at: undefined },
      { status: 'delivered', state: 'upcoming', at: undefined },
    ]);
  });

  it('shows a delivered request with every step done and delivered current', () => {
    const delivered = { status: 'delivered', at: '2025-03-06T12:00:00.000Z' } as const;
    const stages = timelineStages({ status: 'delivered', timeline: [RECEIVED, IN_PROGRESS, IN_TRANSIT, delivered] });
    expect(stages.map((stage) => stage.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(stages[3]?.at).toBe(delivered.at);
  });

  it('counts a skipped step as done, without a date', () => {
    const stages = timelineStages({ status: 'in-transit', timeline: [RECEIVED, IN_TRANSIT] });
    expect(stages[1]).toEqual({ status: 'in-progress', state: 'done', at: undefined });
  });

  it('follows a request moved back: the later step is upcoming again, dates are the latest', () => {
    const backAgain = { status: 'in-progress', at: '2025-03-06T08:00:00.000Z' } as const;
    const stages = timelineStages({ status: 'in-progress', timeline: [RECEIVED, IN_PROGRESS, IN_TRANSIT, backAgain] });
    expect(stages.slice(1, 3)).toEqual([
      { status: 'in-progress', state: 'current', at: backAgain.at },
      { status: 'in-transit', state: 'upcoming', at: undefined },
    ]);
  });

  it('shows a cancelled request as the steps it reached, then cancelled', () => {
    const cancelled = { status: 'cancelled', at: '2025-03-04T16:45:00.000Z' } as const;
    expect(timelineStages({ status: 'cancelled', timeline: [RECEIVED, cancelled] })).toEqual([
      { status: 'received', state: 'done', at: RECEIVED.at },
      { status: 'cancelled', state: 'current', at: cancelled.at },
    ]);
    expect(timelineStages({ status: 'cancelled', timeline: [RECEIVED, IN_PROGRESS, cancelled] }).map((stage) => stage.status)).toEqual([
      'received',
      'in-progress',
      'cancelled',
    ]);
  });
});
