// A load on the road as a tracking link shows it (issue 40), written straight into the database:
// a shipper's request in transit with a driver on it, the driver's updates (with coordinates), a
// phone position, the load's tracking (a place and an arrival window), a consignee, and a link.
// Every private thing a link must never show is in the rows on purpose (PRIVATE_FIXTURE), so a
// test can search the answer and the page for each.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import {
  consigneeContacts,
  dispatchAssignments,
  dispatchUpdates,
  driverPositions,
  loadTracking,
  serviceRequests,
  serviceRequestStatusHistory,
  trackingLinks,
} from '../../src/server/db/schema.js';
import { newTrackingLinkToken } from '../../src/server/features/tracking-links/token.js';
import { insertDispatchableRequest, insertDriver, type TestDriver } from './dispatch.js';
import { daysFromToday } from './driver-applications.js';

/** What a link's answer and page must never hold, though the rows behind them do. */
export const PRIVATE_FIXTURE = {
  driverLastName: 'Zabaleta',
  driverPhone: '(313) 555-0177',
  contactEmail: 'dock.manager@receiver.example',
  contactPhone: '(312) 555-0144',
  consigneeEmail: 'receiving@warehouse.example',
  pickupStreet: '1200 Woodward Ave',
  deliveryStreet: '55 W Monroe St',
  amount: '1874.35',
  latitude: 41.878113,
  longitude: -87.629799,
  positionLatitude: 41.590935,
  positionLongitude: -86.255154,
  note: 'Gate code 4471, call Jim on 555-0123',
} as const;

/** Strings to search for: each private value, and the pieces a formatter might leave of it. */
export const PRIVATE_NEEDLES: readonly string[] = [
  PRIVATE_FIXTURE.driverLastName,
  '555-0177',
  '5550177',
  '555-0144',
  PRIVATE_FIXTURE.contactEmail,
  PRIVATE_FIXTURE.consigneeEmail,
  '@',
  'Woodward',
  'Monroe',
  '1874',
  '$',
  '41.87',
  '-87.62',
  '41.59',
  '-86.25',
  'Gate code',
];

export interface TrackedLoad {
  id: number;
  referenceId: string;
  contactEmail: string;
  driver: TestDriver;
}

/** A load in transit (picked up, a position shared, an arrival window), with a consignee. */
export async function insertTrackedLoad(db: Database, options: { arrivingSoon?: boolean } = {}): Promise<TrackedLoad> {
  const contactEmail = `${randomUUID().slice(0, 8)}.${PRIVATE_FIXTURE.contactEmail}`;
  const driver = await insertDriver(db, {
    firstName: 'Maria',
    lastName: PRIVATE_FIXTURE.driverLastName,
    phone: PRIVATE_FIXTURE.driverPhone,
  });
  const load = await insertDispatchableRequest(db, {
    status: 'in-transit',
    contactEmail,
    contactPhone: PRIVATE_FIXTURE.contactPhone,
    pickupAddress: PRIVATE_FIXTURE.pickupStreet,
    deliveryAddress: PRIVATE_FIXTURE.deliveryStreet,
    estimatedQuote: PRIVATE_FIXTURE.amount,
    finalAmount: PRIVATE_FIXTURE.amount,
    deliveryInstructions: PRIVATE_FIXTURE.note,
  });
  const hour = 60 * 60 * 1000;
  const now = Date.now();
  await db.insert(serviceRequestStatusHistory).values([
    { serviceRequestId: load.id, toStatus: 'received', createdAt: new Date(now - 30 * hour) },
    { serviceRequestId: load.id, fromStatus: 'received', toStatus: 'in-progress', createdAt: new Date(now - 20 * hour) },
    { serviceRequestId: load.id, fromStatus: 'in-progress', toStatus: 'in-transit', createdAt: new Date(now - 4 * hour) },
  ]);
  await db.insert(dispatchAssignments).values({
    serviceRequestId: load.id,
    driverProfileId: driver.id,
    plannedPickupDate: daysFromToday(0),
    stage: 'picked_up',
    vehicleNumber: 'TRK-77',
  });
  await db.insert(dispatchUpdates).values({
    clientUpdateId: randomUUID(),
    serviceRequestId: load.id,
    driverProfileId: driver.id,
    kind: 'stage',
    stage: 'picked_up',
    note: PRIVATE_FIXTURE.note,
    latitude: PRIVATE_FIXTURE.latitude,
    longitude: PRIVATE_FIXTURE.longitude,
    recordedAt: new Date(now - 4 * hour),
  });
  await db.insert(driverPositions).values({
    clientPositionId: randomUUID(),
    serviceRequestId: load.id,
    driverProfileId: driver.id,
    latitude: PRIVATE_FIXTURE.positionLatitude,
    longitude: PRIVATE_FIXTURE.positionLongitude,
    accuracyMeters: 12,
    recordedAt: new Date(now - hour / 4),
  });
  await db.insert(loadTracking).values({
    serviceRequestId: load.id,
    lastCity: 'South Bend',
    lastState: 'IN',
    lastUpdateAt: new Date(now - hour / 4),
    etaBasis: 'position',
    etaEarliest: new Date(now + 2 * hour),
    etaLatest: new Date(now + 2.75 * hour),
    remainingMiles: 96.4,
    etaTimeZone: 'America/Chicago',
    etaComputedAt: new Date(now - hour / 4),
    arrivingSoonAt: options.arrivingSoon ? new Date(now - hour / 8) : null,
  });
  await db.insert(consigneeContacts).values({
    serviceRequestId: load.id,
    name: 'Rosa Delgado',
    email: PRIVATE_FIXTURE.consigneeEmail,
    language: 'es',
  });
  return { ...load, contactEmail, driver };
}

/** A link to the load, written straight in; its token for the test to open. */
export async function insertLink(
  db: Database,
  serviceRequestId: number,
  overrides: Partial<typeof trackingLinks.$inferInsert> = {},
): Promise<{ id: number; token: string }> {
  const token = newTrackingLinkToken();
  const [row] = await db
    .insert(trackingLinks)
    .values({ serviceRequestId, token, madeBy: 'customer', ...overrides })
    .returning({ id: trackingLinks.id, token: trackingLinks.token });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setRequestStatus(db: Database, serviceRequestId: number, status: 'delivered' | 'cancelled'): Promise<void> {
  await db.update(serviceRequests).set({ status }).where(eq(serviceRequests.id, serviceRequestId));
}
