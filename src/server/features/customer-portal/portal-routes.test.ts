// The customer's own page, read through app.inject on a real database: the list (whose requests,
// in what order, searched and paged), one request whole, its photos, its values for a new request,
// and the contact preferences. Requests are submitted through the public form's API, as customers do.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../../../tests/support/admin.js';
import { customerSession, type CustomerClient } from '../../../../tests/support/customers.js';
import { JPEG_BYTES } from '../../../../tests/support/files.js';
import {
  brokerRequest,
  sentInvoiceColumns,
  shipperFields,
  submitMultipart,
  submitRequest,
} from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { addDays, formatDate } from '../../../shared/calendar-date.js';
import { customerRecordId } from '../../platform/audit/customer-record-id.js';
import {
  CUSTOMER_API,
  DEFAULT_CUSTOMER_PREFERENCES,
  PORTAL_NOT_FOUND_MESSAGE,
  PORTAL_PAGE_SIZE,
  type PortalRepeat,
  type PortalRequestDetail,
  type PortalRequestPage,
} from '../../../shared/customer-portal/customer-portal.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, payments, paymentRefunds, serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import { statusEmailWanted } from '../service-requests/status-email-preferences-repository.js';

// A month ahead: the form takes dates within the next 12 months.
const PREFERRED_DATE = addDays(new Date().toISOString().slice(0, 10), 30);
/** "Mar 4, 2026", as the dashboard writes a calendar date. */
const shownDate = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

let database: DatabaseHandle;
let app: FastifyInstance;
let ana: CustomerClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  ana = await customerSession(app, database.db, 'ana@example.com');
});
afterAll(() => stopTestApp(app, database));

/** Sets a request's creation time, so the list's order does not depend on how fast the test runs. */
async function createdAt(referenceId: string, at: string) {
  await database.db
    .update(serviceRequests)
    .set({ createdAt: new Date(at) })
    .where(eq(serviceRequests.referenceId, referenceId));
}

