// A load's tracking now (load_tracking, issue 40): one row per request, read whole by a tracking
// link and the customer's page. The estimate's writer is eta/ (after each update of the phone).
import { eq } from 'drizzle-orm';
import type { LoadTrackingView } from '../../../shared/tracking/load-tracking.js';
import type { Executor } from '../../db/client.js';
import { loadTracking } from '../../db/schema.js';

export async function loadTrackingOf(db: Executor, serviceRequestId: number): Promise<LoadTrackingView | null> {
  const [row] = await db.select().from(loadTracking).where(eq(loadTracking.serviceRequestId, serviceRequestId)).limit(1);
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
