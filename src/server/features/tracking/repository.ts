// The SQL of request tracking, and nothing else.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceRequestStatus } from '../../../shared/service-requests.js';
import type { Executor } from '../../db/client.js';
import { serviceRequests, serviceRequestStatusHistory } from '../../db/schema.js';

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
