// The SQL of tracking links and the consignee, and nothing else. The columns are chosen here so
// that nothing a link's holder must not see (the contact, amounts, addresses) leaves the database
// on the public path.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n.js';
import type { TrackingLinkMaker } from '../../../shared/tracking-links/tracking-links.js';
import type { Executor } from '../../db/client.js';
import {
  consigneeContacts,
  dispatchAssignments,
  driverProfiles,
  proofsOfDelivery,
  serviceRequests,
  serviceRequestStatusHistory,
  trackingLinks,
} from '../../db/schema.js';

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;

/** A request as the links' rules read it: its state, and when it was delivered. */
const requestColumns = {
  id: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  status: serviceRequests.status,
  createdAt: serviceRequests.createdAt,
  language: serviceRequests.language,
  // Where the freight goes from and to, by city and state only: never the street address.
  originCity: serviceRequests.pickupCity,
  originState: serviceRequests.pickupState,
  destinationCity: serviceRequests.deliveryCity,
  destinationState: serviceRequests.deliveryState,
  // The proof of delivery's time; a request marked delivered without one, the time it was.
  deliveredAt: sql<Date | null>`coalesce(
    (select ${proofsOfDelivery.deliveredAt} from ${proofsOfDelivery} where ${proofsOfDelivery.serviceRequestId} = ${serviceRequests.id}),
    case when ${serviceRequests.status} = 'delivered' then (
      select max(${serviceRequestStatusHistory.createdAt}) from ${serviceRequestStatusHistory}
      where ${serviceRequestStatusHistory.serviceRequestId} = ${serviceRequests.id} and ${serviceRequestStatusHistory.toStatus} = 'delivered'
    ) end
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
};

export type LinkedRequest = Awaited<ReturnType<typeof findRequestById>>;

export async function findRequestById(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = executor.select(requestColumns).from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: serviceRequests }) : await query;
  return row;
}

/** The request with this reference ID whose contact e-mail, ignoring case, is `email` (lower-case). */
export async function findCustomerRequest(executor: Executor, referenceId: string, email: string, options: { lock?: boolean } = {}) {
  const query = executor
    .select(requestColumns)
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: serviceRequests }) : await query;
  return row;
}

/** The request's links, newest first. */
export function findLinks(executor: Executor, serviceRequestId: number): Promise<TrackingLinkRow[]> {
  return executor
    .select()
    .from(trackingLinks)
    .where(eq(trackingLinks.serviceRequestId, serviceRequestId))
    .orderBy(desc(trackingLinks.createdAt), desc(trackingLinks.id));
}

export async function findLink(executor: Executor, serviceRequestId: number, id: number): Promise<TrackingLinkRow | undefined> {
  const [row] = await executor
    .select()
    .from(trackingLinks)
    .where(and(eq(trackingLinks.serviceRequestId, serviceRequestId), eq(trackingLinks.id, id)))
    .limit(1);
  return row;
}

export async function insertLink(
  executor: Executor,
  values: { serviceRequestId: number; token: string; madeBy: TrackingLinkMaker; madeByAdminId: number | null; createdAt: Date },
): Promise<TrackingLinkRow> {
  const [row] = await executor.insert(trackingLinks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function revokeLink(
  executor: Executor,
  id: number,
  values: { revokedBy: TrackingLinkMaker; revokedByAdminId: number | null; revokedAt: Date },
): Promise<TrackingLinkRow | undefined> {
  const [row] = await executor
    .update(trackingLinks)
    .set(values)
    .where(and(eq(trackingLinks.id, id), isNull(trackingLinks.revokedAt)))
    .returning();
  return row;
}

/** The link with this token and what the public page shows of its request: places by city and state only. */
export async function findLinkByToken(executor: Executor, token: string) {
  const [row] = await executor
    .select({
      linkId: trackingLinks.id,
      revokedAt: trackingLinks.revokedAt,
      lastOpenedAt: trackingLinks.lastOpenedAt,
      ...requestColumns,
    })
    .from(trackingLinks)
    .innerJoin(serviceRequests, eq(serviceRequests.id, trackingLinks.serviceRequestId))
    .where(eq(trackingLinks.token, token))
    .limit(1);
  return row;
}

// One write a minute at most per link, however often its page polls: the office sees "last
// opened", and the page's reads stay reads.
const OPENED_RESOLUTION = sql`interval '1 minute'`;

export async function markOpened(executor: Executor, id: number, at: Date): Promise<void> {
  await executor
    .update(trackingLinks)
    .set({ lastOpenedAt: at })
    .where(
      and(
        eq(trackingLinks.id, id),
        or(
          isNull(trackingLinks.lastOpenedAt),
          lt(trackingLinks.lastOpenedAt, sql`${at.toISOString()}::timestamptz - ${OPENED_RESOLUTION}`),
        ),
      ),
    );
}

/** The first name of the driver on the load now; null before dispatch. Never the last name. */
export async function findDriverFirstName(executor: Executor, serviceRequestId: number): Promise<string | null> {
  const [row] = await executor
    .select({ firstName: driverProfiles.firstName })
    .from(dispatchAssignments)
    .innerJoin(driverProfiles, eq(driverProfiles.id, dispatchAssignments.driverProfileId))
    .where(eq(dispatchAssignments.serviceRequestId, serviceRequestId))
    .limit(1);
  return row?.firstName ?? null;
}

/** The newest link not revoked; whether it still works is the rules' to say. */
export async function findNewestUnrevokedLink(executor: Executor, serviceRequestId: number): Promise<TrackingLinkRow | undefined> {
  const [row] = await executor
    .select()
    .from(trackingLinks)
    .where(and(eq(trackingLinks.serviceRequestId, serviceRequestId), isNull(trackingLinks.revokedAt)))
    .orderBy(desc(trackingLinks.createdAt), desc(trackingLinks.id))
    .limit(1);
  return row;
}

export type ConsigneeRow = typeof consigneeContacts.$inferSelect;

export async function findConsignee(executor: Executor, serviceRequestId: number): Promise<ConsigneeRow | undefined> {
  const [row] = await executor.select().from(consigneeContacts).where(eq(consigneeContacts.serviceRequestId, serviceRequestId)).limit(1);
  return row;
}

export async function saveConsignee(
  executor: Executor,
  serviceRequestId: number,
  values: { name: string; email: string | null; language: Locale },
  at: Date,
): Promise<ConsigneeRow> {
  const [row] = await executor
    .insert(consigneeContacts)
    .values({ serviceRequestId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: consigneeContacts.serviceRequestId, set: { ...values, updatedAt: at } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
