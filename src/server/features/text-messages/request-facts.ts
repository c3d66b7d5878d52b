// What the texts read of a request and a driver (issue 40): the reference, the places (time
// zones) and the language; the driver's phone and language.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { driverProfiles, serviceRequests } from '../../db/schema.js';

export type RequestPlaces = NonNullable<Awaited<ReturnType<typeof findRequestPlaces>>>;

export async function findRequestPlaces(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({
      id: serviceRequests.id,
      referenceId: serviceRequests.referenceId,
      pickupZip: serviceRequests.pickupZip,
      pickupState: serviceRequests.pickupState,
      deliveryZip: serviceRequests.deliveryZip,
      deliveryState: serviceRequests.deliveryState,
      language: serviceRequests.language,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}

export async function findDriverContact(executor: Executor, driverProfileId: number) {
  const [row] = await executor
    .select({ phone: driverProfiles.phone, language: driverProfiles.language })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId))
    .limit(1);
  return row;
}
