// Each load's tracking, kept as its events happen (issue 40): the listener the composition hands
// dispatch's load events to, first of all (src/server/load-events.ts), inside dispatch's
// transaction. It rewrites the load's one load_tracking row and notes, for this transaction only,
// when the load has just come within "arriving soon", so the texts listener after it asks
// arrivingSoonReached and texts once.
import type { Transaction } from '../../../db/client.js';
import type { LoadEvent } from '../../dispatch/index.js';
import { findTrackedLoad, lockLoadTracking, writeLoadTracking } from './eta-repository.js';
import { trackingAfter } from './tracking-of-event.js';

/** Per transaction: the requests whose arriving_soon_at it set, with the instant it set. */
const arrivingSoonSetIn = new WeakMap<Transaction, Map<number, number>>();

export interface TrackingListenerOptions {
  /** The last resort for the window's time zone (BILLING_TIME_ZONE): a delivery ZIP code no table knows. */
  fallbackTimeZone: string;
}

export function trackingLoadEventListener(options: TrackingListenerOptions): (tx: Transaction, event: LoadEvent) => Promise<void> {
  return async (tx, event) => {
    if (event.kind === 'assigned') return;
    const load = await findTrackedLoad(tx, event.serviceRequestId);
    if (!load) return;
    const kept = await lockLoadTracking(tx, event.serviceRequestId);
    const change = trackingAfter(event, load, kept, options.fallbackTimeZone);
    if (!change) return;
    await writeLoadTracking(tx, change.row);
    if (change.arrivingSoonNow) {
      const noted = arrivingSoonSetIn.get(tx) ?? new Map<number, number>();
      noted.set(event.serviceRequestId, event.at.getTime());
      arrivingSoonSetIn.set(tx, noted);
    }
  };
}

/**
 * True only inside the transaction of the event that first brought the load within "arriving
 * soon" (and for that event's instant): the texts listener, called after this one with the same
 * transaction and event, queues "arriving soon" when it answers true. A replayed update changes
 * nothing and reaches no listener; a later position finds arriving_soon_at already set.
 */
export async function arrivingSoonReached(tx: Transaction, serviceRequestId: number, at: Date): Promise<boolean> {
  return arrivingSoonSetIn.get(tx)?.get(serviceRequestId) === at.getTime();
}
