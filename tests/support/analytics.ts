// Rows for analytics tests, inserted straight into the database with the times a test needs
// (the public API always stamps "now").
import type { Database } from '../../src/server/db/client.js';
import { driverApplications, interactionEvents, payments, serviceRequests } from '../../src/server/db/schema.js';
import { generateReferenceId } from '../../src/server/infra/reference-ids.js';
import type { InteractionType } from '../../src/shared/analytics/interaction-types.js';
import type { ServiceRequestStatus, Urgency } from '../../src/shared/service-requests/service-requests.js';

export interface SeededRequest {
  id: number;
  referenceId: string;
}

export async function insertRequestAt(
  db: Database,
  createdAt: string,
  fields: {
    serviceType: string;
    status?: ServiceRequestStatus;
    pickupZip?: string;
    deliveryZip?: string;
    weight?: string;
    urgency?: Urgency;
    contactName?: string;
  },
): Promise<SeededRequest> {
  const [row] = await db
    .insert(serviceRequests)
    .values({
      referenceId: generateReferenceId('SR'),
      userRole: 'shipper',
      serviceType: fields.serviceType,
      serviceDescription: `Seeded ${fields.serviceType} request`,
      urgency: fields.urgency ?? 'standard',
      weight: fields.weight ?? null,
      pickupAddress: '1 Pickup St',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      pickupZip: fields.pickupZip ?? '48226',
      deliveryAddress: '2 Delivery Ave',
      deliveryCity: 'Chicago',
      deliveryState: 'IL',
      deliveryZip: fields.deliveryZip ?? '60603',
      contactName: fields.contactName ?? 'Seeded Shipper',
      contactEmail: 'seeded@shipper.example',
      contactPhone: '(313) 555-0100',
      status: fields.status ?? 'received',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    })
    .returning({ id: serviceRequests.id, referenceId: serviceRequests.referenceId });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertApplicationAt(db: Database, createdAt: string): Promise<void> {
  await db.insert(driverApplications).values({
    referenceId: generateReferenceId('DA'),
    firstName: 'Sam',
    lastName: 'Driver',
    email: 'sam@driver.example',
    phone: '(313) 555-0101',
    address: '3 Depot Rd',
    city: 'Detroit',
    state: 'MI',
    zipCode: '48226',
    dateOfBirth: '1985-04-02',
    licenseType: 'CDL',
    licenseNumber: 'D123-456-789',
    licenseState: 'MI',
    licenseExpiration: '2030-01-01',
    cdlClass: 'A',
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
}

/** A ledger row; `confirmedAt` is the admin's verification when `verified`, else the row's last change. */
export async function insertPaymentAt(
  db: Database,
  confirmedAt: string,
  fields: { amount: string; serviceRequestId?: number; status?: 'succeeded' | 'failed'; verified?: boolean },
): Promise<void> {
  await db.insert(payments).values({
    serviceRequestId: fields.serviceRequestId ?? null,
    provider: fields.verified ? 'manual' : 'stripe',
    method: fields.verified ? 'zelle' : 'credit_card',
    amount: fields.amount,
    status: fields.status ?? 'succeeded',
    verifiedAt: fields.verified ? new Date(confirmedAt) : null,
    createdAt: new Date(confirmedAt),
    updatedAt: fields.verified ? new Date(Date.parse(confirmedAt) + 86_400_000 * 40) : new Date(confirmedAt),
  });
}

export async function insertEventAt(
  db: Database,
  createdAt: string,
  event: { sessionId: string; type: InteractionType; page?: string; value?: Record<string, string | number>; reference?: string },
): Promise<void> {
  await db.insert(interactionEvents).values({
    sessionId: event.sessionId,
    interactionType: event.type,
    page: event.page ?? '/',
    value: event.value ?? null,
    serviceRequestReference: event.reference ?? null,
    createdAt: new Date(createdAt),
  });
}

/** A session's summary event (the tracker sends one as a visit ends): how long the session lasted. */
export async function insertSummaryAt(db: Database, createdAt: string, sessionId: string, durationSeconds: number | string): Promise<void> {
  await insertEventAt(db, createdAt, { sessionId, type: 'session_summary', value: { durationSeconds } });
}
