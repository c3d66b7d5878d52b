// When "arriving soon" is reached (issue 40): the tracking's listener writes
// load_tracking.arriving_soon_at first, in the same transaction; the texts read it here.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loadTracking } from '../../db/schema.js';

/**
 * Whether the tracking recorded the load within "arriving soon" of its delivery (its listener
 * runs first, in the same transaction). The texts' own reading until the tracking's door offers
 * `arrivingSoonReached`; the dedupe key keeps it one text however often it is asked.
 */
export async function arrivingSoonRecorded(executor: Executor, serviceRequestId: number): Promise<boolean> {
  const [row] = await executor
    .select({ at: loadTracking.arrivingSoonAt })
    .from(loadTracking)
    .where(eq(loadTracking.serviceRequestId, serviceRequestId))
    .limit(1);
  return row?.at != null;
}
