// Service requests for tests: submitted through the public API as a customer would, or many at
// once straight into the database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { generateReferenceId } from '../../src/server/infra/reference-ids.js';
import { REFERENCE_PREFIXES } from '../../src/shared/reference-id.js';
import { clientAddresses } from './client-addresses.js';

/** A fresh client address per submission, so the per-client rate limit stays out of the way. */
export const nextClientAddress = clientAddresses(9);

/** The addresses a broker request is stored with: the broker form asks for none (spec section 3). */
export const BROKER_HIDDEN_LOCATION = {
  pickupAddress: 'TBD',
  pickupCity: 'TBD',
  pickupState: 'MI',
  pickupZip: '00000',
  deliveryAddress: 'TBD',
  deliveryCity: 'TBD',
  deliveryState: 'MI',
  deliveryZip: '00000',
} as const;

export function brokerRequest(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    userRole: 'broker',
    serviceType: 'dedicated-lanes',
    serviceDescription: 'Two reefer loads a week, Detroit to Chicago.',
    carrierRequirements: 'Reefer, team drivers',
    contactName: 'Jordan Rivera',
    contactCompany: 'Rivera Imports',
    contactEmail: 'jordan@rivera.example',
    contactPhone: '3135550199',
    ...overrides,
  };
}

/** A valid shipper request's text fields, for multipart submissions. */
export function shipperFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    userRole: 'shipper',
    serviceType: 'furniture',
    serviceDescription: 'A sofa and two armchairs',
    pickupAddress: '100 Main St',
    pickupCity: 'Detroit',
    pickupState: 'MI',
    pickupZip: '48201',
    deliveryAddress: '200 Lake Shore Dr',
    deliveryCity: 'Chicago',
    deliveryState: 'IL',
    deliveryZip: '60601',
    contactName: 'Sam Shipper',
    contactEmail: 'sam@shipper.example',
    contactPhone: '3135550100',
    ...overrides,
  };
}

export async function submitRequest(app: FastifyInstance, body: Record<string, string>): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/service-requests', remoteAddress: nextClientAddress(), payload: body });
  if (response.statusCode !== 201) throw new Error(`submission failed: ${response.statusCode} ${response.body}`);
  return response.json<{ referenceId: string }>().referenceId;
}

export interface TestFile {
  name: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, files: Record<string, TestFile[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, list] of Object.entries(files)) {
    for (const file of list) form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type') ?? '', payload: Buffer.from(await encoded.arrayBuffer()) };
}

export async function submitMultipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  files: Record<string, TestFile[]>,
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

/**
 * Inserts `count` broker requests in one statement (generated in SQL: seconds for a hundred
 * thousand), named "Seeded Customer {n}" with e-mail "customer{n}@seed.example", one minute apart.
 */
export async function seedServiceRequests(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into service_requests (
      reference_id, user_role, service_type, service_description,
      pickup_address, pickup_city, pickup_state, pickup_zip,
      delivery_address, delivery_city, delivery_state, delivery_zip,
      contact_name, contact_email, contact_phone, status, created_at
    )
    select
      'SR-SEED-' || lpad(to_hex(n), 4, '0') || '-' || substr(md5(n::text), 1, 4) || '-' || substr(md5(n::text), 5, 4),
      'broker', 'spot-market', 'Seeded request ' || n,
      'TBD', 'TBD', 'MI', '00000', 'TBD', 'TBD', 'MI', '00000',
      'Seeded Customer ' || n, 'customer' || n || '@seed.example', '(313) 555-0100',
      (array['received', 'in-progress', 'in-transit', 'delivered', 'cancelled'])[1 + n % 5],
      now() - make_interval(mins => ${count} - n + 10)
    from generate_series(1, ${count}) as n
  `);
}

/**
 * A shipper's request (Jordan Rivera's sofa, Detroit to Chicago) written straight into the
 * database, with `overrides` for the state a test needs (status, amounts, dates).
 */
export async function insertServiceRequestRow(
  db: Database,
  overrides: Partial<typeof serviceRequests.$inferInsert> = {},
): Promise<{ id: number; referenceId: string }> {
  const [row] = await db
    .insert(serviceRequests)
    .values({
      referenceId: generateReferenceId(REFERENCE_PREFIXES.serviceRequest),
      userRole: 'shipper',
      serviceType: 'furniture',
      serviceDescription: 'A sofa and two armchairs',
      pickupAddress: '1200 Woodward Ave',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      pickupZip: '48226',
      deliveryAddress: '55 W Monroe St',
      deliveryCity: 'Chicago',
      deliveryState: 'IL',
      deliveryZip: '60603',
      contactName: 'Jordan Rivera',
      contactEmail: 'jordan@rivera.example',
      contactPhone: '(313) 555-0199',
      ...overrides,
    })
    .returning({ id: serviceRequests.id, referenceId: serviceRequests.referenceId });
  if (!row) throw new Error('insert returned no row');
  return row;
}
