import { describe, expect, it } from 'vitest';
import type { DeliveryUpdate } from '@shared/dispatch/dispatch';
import { timelineStages } from './timeline-stages';

const RECEIVED = { status: 'received', at: '2025-03-03T14:00:00.000Z' } as const;
const IN_PROGRESS = { status: 'in-progress', at: '2025-03-04T09:30:00.000Z' } as const;
const IN_TRANSIT = { status: 'in-transit', at: '2025-03-05T07:15:00.000Z' } as const;

describe('timeline stages', () => {
  it('marks the steps before the current one done, with their dates, and the rest upcoming', () => {
    expect(timelineStages({ status: 'in-progress', timeline: [RECEIVED, IN_PROGRESS] })).toEqual([
      { status: 'received', state: 'done', at: RECEIVED.at, updates: [] },
      { status: 'in-progress', state: 'current', at: IN_PROGRESS.at, updates: [] },
      { status: 'in-transit', state: 'upcoming', at: undefined, updates: [] },
      { status: 'delivered', state: 'upcoming', at: undefined, updates: [] },
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
    expect(stages[1]).toEqual({ status: 'in-progress', state: 'done', at: undefined, updates: [] });
  });

  it('follows a request moved back: the later step is upcoming again, dates are the latest', () => {
    const backAgain = { status: 'in-progress', at: '2025-03-06T08:00:00.000Z' } as const;
    const stages = timelineStages({ status: 'in-progress', timeline: [RECEIVED, IN_PROGRESS, IN_TRANSIT, backAgain] });
    expect(stages.slice(1, 3)).toEqual([
      { status: 'in-progress', state: 'current', at: backAgain.at, updates: [] },
      { status: 'in-transit', state: 'upcoming', at: undefined, updates: [] },
    ]);
  });

  it('shows a cancelled request as the steps it reached, then cancelled', () => {
    const cancelled = { status: 'cancelled', at: '2025-03-04T16:45:00.000Z' } as const;
    expect(timelineStages({ status: 'cancelled', timeline: [RECEIVED, cancelled] })).toEqual([
      { status: 'received', state: 'done', at: RECEIVED.at, updates: [] },
      { status: 'cancelled', state: 'current', at: cancelled.at, updates: [] },
    ]);
    expect(timelineStages({ status: 'cancelled', timeline: [RECEIVED, IN_PROGRESS, cancelled] }).map((stage) => stage.status)).toEqual([
      'received',
      'in-progress',
      'cancelled',
    ]);
  });

  describe("the driver's updates", () => {
    const update = (at: string, changes: Partial<DeliveryUpdate>): DeliveryUpdate => ({
      at,
      kind: 'stage',
      stage: null,
      problem: null,
      driverFirstName: 'Maria',
      ...changes,
    });
    const accepted = update('2025-03-04T09:30:00.000Z', { stage: 'accepted' });
    const atPickup = update('2025-03-04T11:00:00.000Z', { stage: 'at_pickup' });
    const pickedUp = update('2025-03-05T07:15:00.000Z', { stage: 'picked_up' });
    const delay = update('2025-03-05T12:00:00.000Z', { kind: 'problem', problem: 'delay' });
    const delivered = update('2025-03-06T12:00:00.000Z', { stage: 'delivered' });

    it('go inside the step each happened in; a problem where the load was when reported', () => {
      const stages = timelineStages({
        status: 'delivered',
        timeline: [RECEIVED, IN_PROGRESS, IN_TRANSIT, { status: 'delivered', at: delivered.at }],
        deliveryUpdates: [accepted, atPickup, pickedUp, delay, delivered],
      });
      expect(stages.map((stage) => stage.updates)).toEqual([[], [accepted, atPickup], [pickedUp, delay], [delivered]]);
    });

    it('of a request cancelled on the road go into the last step it reached', () => {
      const stages = timelineStages({
        status: 'cancelled',
        timeline: [RECEIVED, IN_PROGRESS, { status: 'cancelled', at: '2025-03-05T18:00:00.000Z' }],
        deliveryUpdates: [accepted, pickedUp],
      });
      expect(stages.map((stage) => [stage.status, stage.updates])).toEqual([
        ['received', []],
        ['in-progress', [accepted, pickedUp]],
        ['cancelled', []],
      ]);
    });
  });
});
