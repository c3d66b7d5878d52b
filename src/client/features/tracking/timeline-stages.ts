// Turns the server's timeline into the steps the page draws: received, in progress, in transit,
// delivered, each done, current or still to come; a cancelled request shows the steps it reached
// and then 'cancelled'.
import type { ServiceRequestStatus } from '@shared/service-requests';
import type { TrackingResult } from '@shared/tracking-lookup';

const PROGRESS_STAGES = ['received', 'in-progress', 'in-transit', 'delivered'] as const satisfies readonly ServiceRequestStatus[];

export type StageState = 'done' | 'current' | 'upcoming';

export interface Stage {
  status: ServiceRequestStatus;
  state: StageState;
  /** When the request last reached this step (ISO 8601); absent when it has not, or was skipped. */
  at: string | undefined;
}

export function timelineStages({ status, timeline }: Pick<TrackingResult, 'status' | 'timeline'>): Stage[] {
  // An admin may move a request back and forth: the latest arrival at a step is the one to show.
  const reachedAt = new Map<ServiceRequestStatus, string>();
  for (const step of timeline) reachedAt.set(step.status, step.at);

  if (status === 'cancelled') {
    const reached = PROGRESS_STAGES.filter((stage) => stage === 'received' || reachedAt.has(stage));
    return [
      ...reached.map((stage): Stage => ({ status: stage, state: 'done', at: reachedAt.get(stage) })),
      { status: 'cancelled', state: 'current', at: reachedAt.get('cancelled') },
    ];
  }

  const currentIndex = PROGRESS_STAGES.indexOf(status);
  return PROGRESS_STAGES.map((stage, index) => {
    if (index > currentIndex) return { status: stage, state: 'upcoming', at: undefined };
    return { status: stage, state: index === currentIndex ? 'current' : 'done', at: reachedAt.get(stage) };
  });
}
