// The SQL of a load's Documents list and packet: the request, its sent and voided invoices with
// who sent them, its credit notes, the proof of delivery's summary and the driver's road receipts
// with their photos. Read-only, like every document look-up.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  adminUsers,
  creditNotes,
  driverProfiles,
  invoices,
  loadReceipts,
  proofsOfDelivery,
  serviceRequests,
  uploads,
} from '../../db/schema.js';

/** What the list needs of the request itself: whose it is, in which language, and whether a broker asked. */
export async function findDocumentsRequest(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({
      id: serviceRequests.id,
      referenceId: serviceRequests.referenceId,
      userRole: serviceRequests.userRole,
      language: serviceRequests.language,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}

export type DocumentsRequestRow = NonNullable<Awaited<ReturnType<typeof findDocumentsRequest>>>;

/** The request's invoices that were sent (still sent, or voided since), oldest first, with their sender's name when known. */
export async function findIssuedInvoices(executor: Executor, serviceRequestId: number) {
  return executor
    .select({
      id: invoices.id,
      state: invoices.state,
      number: invoices.number,
      sentAt: invoices.sentAt,
      senderName: adminUsers.username,
    })
    .from(invoices)
    .leftJoin(adminUsers, eq(adminUsers.id, invoices.sentByAdminId))
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), ne(invoices.state, 'draft')))
    .orderBy(asc(invoices.id));
}

/** The credit notes on the request's invoices, oldest first, with who issued each when known. */
export async function findRequestCreditNotes(executor: Executor, serviceRequestId: number) {
  return executor
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      createdAt: creditNotes.createdAt,
      creatorName: adminUsers.username,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(adminUsers, eq(adminUsers.id, creditNotes.createdByAdminId))
    .where(eq(invoices.serviceRequestId, serviceRequestId))
    .orderBy(asc(creditNotes.id));
}

/** The proof of delivery as the list names it: who delivered, who signed and when; undefined before delivery. */
export async function findProofOfDeliverySummary(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({
      receiverName: proofsOfDelivery.receiverName,
      deliveredAt: proofsOfDelivery.deliveredAt,
      createdAt: proofsOfDelivery.createdAt,
      driverFirstName: driverProfiles.firstName,
      driverLastName: driverProfiles.lastName,
    })
    .from(proofsOfDelivery)
    .innerJoin(driverProfiles, eq(driverProfiles.id, proofsOfDelivery.driverProfileId))
    .where(eq(proofsOfDelivery.serviceRequestId, serviceRequestId))
    .limit(1);
  return row;
}

/**
 * The driver's lumper receipts and scale tickets on the load, in the order they arrived (a
 * receipt's version number is its place here, which a later arrival never changes), each with its photo's stored facts.
 */
export async function findLoadReceipts(executor: Executor, serviceRequestId: number) {
  return executor
    .select({
      id: loadReceipts.id,
      kind: loadReceipts.kind,
      amount: loadReceipts.amount,
      recordedAt: loadReceipts.recordedAt,
      createdAt: loadReceipts.createdAt,
      driverFirstName: driverProfiles.firstName,
      driverLastName: driverProfiles.lastName,
      uploadId: uploads.id,
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(loadReceipts)
    .innerJoin(driverProfiles, eq(driverProfiles.id, loadReceipts.driverProfileId))
    .innerJoin(uploads, eq(uploads.id, loadReceipts.uploadId))
    .where(eq(loadReceipts.serviceRequestId, serviceRequestId))
    .orderBy(asc(loadReceipts.id));
}

export type LoadReceiptRow = Awaited<ReturnType<typeof findLoadReceipts>>[number];
