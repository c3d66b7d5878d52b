// The SQL of the bill of lading: the request it is made from, the draft row (one per request) and
// its issued versions. Every function takes an executor, so a service's transaction spans several.
import { and, desc, eq } from 'drizzle-orm';
import type { BolContent, BolDraft } from '../../../shared/bills-of-lading/bill-of-lading.js';
import type { Executor } from '../../db/client.js';
import {
  adminUsers,
  billOfLadingVersions,
  billsOfLading,
  dispatchAssignments,
  driverProfiles,
  serviceRequests,
  uploads,
} from '../../db/schema.js';

/** What the first draft is filled from: the request's places, contact and freight, and the trailer on its assignment. */
export async function findRequestForBol(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({
      id: serviceRequests.id,
      referenceId: serviceRequests.referenceId,
      status: serviceRequests.status,
      userRole: serviceRequests.userRole,
      serviceDescription: serviceRequests.serviceDescription,
      weight: serviceRequests.weight,
      itemType: serviceRequests.itemType,
      specialHandling: serviceRequests.specialHandling,
      pickupAddress: serviceRequests.pickupAddress,
      pickupAddress2: serviceRequests.pickupAddress2,
      pickupCity: serviceRequests.pickupCity,
      pickupState: serviceRequests.pickupState,
      pickupZip: serviceRequests.pickupZip,
      pickupInstructions: serviceRequests.pickupInstructions,
      deliveryAddress: serviceRequests.deliveryAddress,
      deliveryAddress2: serviceRequests.deliveryAddress2,
      deliveryCity: serviceRequests.deliveryCity,
      deliveryState: serviceRequests.deliveryState,
      deliveryZip: serviceRequests.deliveryZip,
      deliveryInstructions: serviceRequests.deliveryInstructions,
      contactName: serviceRequests.contactName,
      contactCompany: serviceRequests.contactCompany,
      contactPhone: serviceRequests.contactPhone,
      trailerNumber: dispatchAssignments.trailerNumber,
    })
    .from(serviceRequests)
    .leftJoin(dispatchAssignments, eq(dispatchAssignments.serviceRequestId, serviceRequests.id))
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}
export type RequestForBol = NonNullable<Awaited<ReturnType<typeof findRequestForBol>>>;

/** The request's reference ID and status alone. */
export async function findRequestState(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({ referenceId: serviceRequests.referenceId, status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}

export async function findBillOfLading(executor: Executor, serviceRequestId: number) {
  const [row] = await executor.select().from(billsOfLading).where(eq(billsOfLading.serviceRequestId, serviceRequestId)).limit(1);
  return row;
}

/** The draft row locked for a change (saving, issuing): one change at a time per load. */
export async function lockBillOfLading(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select()
    .from(billsOfLading)
    .where(eq(billsOfLading.serviceRequestId, serviceRequestId))
    .limit(1)
    .for('update');
  return row;
}

/** The first draft; when another request made it first (two tabs opening the load), nothing happens. */
export async function insertBillOfLadingIfAbsent(
  executor: Executor,
  row: { serviceRequestId: number; bolNumber: string; draft: BolDraft },
) {
  // No target: whichever unique index the twin insert meets first (the request's, or its same number's), nothing happens.
  await executor.insert(billsOfLading).values(row).onConflictDoNothing();
}

export async function updateDraft(executor: Executor, serviceRequestId: number, draft: BolDraft, adminId: number, at: Date) {
  await executor
    .update(billsOfLading)
    .set({ draft, updatedByAdminId: adminId, updatedAt: at })
    .where(eq(billsOfLading.serviceRequestId, serviceRequestId));
}

/** Every issued version with who issued it and its signing, newest first. */
export async function findVersions(executor: Executor, serviceRequestId: number) {
  return executor
    .select({
      version: billOfLadingVersions.version,
      issuedAt: billOfLadingVersions.issuedAt,
      issuedBy: adminUsers.email,
      signedAt: billOfLadingVersions.signedAt,
      shipperSignerName: billOfLadingVersions.shipperSignerName,
      driverFirstName: driverProfiles.firstName,
    })
    .from(billOfLadingVersions)
    .leftJoin(adminUsers, eq(adminUsers.id, billOfLadingVersions.issuedByAdminId))
    .leftJoin(driverProfiles, eq(driverProfiles.id, billOfLadingVersions.driverProfileId))
    .where(eq(billOfLadingVersions.serviceRequestId, serviceRequestId))
    .orderBy(desc(billOfLadingVersions.version));
}
export type VersionRow = Awaited<ReturnType<typeof findVersions>>[number];

/** The newest version's number, content and whether it is signed; undefined before the first is issued. */
export async function findNewestVersion(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({ version: billOfLadingVersions.version, content: billOfLadingVersions.content, signedAt: billOfLadingVersions.signedAt })
    .from(billOfLadingVersions)
    .where(eq(billOfLadingVersions.serviceRequestId, serviceRequestId))
    .orderBy(desc(billOfLadingVersions.version))
    .limit(1);
  return row;
}

export async function insertVersion(
  executor: Executor,
  row: { serviceRequestId: number; version: number; content: BolContent; issuedByAdminId: number; issuedAt: Date },
) {
  await executor.insert(billOfLadingVersions).values(row);
}

/** One version with what its PDF prints: the content, and the pickup's signing when it was signed. */
export async function findVersionForPdf(executor: Executor, serviceRequestId: number, version: number) {
  const [row] = await executor
    .select({
      version: billOfLadingVersions.version,
      content: billOfLadingVersions.content,
      issuedAt: billOfLadingVersions.issuedAt,
      signedAt: billOfLadingVersions.signedAt,
      shipperSignerName: billOfLadingVersions.shipperSignerName,
      shipperSignatureUploadId: billOfLadingVersions.shipperSignatureUploadId,
      driverSignatureUploadId: billOfLadingVersions.driverSignatureUploadId,
      piecesConfirmed: billOfLadingVersions.piecesConfirmed,
      sealConfirmed: billOfLadingVersions.sealConfirmed,
      driverFirstName: driverProfiles.firstName,
      driverLastName: driverProfiles.lastName,
    })
    .from(billOfLadingVersions)
    .leftJoin(driverProfiles, eq(driverProfiles.id, billOfLadingVersions.driverProfileId))
    .where(and(eq(billOfLadingVersions.serviceRequestId, serviceRequestId), eq(billOfLadingVersions.version, version)))
    .limit(1);
  return row;
}

/** Where an upload's bytes are kept (a pickup signature), or undefined. */
export async function findUploadFile(executor: Executor, uploadId: string) {
  const [row] = await executor
    .select({ storageKey: uploads.storageKey, contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.id, uploadId))
    .limit(1);
  return row;
}