async function listPage(client: CustomerClient, query = ''): Promise<PortalRequestPage> {
  const response = await client.request({ method: 'GET', url: `${CUSTOMER_API.requests}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<PortalRequestPage>();
}

describe('the list of requests', () => {
  let email: string;
  let client: CustomerClient;
  const refs: Record<'shipper' | 'broker' | 'dispatcher' | 'other', string> = { shipper: '', broker: '', dispatcher: '', other: '' };

  beforeAll(async () => {
    email = 'list.owner@example.com';
    client = await customerSession(app, database.db, email);
    // Made as the customer typed it, in any role; the list still finds each.
    refs.shipper = await submitRequest(app, shipperFields({ contactEmail: ' List.Owner@Example.COM ', serviceType: 'vehicle' }));
    refs.broker = await submitRequest(app, brokerRequest({ contactEmail: 'LIST.OWNER@example.com' }));
    refs.dispatcher = await submitRequest(app, {
      userRole: 'dispatcher',
      serviceType: 'load-sourcing',
      serviceDescription: 'Loads for three dry vans',
      contactName: 'List Owner',
      contactEmail: 'list.owner@example.com',
      contactPhone: '3135550111',
    });
    refs.other = await submitRequest(app, shipperFields({ contactEmail: 'someone.else@example.com', pickupCity: 'Lansing' }));
    await createdAt(refs.shipper, '2025-01-01T10:00:00Z');
    await createdAt(refs.broker, '2025-02-01T10:00:00Z');
    await createdAt(refs.dispatcher, '2025-03-01T10:00:00Z');
  });

  it("lists every request made with the address, in any role and any case, newest first, and nobody else's", async () => {
    const page = await listPage(client);
    expect(page.items.map((item) => item.referenceId)).toEqual([refs.dispatcher, refs.broker, refs.shipper]);
    expect(page.items.map((item) => item.role)).toEqual(['dispatcher', 'broker', 'shipper']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: PORTAL_PAGE_SIZE });
    expect(JSON.stringify(page)).not.toContain(refs.other);
  });

  it('shows each with its status, route, quote, invoice and payment status', async () => {
    await database.db
      .update(serviceRequests)
      .set({ estimatedQuote: '900.00', quoteValidUntil: '2099-12-31', status: 'in-progress' })
      .where(eq(serviceRequests.referenceId, refs.shipper));
    const page = await listPage(client);
    const shipper = page.items.find((item) => item.referenceId === refs.shipper);
    expect(shipper).toEqual({
      referenceId: refs.shipper,
      role: 'shipper',
      serviceType: 'vehicle',
      status: 'in-progress',
      createdAt: '2025-01-01T10:00:00.000Z',
      from: 'Detroit, MI',
      to: 'Chicago, IL',
      quote: { amount: '900.00', validUntil: '2099-12-31', expired: false, response: null, respondedAt: null, declineReason: null },
      invoiceAmount: null,
      invoiceStatus: 'pending',
      paymentStatus: 'unpaid',
    });
    // A broker's form asks for no places: the stored placeholders are no route.
    expect(page.items.find((item) => item.referenceId === refs.broker)).toMatchObject({ from: '', to: '', quote: null });
  });

  it('searches reference IDs (whole, however typed, or part), cities and services', async () => {
    const found = async (q: string) => (await listPage(client, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.referenceId);
    expect(await found(refs.broker.toLowerCase().replace(/-/g, ' '))).toEqual([refs.broker]);
    expect(await found(refs.dispatcher.slice(-4))).toEqual([refs.dispatcher]);
    expect(await found('chicago')).toEqual([refs.shipper]);
    expect(await found('Vehicle Transport')).toEqual([refs.shipper]);
    expect(await found('load sourcing')).toEqual([refs.dispatcher]);
    // Another customer's city is not searched, and wildcards are taken literally.
    expect(await found('Lansing')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    // The placeholder places of a dispatcher's request are not a city.
    expect(await found('Multiple')).toEqual([]);
    const counted = await listPage(client, '?q=chicago');
    expect(counted.total).toBe(1);
  });

  it('pages on the server with the total count', async () => {
    const many = await customerSession(app, database.db, 'many@example.com');
    const made: string[] = [];
    for (let i = 0; i < PORTAL_PAGE_SIZE + 2; i++) {
      const referenceId = await submitRequest(app, brokerRequest({ contactEmail: 'many@example.com' }));
      await createdAt(referenceId, new Date(Date.UTC(2025, 0, 1 + i)).toISOString());
      made.push(referenceId);
    }
    const newestFirst = made.toReversed();
    const first = await listPage(many);
    const second = await listPage(many, '?page=2');
    expect(first.items.map((item) => item.referenceId)).toEqual(newestFirst.slice(0, PORTAL_PAGE_SIZE));
    expect(second.items.map((item) => item.referenceId)).toEqual(newestFirst.slice(PORTAL_PAGE_SIZE));
    expect([first.total, second.total, second.page]).toEqual([PORTAL_PAGE_SIZE + 2, PORTAL_PAGE_SIZE + 2, 2]);
    expect((await listPage(many, '?page=3')).items).toEqual([]);
  });

  it('refuses a page that is not a number and a search that is too long (400)', async () => {
    for (const query of ['?page=abc', '?page=0', `?q=${'a'.repeat(101)}`]) {
      const response = await client.request({ method: 'GET', url: `${CUSTOMER_API.requests}${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('one request', () => {
  let referenceId: string;
  let photoId: string;
  let paymentId: string;

  beforeAll(async () => {
    const submitted = await submitMultipart(
      app,
      '/api/service-requests',
      shipperFields({
        contactEmail: 'Ana@Example.COM ',
        contactName: 'Ana Lopez',
        length: '48',
        weight: '1800.5',
        pickupInstructions: 'Ring twice',
        preferredDate: PREFERRED_DATE,
        preferredTime: 'morning',
        additionalNotes: 'Fragile legs',
      }),
      { itemPhotos: [{ name: 'sofa.jpg', bytes: JPEG_BYTES }] },
    );
    expect(submitted.statusCode).toBe(201);
    referenceId = submitted.json<{ referenceId: string }>().referenceId;
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    if (!row) throw new Error('no request');
    // What the office did since: notes, a status change, a quote, an invoice, a payment and a refund.
    await database.db
      .update(serviceRequests)
      .set({
        notes: 'Office note: slow to pay',
        status: 'in-transit',
        estimatedQuote: '1100.00',
        quoteValidUntil: '2000-01-01',
        finalAmount: '1250.00',
        invoiceStatus: 'paid',
        ...(await sentInvoiceColumns(database.db, new Date('2025-04-02T09:00:00Z'))),
        paymentStatus: 'partially_refunded',
        paidAt: new Date('2025-04-03T09:00:00Z'),
      })
      .where(eq(serviceRequests.id, row.id));
    await database.db.insert(serviceRequestStatusHistory).values([
      {
        serviceRequestId: row.id,
        fromStatus: 'received',
        toStatus: 'in-progress',
        notes: 'Driver Mike',
        createdAt: new Date('2099-01-01T09:00:00Z'),
      },
      { serviceRequestId: row.id, fromStatus: 'in-progress', toStatus: 'in-transit', createdAt: new Date('2099-01-02T09:00:00Z') },
    ]);
    const [paid] = await database.db
      .insert(payments)
      .values({
        serviceRequestId: row.id,
        provider: 'manual',
        method: 'zelle',
        amount: '1250.00',
        status: 'succeeded',
        notes: 'Verified against bank statement 4411',
        confirmedAt: new Date('2025-04-03T09:00:00Z'),
        createdAt: new Date('2025-04-03T08:00:00Z'),
      })
      .returning({ id: payments.id });
    await database.db.insert(payments).values({
      serviceRequestId: row.id,
      provider: 'stripe',
      method: 'credit_card',
      amount: '1250.00',
      status: 'created',
      createdAt: new Date('2025-04-02T10:00:00Z'),
    });
    if (!paid) throw new Error('no payment');
    paymentId = paid.id;
    await database.db.insert(paymentRefunds).values({
      paymentId: paid.id,
      provider: 'manual',
      amount: '50.00',
      status: 'succeeded',
      reason: 'Damaged leg, goodwill',
      createdAt: new Date('2025-04-05T09:00:00Z'),
    });
    const [photo] = await database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.serviceRequestId, row.id));
    photoId = photo?.id ?? '';
  });

  it('is found under the address in another case, and shows everything the customer may see', async () => {
    const response = await ana.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) });
    expect(response.statusCode).toBe(200);
    const detail = response.json<PortalRequestDetail>();
    expect(detail).toMatchObject({
      referenceId,
      role: 'shipper',
      status: 'in-transit',
      urgency: 'standard',
      from: 'Detroit, MI',
      to: 'Chicago, IL',
      quote: { amount: '1100.00', validUntil: '2000-01-01', expired: true, response: null },
      invoiceAmount: '1250.00',
      invoice: {
        amount: '1250.00',
        sentAt: '2025-04-02T09:00:00.000Z',
        paidAt: '2025-04-03T09:00:00.000Z',
        pdfUrl: CUSTOMER_API.invoicePdf(referenceId),
        payUrl: null,
      },
    });
    // Numbered in the year it was sent (docs/decisions/065-invoice-numbers.md).
    expect(detail.invoice?.number).toMatch(/^INV-2025-\d{6}$/);
    expect(detail.payments).toEqual([
      {
        id: paymentId,
        method: 'zelle',
        amount: '1250.00',
        status: 'succeeded',
        confirmedAt: '2025-04-03T09:00:00.000Z',
        createdAt: '2025-04-03T08:00:00.000Z',
        receiptUrl: CUSTOMER_API.receiptPdf(paymentId),
        refunds: [{ amount: '50.00', status: 'succeeded', createdAt: '2025-04-05T09:00:00.000Z' }],
      },
    ]);
    expect(detail.photos).toEqual([{ id: photoId, url: CUSTOMER_API.photo(referenceId, photoId), contentType: 'image/jpeg' }]);
  });

  it("lists the fields as submitted, with the form's labels in its order, and nothing internal", async () => {
    const response = await ana.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) });
    const detail = response.json<PortalRequestDetail>();
    expect(detail.details).toEqual([
      { label: 'Service Type', value: 'Furniture' },
      { label: 'Urgency', value: 'Standard' },
      { label: 'Service Description', value: 'A sofa and two armchairs' },
      { label: 'Length (in)', value: '48' },
      // Written as people write it (stored as numeric(10,2): 1800.50).
      { label: 'Weight (lbs)', value: '1,800.5' },
      { label: 'Pickup Street Address', value: '100 Main St' },
      { label: 'Pickup City', value: 'Detroit' },
      { label: 'Pickup State', value: 'MI' },
      { label: 'Pickup ZIP Code', value: '48201' },
      { label: 'Pickup Instructions', value: 'Ring twice' },
      { label: 'Delivery Street Address', value: '200 Lake Shore Dr' },
      { label: 'Delivery City', value: 'Chicago' },
      { label: 'Delivery State', value: 'IL' },
      { label: 'Delivery ZIP Code', value: '60601' },
      { label: 'Preferred Date', value: shownDate(PREFERRED_DATE) },
      { label: 'Preferred Time', value: 'Morning (8 AM - 12 PM)' },
      { label: 'Full Name', value: 'Ana Lopez' },
      { label: 'Email', value: 'Ana@Example.COM' },
      { label: 'Phone', value: '(313) 555-0100' },
      { label: 'Additional Notes', value: 'Fragile legs' },
    ]);
    for (const internal of ['Office note', 'Driver Mike', 'bank statement', 'goodwill', 'storage', 'sofa.jpg']) {
      expect(response.body).not.toContain(internal);
    }
  });

  it("names the fields in the page's language: labels, service type, urgency and time in Spanish, the typed text as typed", async () => {
    const response = await ana.request({
      method: 'GET',
      url: CUSTOMER_API.request(referenceId),
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    const details = response.json<PortalRequestDetail>().details;
    expect(details.slice(0, 4)).toEqual([
      { label: 'Tipo de servicio', value: 'Muebles' },
      { label: 'Urgencia', value: 'Estándar' },
      { label: 'Descripción del servicio', value: 'A sofa and two armchairs' },
      { label: 'Largo (pulg.)', value: '48' },
    ]);
    expect(details[4]).toEqual({ label: 'Peso (lb)', value: '1,800.5' });
    expect(details).toContainEqual({ label: 'Ciudad de recogida', value: 'Detroit' });
    expect(details).toContainEqual({ label: 'Fecha preferida', value: formatDate(`${PREFERRED_DATE}T12:00:00`, 'es') });
    expect(details.find((field) => field.label === 'Horario preferido')?.value).toMatch(/^Mañana/);
    expect(details).toContainEqual({ label: 'Notas adicionales', value: 'Fragile legs' });
    // The same request in English for a page in English (the cookie outranks the browser).
    const english = await app.inject({
      method: 'GET',
      url: CUSTOMER_API.request(referenceId),
      headers: { origin: SITE_ORIGIN, 'accept-language': 'es', cookie: `${ana.cookie}; lang=en` },
    });
    expect(english.json<PortalRequestDetail>().details[0]).toEqual({ label: 'Service Type', value: 'Furniture' });
  });

  it('has the same timeline as /track: oldest first, from its creation', async () => {
    const detail = (await ana.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) })).json<PortalRequestDetail>();
    expect(detail.timeline.map((step) => step.status)).toEqual(['received', 'in-progress', 'in-transit']);
    const tracked = await app.inject({ method: 'POST', url: '/api/track', payload: { referenceId, email: 'ana@example.com' } });
    expect(detail.timeline).toEqual(tracked.json<{ timeline: unknown }>().timeline);
  });

  it('is found from a sloppily typed reference ID', async () => {
    const sloppy = referenceId.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    const response = await ana.request({ method: 'GET', url: CUSTOMER_API.request(sloppy) });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalRequestDetail>().referenceId).toBe(referenceId);
  });

  it("answers one 404 for an unknown, a malformed and another customer's reference ID", async () => {
    const bob = await customerSession(app, database.db, 'bob@example.com');
    const answers = await Promise.all([
      ana.request({ method: 'GET', url: CUSTOMER_API.request('SR-0000-0000-0000-0000') }),
      ana.request({ method: 'GET', url: CUSTOMER_API.request('robert tables') }),
      bob.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Not Found', ...PORTAL_NOT_FOUND_MESSAGE });
    }
  });

  it('offers the payment page while the invoice is owed', async () => {
    await database.db
      .update(serviceRequests)
      .set({ paymentStatus: 'unpaid', invoiceStatus: 'sent', paidAt: null })
      .where(eq(serviceRequests.referenceId, referenceId));
    const detail = (await ana.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) })).json<PortalRequestDetail>();
    expect(detail.invoice?.payUrl).toMatch(new RegExp(`/payment\\?ref=${referenceId}$`));
  });

  it('streams its photo privately, inline, and only to its customer for that request', async () => {
    const response = await ana.request({ method: 'GET', url: CUSTOMER_API.photo(referenceId, photoId) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(JPEG_BYTES)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    const other = await submitRequest(app, brokerRequest({ contactEmail: 'ana@example.com' }));
    const bob = await customerSession(app, database.db, 'bob@example.com');
    const refused = await Promise.all([
      bob.request({ method: 'GET', url: CUSTOMER_API.photo(referenceId, photoId) }),
      // Ana's own photo asked for under her other request.
      ana.request({ method: 'GET', url: CUSTOMER_API.photo(other, photoId) }),
      ana.request({ method: 'GET', url: CUSTOMER_API.photo(referenceId, '00000000-0000-4000-8000-000000000000') }),
    ]);
    expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    for (const answer of refused) expect(answer.rawPayload.includes(JPEG_BYTES)).toBe(false);
    expect((await ana.request({ method: 'GET', url: CUSTOMER_API.photo(referenceId, 'not-a-uuid') })).statusCode).toBe(400);
  });

  it("gives the form's values to request again: no photos, date, time, quote or notes", async () => {
    const response = await ana.request({ method: 'GET', url: CUSTOMER_API.repeat(referenceId) });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalRepeat>()).toEqual({
      role: 'shipper',
      values: {
        serviceType: 'furniture',
        urgency: 'standard',
        serviceDescription: 'A sofa and two armchairs',
        length: '48',
        weight: '1800.5',
        pickupAddress: '100 Main St',
        pickupCity: 'Detroit',
        pickupState: 'MI',
        pickupZip: '48201',
        pickupInstructions: 'Ring twice',
        deliveryAddress: '200 Lake Shore Dr',
        deliveryCity: 'Chicago',
        deliveryState: 'IL',
        deliveryZip: '60601',
        contactName: 'Ana Lopez',
        contactEmail: 'Ana@Example.COM',
        contactPhone: '(313) 555-0100',
        additionalNotes: 'Fragile legs',
      },
    });
  });

  it("gives a broker request's own fields only, without the stored placeholder places", async () => {
    const broker = await submitRequest(app, brokerRequest({ contactEmail: 'ana@example.com', loadVolume: '3 loads a week' }));
    const repeat = (await ana.request({ method: 'GET', url: CUSTOMER_API.repeat(broker) })).json<PortalRepeat>();
    expect(repeat).toEqual({
      role: 'broker',
      values: {
        serviceType: 'dedicated-lanes',
        urgency: 'standard',
        serviceDescription: 'Two reefer loads a week, Detroit to Chicago.',
        loadVolume: '3 loads a week',
        carrierRequirements: 'Reefer, team drivers',
        contactName: 'Jordan Rivera',
        contactCompany: 'Rivera Imports',
        contactEmail: 'ana@example.com',
        contactPhone: '(313) 555-0199',
      },
    });
    const bob = await customerSession(app, database.db, 'bob@example.com');
    expect((await bob.request({ method: 'GET', url: CUSTOMER_API.repeat(broker) })).statusCode).toBe(404);
  });
});

