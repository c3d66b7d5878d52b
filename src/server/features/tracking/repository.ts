// The SQL of request tracking, and nothing else.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DeliveryUpdate, ProofOfDeliverySummary } from '../../../shared/dispatch/dispatch.js';
import type { ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { dispatchUpdates, driverProfiles, proofsOfDelivery, serviceRequests, serviceRequestStatusHistory } from '../../db/schema.js';

export interface TrackedRequest {
  id: number;
  status: ServiceRequestStatus;
  createdAt: Date;
}

export interface StatusChange {
  status: ServiceRequestStatus;
  at: Date;
}

/**
 * The request with this reference ID whose contact e-mail, ignoring case, is `email` (lower-case).
 * One query for both conditions, so a wrong e-mail and an unknown ID take the same path.
 */
export async function findTrackedRequest(executor: Executor, referenceId: string, email: string): Promise<TrackedRequest | undefined> {
  const [row] = await executor
    .select({ id: serviceRequests.id, status: serviceRequests.status, createdAt: serviceRequests.createdAt })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
    .limit(1);
  return row;
}

/** Every status the request was given, oldest first (id breaks ties within one transaction). */
export async function findStatusChanges(executor: Executor, serviceRequestId: number): Promise<StatusChange[]> {
  return executor
    .select({ status: serviceRequestStatusHistory.toStatus, at: serviceRequestStatusHistory.createdAt })
    .from(serviceRequestStatusHistory)
    .where(eq(serviceRequestStatusHistory.serviceRequestId, serviceRequestId))
    .orderBy(asc(serviceRequestStatusHistory.createdAt), asc(serviceRequestStatusHistory.id));
}

/**
 * Every driver update of the request, oldest first, as the customer sees it: the driver's first
 * name and what happened. The columns are chosen here so that the note, the coordinates and the
 * driver's phone or license never leave the database on this path.
 */
export async function findDeliveryUpdates(executor: Executor, serviceRequestId: number): Promise<DeliveryUpdate[]> {
  const rows = await executor
    .select({
      kind: dispatchUpdates.kind,
      stage: dispatchUpdates.stage,
      problem: dispatchUpdates.problem,
      recordedAt: dispatchUpdates.recordedAt,
      driverFirstName: driverProfiles.firstName,
    })
    .from(dispatchUpdates)
    .innerJoin(driverProfiles, eq(driverProfiles.id, dispatchUpdates.driverProfileId))
    .where(eq(dispatchUpdates.serviceRequestId, serviceRequestId))
    .orderBy(asc(dispatchUpdates.recordedAt), asc(dispatchUpdates.id));
  return rows.map((row) => ({
    at: row.recordedAt.toISOString(),
    kind: row.kind,
    stage: row.stage,
    problem: row.problem,
    driverFirstName: row.driverFirstName,
  }));
}

/** When the load was delivered, who signed for it and what they noted over, short or damaged; null before delivery. */
export async function findProofOfDeliverySummary(executor: Executor, serviceRequestId: number): Promise<ProofOfDeliverySummary | null> {
  const [row] = await executor
    .select({
      deliveredAt: proofsOfDelivery.deliveredAt,
      receiverName: proofsOfDelivery.receiverName,
      exceptions: proofsOfDelivery.exceptions,
    })
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.serviceRequestId, serviceRequestId))
    .limit(1);
  return row ? { deliveredAt: row.deliveredAt.toISOString(), receiverName: row.receiverName, exceptions: row.exceptions } : null;
}
