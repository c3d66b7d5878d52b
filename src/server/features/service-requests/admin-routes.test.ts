// The admin dashboard's service-request calls through app.inject, on a real database.
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { parseCsv } from '../../../../tests/support/csv.js';
import { GIF_BYTES, PNG_BYTES } from '../../../../tests/support/files.js';
import { brokerRequest, seedServiceRequests, submitMultipart, submitRequest } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type {
  AdminServiceRequestDetail,
  AdminServiceRequestPage,
  AdminServiceRequestSummary,
} from '../../../shared/service-requests/admin-service-requests.js';
import { todayIsoDate } from '../../../shared/format.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox, serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'admin-uploads-'));
  ({ database, app } = await startTestApp({
    config: testConfig({ PUBLIC_BASE_URL: 'https://freight.example', COMPANY_NAME: 'Lakeshore Freight' }),
    storage: localDiskStorage(uploadsDir),
  }));
  await createTestAdmin(database.db);
  admin = await signInOverHttps();
});
afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

// PUBLIC_BASE_URL is https here (for the payment links), so the cookie is __Host- prefixed and
// the same-origin check expects that origin.
async function signInOverHttps(): Promise<AdminClient> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: 'https://freight.example' },
    remoteAddress: '10.77.0.1',
    payload: TEST_ADMIN,
  });
  const token = response.cookies.find((c) => c.name === '__Host-admin_session')?.value;
  if (!token) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = `__Host-admin_session=${token}`;
  return {
    cookie,
    request: (options) => app.inject({ ...options, headers: { origin: 'https://freight.example', ...(options.headers ?? {}), cookie } }),
  };
}

async function list(query = ''): Promise<AdminServiceRequestPage> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/service-requests${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function idOf(referenceId: string): Promise<number> {
  const [row] = await database.db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row.id;
}

/** What a refused call must leave alone: the request's row, its status history, and the outbox. */
async function untouched(id: number) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  const history = await database.db.select().from(serviceRequestStatusHistory).where(eq(serviceRequestStatusHistory.serviceRequestId, id));
  const outbox = await database.db.select({ id: emailOutbox.id }).from(emailOutbox);
  return { row, history, outbox: outbox.length };
}

async function mailsTo(address: string, kind: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)));
}