describe('contact preferences', () => {
  it('are every status until chosen, then what was chosen (each once, in order), with an audit event', async () => {
    const carla = await customerSession(app, database.db, 'Carla@Example.com');
    const initial = await carla.request({ method: 'GET', url: CUSTOMER_API.preferences });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_CUSTOMER_PREFERENCES);
    expect(await statusEmailWanted(database.db, 'CARLA@example.com ', 'in-transit')).toBe(true);

    const saved = await carla.request({
      method: 'PUT',
      url: CUSTOMER_API.preferences,
      payload: { statusEmails: ['delivered', 'in-transit', 'delivered'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ statusEmails: ['in-transit', 'delivered'] });
    expect((await carla.request({ method: 'GET', url: CUSTOMER_API.preferences })).json()).toEqual({
      statusEmails: ['in-transit', 'delivered'],
    });
    expect(await statusEmailWanted(database.db, 'carla@example.com', 'in-transit')).toBe(true);
    expect(await statusEmailWanted(database.db, ' CARLA@EXAMPLE.COM', 'in-progress')).toBe(false);

    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'customer.preferences_changed'), eq(auditEvents.recordId, customerRecordId('carla@example.com'))));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'customer', recordType: 'customer' });
    expect(JSON.stringify(events)).not.toMatch(/carla/i);

    // None at all is a choice too: no status e-mails.
    await carla.request({ method: 'PUT', url: CUSTOMER_API.preferences, payload: { statusEmails: [] } });
    expect(await statusEmailWanted(database.db, 'carla@example.com', 'delivered')).toBe(false);
  });

  it('refuses an unknown status or a malformed body (400) and keeps the earlier choice', async () => {
    const dana = await customerSession(app, database.db, 'dana@example.com');
    await dana.request({ method: 'PUT', url: CUSTOMER_API.preferences, payload: { statusEmails: ['delivered'] } });
    for (const payload of [{ statusEmails: ['lost-at-sea'] }, { statusEmails: 'delivered' }, {}]) {
      const response = await dana.request({ method: 'PUT', url: CUSTOMER_API.preferences, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await dana.request({ method: 'GET', url: CUSTOMER_API.preferences })).json()).toEqual({ statusEmails: ['delivered'] });
  });

  it('are only for a signed-in customer (401)', async () => {
    const response = await app.inject({ method: 'GET', url: CUSTOMER_API.preferences });
    expect(response.statusCode).toBe(401);
  });
});
