// Service requests for tests: submitted through the public API as a customer would, or many at
// once straight into the database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { nextInvoiceNumber } from '../../src/server/features/invoicing/index.js';
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

/** Something that runs SQL with parameters: a PGlite or a node-postgres client. */
interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * insertServiceRequestRow's request in plain SQL naming only the columns given, for a migration
 * test's database, which an older migration left without the columns the schema has since gained
 * (Drizzle's insert names every column of the table). `columns` are SQL names: { invoice_sent_at }.
 */
export async function insertOldServiceRequest(client: SqlClient, columns: Record<string, unknown> = {}): Promise<{ id: number }> {
  const values: Record<string, unknown> = {
    reference_id: generateReferenceId(REFERENCE_PREFIXES.serviceRequest),
    user_role: 'shipper',
    service_type: 'furniture',
    service_description: 'A sofa and two armchairs',
    pickup_address: '1200 Woodward Ave',
    pickup_city: 'Detroit',
    pickup_state: 'MI',
    pickup_zip: '48226',
    delivery_address: '55 W Monroe St',
    delivery_city: 'Chicago',
    delivery_state: 'IL',
    delivery_zip: '60603',
    contact_name: 'Jordan Rivera',
    contact_email: 'jordan@rivera.example',
    contact_phone: '(313) 555-0199',
    ...columns,
  };
  const names = Object.keys(values);
  const { rows } = await client.query<{ id: number }>(
    `insert into service_requests (${names.map((name) => `"${name}"`).join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The columns a send at `at` stores besides the amount: the time and the next number of its year,
 * from the same counter sending takes it from (a check refuses a sent invoice without a number).
 */
export async function sentInvoiceColumns(db: Database, at = new Date()): Promise<{ invoiceSentAt: Date; invoiceNumber: string }> {
  return { invoiceSentAt: at, invoiceNumber: await nextInvoiceNumber(db, at) };
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
