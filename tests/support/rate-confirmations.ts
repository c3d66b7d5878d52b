// Rate confirmation fixtures for API tests (issue 39): a broker's load whose quote (with lines) the
// broker accepted, and the calls the office and the broker make on it.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import type { MakeRateConfirmation } from '../../src/shared/rate-confirmations/rate-confirmation-schemas.js';
import type { AdminClient } from './admin.js';
import type { CustomerClient } from './customers.js';
import { daysFromToday } from './driver-applications.js';
import { BROKER_HIDDEN_LOCATION, insertServiceRequestRow } from './service-requests.js';

let brokerCount = 0;

export const BROKER_QUOTE_LINES = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283', unit: 'miles', rate: '2.5' },
  { kind: 'fuel_surcharge', description: 'Fuel surcharge', quantity: '283', unit: 'miles', rate: '0.4' },
] as const;
/** 283 x 2.50 + 283 x 0.40. */
export const BROKER_QUOTE_TOTAL = '820.70';

/** A broker's request (addresses 'TBD' as the broker form stores them), with its own contact e-mail. */
export async function insertBrokerRequest(db: Database, overrides: Partial<typeof serviceRequests.$inferInsert> = {}) {
  brokerCount += 1;
  return insertServiceRequestRow(db, {
    userRole: 'broker',
    serviceType: 'spot-market',
    serviceDescription: 'Palletized auto parts, 18 pallets',
    carrierRequirements: "Dry van 53'",
    weight: '42000',
    ...BROKER_HIDDEN_LOCATION,
    contactName: 'Bea Broker',
    contactCompany: 'Lane Brokers LLC',
    contactEmail: `broker${brokerCount}.${Date.now().toString(36)}@brokers.example`,
    preferredDate: daysFromToday(3),
    ...overrides,
  });
}

/** The office sets the quote's lines; the broker accepts it (written as the portal's answer would). */
export async function quoteAndAccept(db: Database, office: AdminClient, id: number): Promise<void> {
  const response = await office.request({
    method: 'PUT',
    url: `/api/admin/service-requests/${id}/quote/lines`,
    payload: { lines: BROKER_QUOTE_LINES },
  });
  if (response.statusCode !== 200) throw new Error(`quote lines failed: ${response.statusCode} ${response.body}`);
  await db.update(serviceRequests).set({ quoteResponse: 'accepted', quoteRespondedAt: new Date() }).where(eq(serviceRequests.id, id));
}

export function makeBody(overrides: Partial<MakeRateConfirmation> = {}): MakeRateConfirmation {
  return {
    pickup: { address: '1200 Woodward Ave', city: 'Detroit', state: 'MI', zip: '48226', appointmentAt: '2026-12-20T14:00:00.000Z' },
    delivery: { city: 'Chicago', state: 'IL', zip: '60603', date: '2026-12-21' },
    equipment: "Dry van 53'",
    commodity: 'Auto parts',
    weightLbs: 42000,
    ...overrides,
  };
}

export function makeRateConfirmation(office: AdminClient, id: number, body: unknown = makeBody()): Promise<LightMyRequestResponse> {
  return office.request({ method: 'POST', url: `/api/admin/service-requests/${id}/rate-confirmations`, payload: body as object });
}

export function signAs(
  customer: CustomerClient,
  referenceId: string,
  version: number,
  body: unknown = { name: 'Bea Broker', title: 'Load planner', consent: true },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return customer.request({
    method: 'POST',
    url: `/api/account/requests/${referenceId}/rate-confirmations/${version}/sign`,
    payload: body as object,
    headers,
  });
}
