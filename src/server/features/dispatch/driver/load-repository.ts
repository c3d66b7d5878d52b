// The SQL behind what a driver reads about their loads. Every query names the driver: a load is
// theirs only while dispatch_assignments says so, and another driver's load is simply not found.
import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { dispatchAssignments, dispatchUpdates, serviceRequests, uploads } from '../../../db/schema.js';

/** How long a delivered load stays on the driver's list (issue 22: the last 24 hours). */
export const DELIVERED_LOADS_SHOWN_HOURS = 24;

const summaryColumns = {
  serviceRequestId: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  stage: dispatchAssignments.stage,
  plannedPickupDate: dispatchAssignments.plannedPickupDate,
  pickupCity: serviceRequests.pickupCity,
  pickupState: serviceRequests.pickupState,
  deliveryCity: serviceRequests.deliveryCity,
  deliveryState: serviceRequests.deliveryState,
  urgency: serviceRequests.urgency,
};

const loadColumns = {
  ...summaryColumns,
  requestStatus: serviceRequests.status,
  serviceType: serviceRequests.serviceType,
  vehicleNumber: dispatchAssignments.vehicleNumber,
  trailerNumber: dispatchAssignments.trailerNumber,
  preferredTime: serviceRequests.preferredTime,
  pickupAddress: serviceRequests.pickupAddress,
  pickupAddress2: serviceRequests.pickupAddress2,
  pickupZip: serviceRequests.pickupZip,
  pickupInstructions: serviceRequests.pickupInstructions,
  deliveryAddress: serviceRequests.deliveryAddress,
  deliveryAddress2: serviceRequests.deliveryAddress2,
  deliveryZip: serviceRequests.deliveryZip,
  deliveryInstructions: serviceRequests.deliveryInstructions,
  contactName: serviceRequests.contactName,
  contactCompany: serviceRequests.contactCompany,
  contactPhone: serviceRequests.contactPhone,
  serviceDescription: serviceRequests.serviceDescription,
  itemType: serviceRequests.itemType,
  length: serviceRequests.length,
  width: serviceRequests.width,
  height: serviceRequests.height,
  weight: serviceRequests.weight,
  specialHandling: serviceRequests.specialHandling,
};

export type DriverLoadSummaryRow = Awaited<ReturnType<typeof findDriverLoads>>[number];
export type DriverLoadRow = NonNullable<Awaited<ReturnType<typeof findDriverLoad>>>;

const assignedTo = (driverProfileId: number) => eq(dispatchAssignments.driverProfileId, driverProfileId);

/**
 * The driver's loads: those not delivered by planned pickup day, then those delivered in the last
 * DELIVERED_LOADS_SHOWN_HOURS, latest first. A cancelled request is no load to drive any more.
 */
export async function findDriverLoads(executor: Executor, driverProfileId: number, now: Date) {
  const deliveredSince = new Date(now.getTime() - DELIVERED_LOADS_SHOWN_HOURS * 3_600_000);
  const delivered = eq(dispatchAssignments.stage, 'delivered');
  return executor
    .select(summaryColumns)
    .from(dispatchAssignments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, dispatchAssignments.serviceRequestId))
    .where(
      and(
        assignedTo(driverProfileId),
        ne(serviceRequests.status, 'cancelled'),
        or(ne(dispatchAssignments.stage, 'delivered'), gt(dispatchAssignments.stageChangedAt, deliveredSince)),
      ),
    )
    .orderBy(
      sql`case when ${delivered} then 1 else 0 end`,
      sql`case when ${delivered} then null else ${dispatchAssignments.plannedPickupDate} end asc nulls last`,
      sql`${dispatchAssignments.stageChangedAt} desc`,
      asc(serviceRequests.id),
    );
}

/** The driver's load with this (normalised) reference ID, or undefined when it is not theirs. */
export async function findDriverLoad(executor: Executor, driverProfileId: number, referenceId: string) {
  const [row] = await executor
    .select(loadColumns)
    .from(dispatchAssignments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, dispatchAssignments.serviceRequestId))
    .where(and(assignedTo(driverProfileId), eq(serviceRequests.referenceId, referenceId)))
    .limit(1);
  return row;
}

/** The summary of the driver's load on request `serviceRequestId`, or undefined when it is not theirs. */
export async function findDriverLoadSummary(executor: Executor, driverProfileId: number, serviceRequestId: number) {
  const [row] = await executor
    .select(summaryColumns)
    .from(dispatchAssignments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, dispatchAssignments.serviceRequestId))
    .where(and(assignedTo(driverProfileId), eq(dispatchAssignments.serviceRequestId, serviceRequestId)))
    .limit(1);
  return row;
}

/** The customer's item photos of a request, in the order they were sent. */
export async function findItemPhotos(executor: Executor, serviceRequestId: number) {
  return executor
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.serviceRequestId, serviceRequestId), eq(uploads.purpose, 'item_photo')))
    .orderBy(asc(uploads.createdAt), asc(uploads.originalName), asc(uploads.id));
}

/**
 * An item photo of the request `referenceId` when that request is the driver's load: one query for
 * the three conditions, so another load's photo, or a delivery photo, is not found.
 */
export async function findDriverLoadPhoto(executor: Executor, driverProfileId: number, referenceId: string, photoId: string) {
  const [row] = await executor
    .select({ storageKey: uploads.storageKey, contentType: uploads.contentType, sizeBytes: uploads.sizeBytes })
    .from(uploads)
    .innerJoin(serviceRequests, eq(serviceRequests.id, uploads.serviceRequestId))
    .innerJoin(dispatchAssignments, eq(dispatchAssignments.serviceRequestId, serviceRequests.id))
    .where(
      and(
        eq(uploads.id, photoId),
        eq(uploads.purpose, 'item_photo'),
        eq(serviceRequests.referenceId, referenceId),
        assignedTo(driverProfileId),
      ),
    )
    .limit(1);
  return row;
}

const updateColumns = {
  id: dispatchUpdates.id,
  clientUpdateId: dispatchUpdates.clientUpdateId,
  serviceRequestId: dispatchUpdates.serviceRequestId,
  kind: dispatchUpdates.kind,
  stage: dispatchUpdates.stage,
  problem: dispatchUpdates.problem,
  note: dispatchUpdates.note,
  recordedAt: dispatchUpdates.recordedAt,
};

export type DispatchUpdateRow = Awaited<ReturnType<typeof findOwnUpdates>>[number];

/** The driver's own updates on a request, oldest first (a re-assigned load's earlier driver's are not theirs). */
export async function findOwnUpdates(executor: Executor, driverProfileId: number, serviceRequestId: number) {
  return executor
    .select(updateColumns)
    .from(dispatchUpdates)
    .where(and(eq(dispatchUpdates.driverProfileId, driverProfileId), eq(dispatchUpdates.serviceRequestId, serviceRequestId)))
    .orderBy(asc(dispatchUpdates.recordedAt), asc(dispatchUpdates.id));
}

/** The update the driver's phone named `clientUpdateId`, if the server has it. */
export async function findUpdateByClientId(executor: Executor, driverProfileId: number, clientUpdateId: string) {
  const [row] = await executor
    .select(updateColumns)
    .from(dispatchUpdates)
    .where(and(eq(dispatchUpdates.driverProfileId, driverProfileId), eq(dispatchUpdates.clientUpdateId, clientUpdateId)))
    .limit(1);
  return row;
}
