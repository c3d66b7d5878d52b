// The SQL of service requests, and nothing else.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import type { StoredUpload } from '../../infra/storage/multipart-form.js';

export type NewServiceRequestRow = typeof serviceRequests.$inferInsert;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

export async function insertServiceRequest(executor: Executor, values: NewServiceRequestRow): Promise<ServiceRequestRow> {
  const [row] = await executor.insert(serviceRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await executor.insert(serviceRequestStatusHistory).values({ serviceRequestId: row.id, toStatus: row.status });
  return row;
}

export async function insertItemPhotos(executor: Executor, serviceRequestId: number, photos: StoredUpload[]): Promise<void> {
  if (photos.length === 0) return;
  await executor.insert(uploads).values(
    photos.map((photo) => ({
      purpose: 'item_photo' as const,
      serviceRequestId,
      storageKey: photo.storageKey,
      originalName: photo.originalName,
      contentType: photo.contentType,
      sizeBytes: photo.sizeBytes,
      sha256: photo.sha256,
    })),
  );
}

/** What a status look-up may tell, and whether `email` (lower-case) is the request's contact e-mail. */
export interface RequestForStatusLookup {
  referenceId: string;
  userRole: ServiceRequestRow['userRole'];
  serviceType: string;
  status: ServiceRequestRow['status'];
  paymentStatus: ServiceRequestRow['paymentStatus'];
  invoiceStatus: ServiceRequestRow['invoiceStatus'];
  estimatedQuote: string | null;
  finalAmount: string | null;
  /** The sent invoice's balance; null without one. */
  invoiceBalance: string | null;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  emailMatches: boolean;
}

// The contact e-mail is compared in the database and never read out of it.
export async function findRequestForStatusLookup(
  executor: Executor,
  referenceId: string,
  email: string | undefined,
): Promise<RequestForStatusLookup | undefined> {
  const [row] = await executor
    .select({
      referenceId: serviceRequests.referenceId,
      userRole: serviceRequests.userRole,
      serviceType: serviceRequests.serviceType,
      status: serviceRequests.status,
      paymentStatus: serviceRequests.paymentStatus,
      invoiceStatus: serviceRequests.invoiceStatus,
      estimatedQuote: serviceRequests.estimatedQuote,
      finalAmount: serviceRequests.finalAmount,
      // What the sent invoice still owes (decision 073), kept on its row by the payments' movements.
      // The table is named: in a subquery an unqualified "id" would be the invoice's own.
      invoiceBalance: sql<
        string | null
      >`(select i.balance from invoices i where i.service_request_id = "service_requests"."id" and i.state = 'sent')`,
      pickupCity: serviceRequests.pickupCity,
      pickupState: serviceRequests.pickupState,
      deliveryCity: serviceRequests.deliveryCity,
      deliveryState: serviceRequests.deliveryState,
      emailMatches: email === undefined ? sql<boolean>`false` : sql<boolean>`lower(${serviceRequests.contactEmail}) = ${email}`,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, referenceId))
    .limit(1);
  return row;
}
