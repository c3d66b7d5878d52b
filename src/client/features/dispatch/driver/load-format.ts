// How a load's facts read on the driver's screen.
import type { DriverLoad, LoadStage } from '@shared/dispatch';
import { LOAD_STAGES } from '@shared/dispatch';
import type { QueuedUpdate } from './offline/update-store';

/** "48 × 40 × 36 in", or null when no size was given. */
export function dimensionsText(item: Pick<DriverLoad['item'], 'length' | 'width' | 'height'>): string | null {
  const sides = [item.length, item.width, item.height].filter((side): side is string => !!side?.trim());
  return sides.length ? `${sides.join(' × ')} in` : null;
}

/** "300 lb", or null when no weight was given. */
export function weightText(weight: string | null): string | null {
  return weight?.trim() ? `${weight.trim()} lb` : null;
}

/** "Detroit, MI → Chicago, IL" */
export function routeText(load: { pickupCity: string; pickupState: string; deliveryCity: string; deliveryState: string }): string {
  return `${load.pickupCity}, ${load.pickupState} → ${load.deliveryCity}, ${load.deliveryState}`;
}

/**
 * The stage the driver sees: the server's, moved on by the stage updates still waiting on the phone,
 * so a driver offline at the dock can go on from "at delivery" to "delivered".
 */
export function stageWithQueued(serverStage: LoadStage, waiting: QueuedUpdate[]): LoadStage {
  return waiting.reduce<LoadStage>(
    (stage, update) =>
      update.kind === 'stage' && update.stage && LOAD_STAGES.indexOf(update.stage) > LOAD_STAGES.indexOf(stage) ? update.stage : stage,
    serverStage,
  );
}
