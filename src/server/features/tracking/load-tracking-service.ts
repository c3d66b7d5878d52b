// A load's tracking as other features read it (a tracking link, the customer's page): the door
// offers this, not the repository (the dependency rules keep repositories inside their feature).
import type { LoadTrackingView } from '../../../shared/tracking/load-tracking.js';
import type { Executor } from '../../db/client.js';
import { loadTrackingOf as readLoadTracking } from './load-tracking-repository.js';

export function loadTrackingOf(db: Executor, serviceRequestId: number): Promise<LoadTrackingView | null> {
  return readLoadTracking(db, serviceRequestId);
}