describe('the request list', () => {
  let references: string[];
  beforeAll(async () => {
    references = [];
    for (const [name, email] of [
      ['Maria Gonzalez', 'maria@gonzalez-farms.example'],
      ['Marcus Webb', 'mwebb@webb-logistics.example'],
      ['Priya Natarajan', 'priya@natarajan.example'],
      ['Percent 100% Sure', 'percent@odd.example'],
    ] as const) {
      references.push(await submitRequest(app, brokerRequest({ contactName: name, contactEmail: email })));
    }
  });

  it('pages newest first and says how many match', async () => {
    const first = await list('?search=.example&pageSize=2');
    expect(first.items.map((item) => item.contactName)).toEqual(['Percent 100% Sure', 'Priya Natarajan']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 4, totalIsCapped: false });
    const second = await list('?search=.example&pageSize=2&page=2');
    expect(second.items.map((item) => item.contactName)).toEqual(['Marcus Webb', 'Maria Gonzalez']);
  });

  it('finds part of a name or an e-mail, ignoring case', async () => {
    expect((await list('?search=MAR')).items.map((item) => item.contactName).sort()).toEqual(['Marcus Webb', 'Maria Gonzalez']);
    expect((await list('?search=webb-LOGISTICS')).items.map((item) => item.contactName)).toEqual(['Marcus Webb']);
  });

  it('finds a reference ID, whole and loosely typed, or a part of it', async () => {
    const reference = references[2] ?? '';
    const loosely = reference.toLowerCase().replace(/-/g, ' ');
    expect((await list(`?search=${encodeURIComponent(loosely)}`)).items.map((item) => item.referenceId)).toEqual([reference]);
    const part = reference.slice(8, 14).toLowerCase();
    expect((await list(`?search=${encodeURIComponent(part)}`)).items.map((item) => item.referenceId)).toContain(reference);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list(`?search=${encodeURIComponent('100%')}`)).items.map((item) => item.contactName)).toEqual(['Percent 100% Sure']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).items).toHaveLength(1);
    expect((await list(`?search=${encodeURIComponent('_')}`)).items).toHaveLength(0);
  });

  it('filters by status', async () => {
    const id = await idOf(references[0] ?? '');
    await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/status`, payload: { status: 'in-transit' } });
    const inTransit = await list('?status=in-transit');
    expect(inTransit.items.map((item) => item.referenceId)).toEqual([references[0]]);
    expect((await list('?status=in-transit&search=priya')).items).toHaveLength(0);
  });

  it('shows each card with the payment link at the public address', async () => {
    const [item] = (await list(`?search=${references[1]}`)).items;
    expect(item).toMatchObject({
      referenceId: references[1],
      status: 'received',
      userRole: 'broker',
      serviceType: 'dedicated-lanes',
      contactName: 'Marcus Webb',
      contactPhone: '(313) 555-0199',
      pickupCity: 'TBD',
      estimatedQuote: null,
      finalAmount: null,
      invoiceStatus: 'pending',
      paymentStatus: 'unpaid',
      paymentUrl: `https://freight.example/payment?ref=${references[1]}`,
    });
  });

  it.each([
    ['?pageSize=101', 'pageSize'],
    ['?page=0', 'page'],
    ['?status=lost', 'status'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s (400)', async (query, field) => {
    const response = await admin.request({ method: 'GET', url: `/api/admin/service-requests${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });
});

describe('one request, whole', () => {
  it('shows every field the customer sent, their photos and the history', async () => {
    const response = await submitMultipart(
      app,
      '/api/service-requests',
      {
        userRole: 'shipper',
        serviceType: 'furniture',
        serviceDescription: 'A sofa',
        weight: '180',
        itemType: 'Furniture',
        pickupAddress: '100 Main St',
        pickupCity: 'Detroit',
        pickupState: 'MI',
        pickupZip: '48201',
        deliveryAddress: '200 Lake Shore Dr',
        deliveryCity: 'Chicago',
        deliveryState: 'IL',
        deliveryZip: '60611',
        preferredDate: todayIsoDate(),
        contactName: 'Sam Shipper',
        contactEmail: 'sam@shipper.example',
        contactPhone: '3135550111',
      },
      {
        itemPhotos: [
          { name: 'sofa.png', bytes: PNG_BYTES },
          { name: 'label.gif', bytes: GIF_BYTES },
        ],
      },
    );
    expect(response.statusCode).toBe(201);
    const id = await idOf(response.json<{ referenceId: string }>().referenceId);

    const detail = (await admin.request({ method: 'GET', url: `/api/admin/service-requests/${id}` })).json<AdminServiceRequestDetail>();
    expect(detail).toMatchObject({
      userRole: 'shipper',
      weight: '180.00',
      pickupAddress: '100 Main St',
      pickupZip: '48201',
      deliveryCity: 'Chicago',
      preferredDate: todayIsoDate(),
      contactEmail: 'sam@shipper.example',
    });
    expect(detail.photos.map((photo) => [photo.originalName, photo.contentType])).toEqual([
      ['label.gif', 'image/gif'],
      ['sofa.png', 'image/png'],
    ]);
    expect(detail.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'received', changedBy: null })]);

    // The photo, to a signed-in admin only, as an attachment that is never sniffed.
    const photo = await admin.request({ method: 'GET', url: `/api/admin/uploads/${detail.photos[1]?.id}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="sofa.png"; filename*=UTF-8''sofa.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const anonymous = await app.inject({ method: 'GET', url: `/api/admin/uploads/${detail.photos[0]?.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown request, an unknown file, and a file gone from storage', async () => {
    expect((await admin.request({ method: 'GET', url: '/api/admin/service-requests/999999' })).statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: '/api/admin/uploads/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: '/api/admin/uploads/not-a-uuid' })).statusCode).toBe(400);
    const [photo] = await database.db.select().from(uploads).limit(1);
    unlinkSync(join(uploadsDir, photo?.storageKey ?? ''));
    expect((await admin.request({ method: 'GET', url: `/api/admin/uploads/${photo?.id}` })).statusCode).toBe(404);
  });
});

describe('changing the status', () => {
  let id: number;
  let customerEmail: string;
  let customerNumber = 0;
  beforeEach(async () => {
    customerEmail = `status${++customerNumber}@customer.example`;
    id = await idOf(await submitRequest(app, brokerRequest({ contactEmail: customerEmail })));
  });

  it('records who, when, from, to and the notes, and e-mails the customer', async () => {
    const response = await admin.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${id}/status`,
      payload: { status: 'in-progress', notes: '  Carrier assigned: Blue Line  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminServiceRequestSummary>().status).toBe('in-progress');

    const history = await database.db
      .select()
      .from(serviceRequestStatusHistory)
      .where(eq(serviceRequestStatusHistory.serviceRequestId, id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'received', toStatus: 'in-progress', notes: 'Carrier assigned: Blue Line' });
    const detail = (await admin.request({ method: 'GET', url: `/api/admin/service-requests/${id}` })).json<AdminServiceRequestDetail>();
    expect(detail.history.at(-1)).toMatchObject({ changedBy: TEST_ADMIN.email, notes: 'Carrier assigned: Blue Line' });

    const [mail] = await mailsTo(customerEmail, 'service-request-status-changed');
    expect(mail?.subject).toMatch(/^Your request SR-[\w-]+ is now In Progress$/);
    expect(mail?.textBody).toContain('https://freight.example/track?ref=');
    expect(mail?.textBody).not.toContain('Blue Line');
  });

  it('records notes on an unchanged status without e-mailing the customer', async () => {
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${id}/status`,
      payload: { status: 'received', notes: 'Called, left a message' },
    });
    const history = await database.db
      .select()
      .from(serviceRequestStatusHistory)
      .where(eq(serviceRequestStatusHistory.serviceRequestId, id));
    expect(history).toHaveLength(2);
    expect(await mailsTo(customerEmail, 'service-request-status-changed')).toHaveLength(0);
  });

  it('refuses an unknown status (400) and an unknown request (404)', async () => {
    const before = await untouched(id);
    expect(before.row).toBeDefined();
    expect(
      (await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/status`, payload: { status: 'lost' } })).statusCode,
    ).toBe(400);
    expect(
      (await admin.request({ method: 'PATCH', url: '/api/admin/service-requests/999999/status', payload: { status: 'delivered' } }))
        .statusCode,
    ).toBe(404);
    expect(await untouched(id)).toEqual(before);
    expect(await mailsTo(customerEmail, 'service-request-status-changed')).toHaveLength(0);
  });
});

