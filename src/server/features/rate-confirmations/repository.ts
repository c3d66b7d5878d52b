// The SQL of rate confirmations: the versions, and what a version is made from that this feature
// reads but does not own (the request's broker facts, its assignment's appointments), read here
// by SQL so the features that own them need not import this one back (the dispatch gate and the
// quote lock go the other way). Everything runs in the caller's executor.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AGREED_RATE_CONFIRMATION_STATES, type RateConfirmationState } from '../../../shared/rate-confirmations/rate-confirmation.js';
import type { Executor } from '../../db/client.js';
import { dispatchAssignments, rateConfirmations, serviceRequests, uploads } from '../../db/schema.js';

export type RateConfirmationRow = typeof rateConfirmations.$inferSelect;

const requestColumns = {
  id: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  userRole: serviceRequests.userRole,
  serviceDescription: serviceRequests.serviceDescription,
  carrierRequirements: serviceRequests.carrierRequirements,
  equipmentNeeded: serviceRequests.equipmentNeeded,
  weight: serviceRequests.weight,
  pickupAddress: serviceRequests.pickupAddress,
  pickupCity: serviceRequests.pickupCity,
  pickupState: serviceRequests.pickupState,
  pickupZip: serviceRequests.pickupZip,
  deliveryAddress: serviceRequests.deliveryAddress,
  deliveryCity: serviceRequests.deliveryCity,
  deliveryState: serviceRequests.deliveryState,
  deliveryZip: serviceRequests.deliveryZip,
  preferredDate: serviceRequests.preferredDate,
  contactName: serviceRequests.contactName,
  contactCompany: serviceRequests.contactCompany,
  contactEmail: serviceRequests.contactEmail,
  contactPhone: serviceRequests.contactPhone,
  language: serviceRequests.language,
  estimatedQuote: serviceRequests.estimatedQuote,
  quoteResponse: serviceRequests.quoteResponse,
  accountId: serviceRequests.accountId,
};

export type RequestFacts = Awaited<ReturnType<typeof findRequestFacts>>;

/** The request a version is made from; locked when `lock` (a quote revision waits, and so does another version). */
export async function findRequestFacts(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = executor.select(requestColumns).from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The customer's own request by reference ID (the contact e-mail compared as the portal lists requests); locked when `lock`. */
export async function findCustomerRequestFacts(executor: Executor, referenceId: string, email: string, options: { lock?: boolean } = {}) {
  const query = executor
    .select(requestColumns)
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The appointments and planned day of the request's assignment, when it has one. */
export async function findAssignmentDays(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select({
      plannedPickupDate: dispatchAssignments.plannedPickupDate,
      pickupAppointmentAt: dispatchAssignments.pickupAppointmentAt,
      deliveryAppointmentAt: dispatchAssignments.deliveryAppointmentAt,
    })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.serviceRequestId, serviceRequestId))
    .limit(1);
  return row;
}

/** The request's versions, newest first. */
export function findVersions(executor: Executor, serviceRequestId: number): Promise<RateConfirmationRow[]> {
  return executor
    .select()
    .from(rateConfirmations)
    .where(eq(rateConfirmations.serviceRequestId, serviceRequestId))
    .orderBy(desc(rateConfirmations.version));
}

export async function findVersion(executor: Executor, serviceRequestId: number, version: number) {
  const [row] = await executor
    .select()
    .from(rateConfirmations)
    .where(and(eq(rateConfirmations.serviceRequestId, serviceRequestId), eq(rateConfirmations.version, version)))
    .limit(1);
  return row;
}

/** One version by id, locked (the office's review and the broker's signature go one after the other). */
export async function lockVersionById(executor: Executor, id: number) {
  const [row] = await executor.select().from(rateConfirmations).where(eq(rateConfirmations.id, id)).limit(1).for('update');
  return row;
}

export async function findVersionById(executor: Executor, id: number) {
  const [row] = await executor.select().from(rateConfirmations).where(eq(rateConfirmations.id, id)).limit(1);
  return row;
}

/** Whether the request has a signed or accepted version: the dispatch gate and the quote lock ask. */
export async function hasAgreedVersion(executor: Executor, serviceRequestId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: rateConfirmations.id })
    .from(rateConfirmations)
    .where(
      and(eq(rateConfirmations.serviceRequestId, serviceRequestId), inArray(rateConfirmations.state, [...AGREED_RATE_CONFIRMATION_STATES])),
    )
    .limit(1);
  return row !== undefined;
}

export async function nextVersionNumber(executor: Executor, serviceRequestId: number): Promise<number> {
  const [row] = await executor
    .select({ latest: sql<number>`coalesce(max(${rateConfirmations.version}), 0)::int` })
    .from(rateConfirmations)
    .where(eq(rateConfirmations.serviceRequestId, serviceRequestId));
  return (row?.latest ?? 0) + 1;
}

/** Versions still waiting (sent, or an upload not reviewed) become superseded by a newer one; their ids. */
export async function supersedeWaiting(executor: Executor, serviceRequestId: number, now: Date): Promise<number[]> {
  const waiting: RateConfirmationState[] = ['sent', 'uploaded'];
  const rows = await executor
    .update(rateConfirmations)
    .set({ state: 'superseded', updatedAt: now })
    .where(and(eq(rateConfirmations.serviceRequestId, serviceRequestId), inArray(rateConfirmations.state, waiting)))
    .returning({ id: rateConfirmations.id });
  return rows.map((row) => row.id);
}

export async function insertVersion(executor: Executor, values: typeof rateConfirmations.$inferInsert): Promise<RateConfirmationRow> {
  const [row] = await executor.insert(rateConfirmations).values(values).returning();
  if (!row) throw new Error('the rate confirmation was not stored');
  return row;
}

export async function updateVersion(
  executor: Executor,
  id: number,
  values: Partial<typeof rateConfirmations.$inferInsert>,
): Promise<RateConfirmationRow> {
  const [row] = await executor.update(rateConfirmations).set(values).where(eq(rateConfirmations.id, id)).returning();
  if (!row) throw new Error(`rate confirmation ${id} vanished while locked`);
  return row;
}

export type UploadFacts = Awaited<ReturnType<typeof findUploads>>[number];

/** The uploaded files of these versions (name, type, where stored). */
export function findUploads(executor: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: uploads.id,
      storageKey: uploads.storageKey,
      originalName: uploads.originalName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(uploads)
    .where(inArray(uploads.id, ids));
}

export async function insertUpload(
  executor: Executor,
  serviceRequestId: number,
  file: { storageKey: string; originalName: string; contentType: string; sizeBytes: number; sha256: string },
): Promise<string> {
  const [row] = await executor
    .insert(uploads)
    .values({ purpose: 'rate_confirmation', serviceRequestId, ...file })
    .returning({ id: uploads.id });
  if (!row) throw new Error('the rate confirmation file was not stored');
  return row.id;
}
