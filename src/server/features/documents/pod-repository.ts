// The SQL of the proof of delivery's PDF: the proof, the request it proves and the driver who
// delivered, and the update's uploads (signature, photos). Read-only, like every document look-up.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { driverProfiles, proofsOfDelivery, serviceRequests, uploads } from '../../db/schema.js';

/** The proof of delivery of a request with what it prints, or undefined before delivery. */
export async function findProofOfDeliverySource(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({
      serviceRequestId: proofsOfDelivery.serviceRequestId,
      dispatchUpdateId: proofsOfDelivery.dispatchUpdateId,
      receiverName: proofsOfDelivery.receiverName,
      deliveredAt: proofsOfDelivery.deliveredAt,
      createdAt: proofsOfDelivery.createdAt,
      latitude: proofsOfDelivery.latitude,
      longitude: proofsOfDelivery.longitude,
      exceptions: proofsOfDelivery.exceptions,
      signatureStorageKey: uploads.storageKey,
      signatureContentType: uploads.contentType,
      referenceId: serviceRequests.referenceId,
      userRole: serviceRequests.userRole,
      serviceType: serviceRequests.serviceType,
      pickupCity: serviceRequests.pickupCity,
      pickupState: serviceRequests.pickupState,
      deliveryCity: serviceRequests.deliveryCity,
      deliveryState: serviceRequests.deliveryState,
      driverFirstName: driverProfiles.firstName,
      driverLastName: driverProfiles.lastName,
    })
    .from(proofsOfDelivery)
    .innerJoin(serviceRequests, eq(serviceRequests.id, proofsOfDelivery.serviceRequestId))
    .innerJoin(driverProfiles, eq(driverProfiles.id, proofsOfDelivery.driverProfileId))
    .innerJoin(uploads, eq(uploads.id, proofsOfDelivery.signatureUploadId))
    .where(eq(proofsOfDelivery.serviceRequestId, serviceRequestId))
    .limit(1);
  return row;
}

/** The delivery photos (or the exception photos) that came with the proof's update, in the order they were stored. */
export async function findDeliveryPhotos(
  executor: Executor,
  dispatchUpdateId: number,
  purpose: 'delivery_photo' | 'exception_photo' = 'delivery_photo',
) {
  return executor
    .select({ storageKey: uploads.storageKey, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.dispatchUpdateId, dispatchUpdateId), eq(uploads.purpose, purpose)))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}
