// The SQL behind a position the driver's phone shares (issue 40): the position found by its
// phone-made ID, and stored once. Every write runs in the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { driverPositions, serviceRequests } from '../../../db/schema.js';

/** The driver's position stored under this phone-made ID, with the reference ID of its load. */
export async function findPositionByClientId(executor: Executor, driverProfileId: number, clientPositionId: string) {
  const [row] = await executor
    .select({ serviceRequestId: driverPositions.serviceRequestId, referenceId: serviceRequests.referenceId })
    .from(driverPositions)
    .innerJoin(serviceRequests, eq(serviceRequests.id, driverPositions.serviceRequestId))
    .where(and(eq(driverPositions.driverProfileId, driverProfileId), eq(driverPositions.clientPositionId, clientPositionId)))
    .limit(1);
  return row;
}

/** Stores the position, or nothing when a retry stored it first: true when this call stored it. */
export async function insertPosition(executor: Executor, position: typeof driverPositions.$inferInsert): Promise<boolean> {
  const rows = await executor
    .insert(driverPositions)
    .values(position)
    .onConflictDoNothing({ target: [driverPositions.driverProfileId, driverPositions.clientPositionId] })
    .returning({ id: driverPositions.id });
  return rows.length > 0;
}
