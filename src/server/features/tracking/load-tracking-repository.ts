// A load's tracking now (load_tracking, issue 40): one row per request, read whole by a tracking
// link and the customer's page. The estimate's writer is eta/ (after each update of the phone).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loadTracking } from '../../db/schema.js';

export type LoadTrackingRow = typeof loadTracking.$inferSelect;

export async function findLoadTracking(db: Executor, serviceRequestId: number): Promise<LoadTrackingRow | undefined> {
  const [row] = await db.select().from(loadTracking).where(eq(loadTracking.serviceRequestId, serviceRequestId)).limit(1);
  return row;
}
