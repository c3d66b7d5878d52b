// A load's tracking as a tracking link and the customer's page show it (issue 40): the last place
// known, coarsely, when the phone last reported, and the arrival window; nothing finer.
import type { LoadTrackingView } from '../../../shared/tracking/load-tracking.js';
import type { Executor } from '../../db/client.js';
import { findLoadTracking } from './load-tracking-repository.js';

export async function loadTrackingOf(db: Executor, serviceRequestId: number): Promise<LoadTrackingView | null> {
  const row = await findLoadTracking(db, serviceRequestId);
  if (!row) return null;
  const eta =
    row.etaBasis && row.etaEarliest && row.etaLatest && row.etaComputedAt && row.etaTimeZone && row.remainingMiles !== null
      ? {
          earliest: row.etaEarliest.toISOString(),
          latest: row.etaLatest.toISOString(),
          timeZone: row.etaTimeZone,
          remainingMiles: Math.round(row.remainingMiles),
          arrivingSoon: row.arrivingSoonAt !== null,
          basis: row.etaBasis,
          computedAt: row.etaComputedAt.toISOString(),
        }
      : null;
  return {
    lastPlace: row.lastCity && row.lastState ? { city: row.lastCity, state: row.lastState } : null,
    lastUpdateAt: row.lastUpdateAt?.toISOString() ?? null,
    eta,
  };
}
