// What a load's fuel surcharge needs to know of the request (decision 070): its ZIP codes, the
// miles its instant estimate stored, its preferred date, and the dispatch's planned pickup date.
// Read here with one query rather than through the dispatch door: dispatch calls invoicing (a
// stage's detention), so invoicing calling dispatch would be a cycle; this is a read of two columns.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { dispatchAssignments, serviceRequests } from '../../../db/schema.js';

export interface LoadFacts {
  pickupZip: string;
  deliveryZip: string;
  estimateMiles: number | null;
  preferredDate: string | null;
  plannedPickupDate: string | null;
}

export async function findLoadFacts(executor: Executor, serviceRequestId: number): Promise<LoadFacts | undefined> {
  const [row] = await executor
    .select({
      pickupZip: serviceRequests.pickupZip,
      deliveryZip: serviceRequests.deliveryZip,
      estimateMiles: serviceRequests.estimateMiles,
      preferredDate: serviceRequests.preferredDate,
      plannedPickupDate: dispatchAssignments.plannedPickupDate,
    })
    .from(serviceRequests)
    .leftJoin(dispatchAssignments, eq(dispatchAssignments.serviceRequestId, serviceRequests.id))
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}
