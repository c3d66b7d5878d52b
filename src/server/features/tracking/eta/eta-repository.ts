// The SQL behind each load's tracking (issue 40): what the estimate is made from (the request's
// pickup and delivery places, the load's stage) and the one load_tracking row it rewrites. Every
// call runs in dispatch's transaction, which holds the request's lock.
import { eq, sql } from 'drizzle-orm';
import type { LoadStage } from '../../../../shared/dispatch/dispatch.js';
import type { Executor } from '../../../db/client.js';
import { dispatchAssignments, loadTracking, serviceRequests } from '../../../db/schema.js';

export interface TrackedLoad {
  pickupZip: string;
  pickupCity: string;
  pickupState: string;
  deliveryZip: string;
  deliveryCity: string;
  deliveryState: string;
  /** The load's stage now (its one assignment's), null when it has none. */
  stage: LoadStage | null;
}

export async function findTrackedLoad(executor: Executor, serviceRequestId: number): Promise<TrackedLoad | undefined> {
  const [row] = await executor
    .select({
      pickupZip: serviceRequests.pickupZip,
      pickupCity: serviceRequests.pickupCity,
      pickupState: serviceRequests.pickupState,
      deliveryZip: serviceRequests.deliveryZip,
      deliveryCity: serviceRequests.deliveryCity,
      deliveryState: serviceRequests.deliveryState,
      stage: dispatchAssignments.stage,
    })
    .from(serviceRequests)
    .leftJoin(dispatchAssignments, eq(dispatchAssignments.serviceRequestId, serviceRequests.id))
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}

export type LoadTrackingRow = typeof loadTracking.$inferSelect;

export async function lockLoadTracking(executor: Executor, serviceRequestId: number): Promise<LoadTrackingRow | undefined> {
  const [row] = await executor
    .select()
    .from(loadTracking)
    .where(eq(loadTracking.serviceRequestId, serviceRequestId))
    .limit(1)
    .for('update');
  return row;
}

export type LoadTrackingWrite = Omit<typeof loadTracking.$inferInsert, 'updatedAt'> & { serviceRequestId: number };

export async function writeLoadTracking(executor: Executor, row: LoadTrackingWrite): Promise<void> {
  const { serviceRequestId: _key, ...columns } = row;
  await executor
    .insert(loadTracking)
    .values({ ...row, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: loadTracking.serviceRequestId, set: { ...columns, updatedAt: sql`now()` } });
}