describe('quotes', () => {
  it('stores an exact two-decimal amount and e-mails the customer when it changes', async () => {
    const id = await idOf(await submitRequest(app, brokerRequest({ contactEmail: 'quote@customer.example' })));
    const response = await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/quote`, payload: { quote: '1250.5' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminServiceRequestSummary>().estimatedQuote).toBe('1250.50');
    await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/quote`, payload: { quote: '1,250.50' } });
    const mails = await mailsTo('quote@customer.example', 'service-request-quote');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('$1,250.50');
  });

  it.each([['0'], ['-5'], ['12.345'], ['abc'], [''], ['100000000'], [-3]])('refuses %j (400)', async (quote) => {
    const id = await idOf(await submitRequest(app, brokerRequest()));
    const before = await untouched(id);
    expect(before.row).toBeDefined();
    const response = await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/quote`, payload: { quote } });
    expect(response.statusCode).toBe(400);
    expect(await untouched(id)).toEqual(before);
    expect(before.row?.estimatedQuote).toBeNull();
  });
});

describe('invoices', () => {
  it('sets the final amount once, marks the invoice sent and e-mails the payment link', async () => {
    const reference = await submitRequest(app, brokerRequest({ contactEmail: 'invoice@customer.example' }));
    const id = await idOf(reference);
    const response = await admin.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '2400' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminServiceRequestSummary>()).toMatchObject({ finalAmount: '2400.00', invoiceStatus: 'sent' });
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row?.invoiceSentAt).toBeInstanceOf(Date);
    // Numbered in the year it was sent (UTC), six digits (docs/decisions/065-invoice-numbers.md).
    const invoiceNumber = row?.invoiceNumber ?? '';
    expect(invoiceNumber).toMatch(new RegExp(`^INV-${row?.invoiceSentAt?.getUTCFullYear()}-\\d{6}$`));
    const detail = await admin.request({ method: 'GET', url: `/api/admin/service-requests/${id}` });
    expect(detail.json<AdminServiceRequestDetail>().invoiceNumber).toBe(invoiceNumber);

    const [mail] = await mailsTo('invoice@customer.example', 'service-request-invoice');
    expect(mail?.textBody).toContain(`Invoice number: ${invoiceNumber}`);
    expect(mail?.htmlBody).toContain(`Invoice number: ${invoiceNumber}`);
    expect(mail?.subject).toBe(`Invoice for request ${reference}: $2,400.00`);
    expect(mail?.textBody).toContain(`https://freight.example/payment?ref=${reference}`);
    expect(mail?.htmlBody).toContain(`<a href="https://freight.example/payment?ref=${reference}">`);

    const before = await untouched(id);
    const again = await admin.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice`, payload: { finalAmount: '1' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(`Request ${reference} already has an invoice of 2400.00 USD.`);
    expect(await untouched(id)).toEqual(before);
    expect(await mailsTo('invoice@customer.example', 'service-request-invoice')).toHaveLength(1);
  });

  it('of two invoices sent at once, exactly one is accepted', async () => {
    const id = await idOf(await submitRequest(app, brokerRequest({ contactEmail: 'race@customer.example' })));
    const send = (amount: string) =>
      admin.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice`, payload: { finalAmount: amount } });
    const statuses = (await Promise.all([send('100'), send('200')])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await mailsTo('race@customer.example', 'service-request-invoice')).toHaveLength(1);
  });

  it('refuses a missing or non-positive amount', async () => {
    const id = await idOf(await submitRequest(app, brokerRequest()));
    const before = await untouched(id);
    expect(before.row).toMatchObject({ finalAmount: null, invoiceStatus: 'pending', invoiceSentAt: null });
    for (const payload of [{}, { finalAmount: '0.00' }, { finalAmount: '-1' }]) {
      expect((await admin.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice`, payload })).statusCode).toBe(400);
    }
    expect(await untouched(id)).toEqual(before);
  });
});

describe('CSV export', () => {
  it('streams every matching request, with the dated file name, and neutralises formulas', async () => {
    await submitRequest(
      app,
      brokerRequest({ contactName: '=HYPERLINK("http://evil.example","click")', contactEmail: 'formula@csv.example' }),
    );
    await submitRequest(
      app,
      brokerRequest({ contactName: '@SUM(A1:A9)', contactEmail: 'at@csv.example', serviceDescription: '-2+3 pallets' }),
    );
    const response = await admin.request({ method: 'GET', url: '/api/admin/export/service-requests?search=csv.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(`filename="service-requests-${today}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');

    const text = response.body;
    expect(text.startsWith('\uFEFF"Reference ID","Created","Status","Role","Service Type"')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'@SUM(A1:A9)"`);
    expect(text).toContain(`"'-2+3 pallets"`);
  });

  it('writes each cell as the dashboard shows it: labels, UTC times, joined addresses, ASAP and N/A', async () => {
    const referenceId = await submitRequest(
      app,
      brokerRequest({ contactEmail: 'cells@csv.example', contactCompany: 'Rivera, "Imports" Inc' }),
    );
    await database.db
      .update(serviceRequests)
      .set({ createdAt: new Date('2026-03-04T05:06:07.089Z'), finalAmount: '1250.50' })
      .where(eq(serviceRequests.referenceId, referenceId));
    const response = await admin.request({ method: 'GET', url: '/api/admin/export/service-requests?search=cells@csv.example' });
    const [header, line] = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(parseCsv(header ?? '')[0]?.slice(0, 5)).toEqual(['Reference ID', 'Created', 'Status', 'Role', 'Service Type']);
    expect(line).toMatch(new RegExp(`^"${referenceId}","2026-03-04T05:06:07\\.089Z","Received","Freight Broker","Dedicated Lanes",`));
    expect(line).toContain(',"Rivera, ""Imports"" Inc",');
    expect(line).toContain(',"N/A",');
    expect(line).toContain(',"ASAP",');
    expect(line).toContain(',"1250.50",');
  });

  it("has the invoice number after 'Invoice Sent', empty until the invoice is sent", async () => {
    const invoiced = await submitRequest(app, brokerRequest({ contactEmail: 'numbered@csv.example' }));
    const id = await idOf(invoiced);
    await admin.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice`, payload: { finalAmount: '99' } });
    const notYet = await submitRequest(app, brokerRequest({ contactEmail: 'numbered@csv.example' }));
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));

    const response = await admin.request({ method: 'GET', url: '/api/admin/export/service-requests?search=numbered@csv.example' });
    const [header = [], ...lines] = parseCsv(response.body.replace('\uFEFF', ''));
    const column = header.indexOf('Invoice Number');
    expect(column).toBe(header.indexOf('Invoice Sent') + 1);
    const cellOf = (referenceId: string) => lines.find((cells) => cells[0] === referenceId)?.[column];
    expect(cellOf(invoiced)).toBe(row?.invoiceNumber);
    expect(cellOf(invoiced)).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(cellOf(notYet)).toBe('');
  });

  it('walks past the batch size without losing or repeating a row, and applies the status filter', async () => {
    await seedServiceRequests(database.db, 2_500);
    const all = await admin.request({ method: 'GET', url: '/api/admin/export/service-requests?search=seed.example' });
    const references = parseCsv(all.body)
      .slice(1)
      .map((cells) => cells[0]);
    expect(references).toHaveLength(2_500);
    expect(new Set(references).size).toBe(2_500);

    const delivered = await admin.request({
      method: 'GET',
      url: '/api/admin/export/service-requests?search=seed.example&status=delivered',
    });
    expect(parseCsv(delivered.body)).toHaveLength(1 + 500);
  });

  it('exports the whole table, unfiltered, newest first, each request once', async () => {
    const rows = await database.db
      .select({ referenceId: serviceRequests.referenceId })
      .from(serviceRequests)
      .orderBy(desc(serviceRequests.id));
    expect(rows.length).toBeGreaterThan(2_000);
    const whole = await admin.request({ method: 'GET', url: '/api/admin/export/service-requests' });
    const references = parseCsv(whole.body)
      .slice(1)
      .map((cells) => cells[0]);
    expect(references).toEqual(rows.map((row) => row.referenceId));
  });
});

describe('dashboard stats', () => {
  it('counts requests by status and driver applications', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/admin/dashboard-stats' });
    expect(response.statusCode).toBe(200);
    const stats = response.json<{
      totalServiceRequests: number;
      requestsByStatus: Record<string, number>;
      totalDriverApplications: number;
    }>();
    const rows = await database.db.select({ status: serviceRequests.status }).from(serviceRequests);
    expect(stats.totalServiceRequests).toBe(rows.length);
    expect(stats.requestsByStatus.delivered).toBe(rows.filter((row) => row.status === 'delivered').length);
    expect(stats.totalDriverApplications).toBe(0);
  });
});
