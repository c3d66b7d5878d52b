// Turns the server's timeline into the steps the page draws: received, in progress, in transit,
// delivered, each done, current or still to come; a cancelled request shows the steps it reached
// and then 'cancelled'. The driver's updates (issue 22) are drawn inside the step they belong to.
import type { DeliveryUpdate, LoadStage } from '@shared/dispatch/dispatch';
import type { ServiceRequestStatus } from '@shared/service-requests/service-requests';
import type { TrackingResult } from '@shared/tracking/tracking-lookup';

const PROGRESS_STAGES = ['received', 'in-progress', 'in-transit', 'delivered'] as const satisfies readonly ServiceRequestStatus[];

export type StageState = 'done' | 'current' | 'upcoming';

export interface Stage {
  status: ServiceRequestStatus;
  state: StageState;
  /** When the request last reached this step (ISO 8601); absent when it has not, or was skipped. */
  at: string | undefined;
  /** The driver's updates made during this step, oldest first. */
  updates: DeliveryUpdate[];
}

/** The step of the request a driver's stage happens in (STAGE_REQUEST_STATUS moves the request along). */
const STEP_OF_LOAD_STAGE: Record<LoadStage, ServiceRequestStatus> = {
  assigned: 'received',
  accepted: 'in-progress',
  at_pickup: 'in-progress',
  picked_up: 'in-transit',
  at_delivery: 'in-transit',
  delivered: 'delivered',
};

export type TimelineInput = Pick<TrackingResult, 'status' | 'timeline'> & { deliveryUpdates?: readonly DeliveryUpdate[] };

export function timelineStages(input: TimelineInput): Stage[] {
  const stages = progressStages(input);
  // A problem belongs where the load was when it was reported: after the driver's last stage.
  let step: ServiceRequestStatus = 'in-progress';
  for (const update of input.deliveryUpdates ?? []) {
    if (update.kind === 'stage' && update.stage) step = STEP_OF_LOAD_STAGE[update.stage];
    // A step the drawing lacks (a request cancelled on the road): the last step it does have.
    const target = stages.find((stage) => stage.status === step) ?? stages.filter((stage) => stage.status !== 'cancelled').at(-1);
    target?.updates.push(update);
  }
  return stages;
}

function progressStages({ status, timeline }: Pick<TrackingResult, 'status' | 'timeline'>): Stage[] {
  // An admin may move a request back and forth: the latest arrival at a step is the one to show.
  const reachedAt = new Map<ServiceRequestStatus, string>();
  for (const step of timeline) reachedAt.set(step.status, step.at);

  if (status === 'cancelled') {
    const reached = PROGRESS_STAGES.filter((stage) => stage === 'received' || reachedAt.has(stage));
    return [
      ...reached.map((stage): Stage => ({ status: stage, state: 'done', at: reachedAt.get(stage), updates: [] })),
      { status: 'cancelled', state: 'current', at: reachedAt.get('cancelled'), updates: [] },
    ];
  }

  const currentIndex = PROGRESS_STAGES.indexOf(status);
  return PROGRESS_STAGES.map((stage, index) => {
    if (index > currentIndex) return { status: stage, state: 'upcoming', at: undefined, updates: [] };
    return { status: stage, state: index === currentIndex ? 'current' : 'done', at: reachedAt.get(stage), updates: [] };
  });
}
