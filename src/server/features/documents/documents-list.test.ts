// A load's Documents list and its downloads (issue 39; decision 081): what staff and the customer
// each see (members by name to staff only), what a complete packet still lacks, each paper served
// as an attachment under its detected type and audited, and every document route answering
// another customer with the portal's one 404. The bill of lading's and rate confirmation's
// sources are test sources (tests/support/paperwork.ts); everything else is real rows and files.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver, insertProofOfDelivery, type TestDriver } from '../../../../tests/support/dispatch.js';
import { JPEG_BYTES } from '../../../../tests/support/files.js';
import { sendInvoiceWithLines, THREE_LINES } from '../../../../tests/support/invoices.js';
import { insertLoadReceipt, testPaperworkSource, testPdf } from '../../../../tests/support/paperwork.js';
import { scratchFolder } from '../../../../tests/support/test-config.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import { documentsListSchema, type DocumentsList } from '../../../shared/documents/documents.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

const OWNER_EMAIL = 'Rita.Broker@Brokerage.example';
const STRANGER_EMAIL = 'someone.else@brokerage.example';
const billsOfLading = testPaperworkSource(['signed']);
const rateConfirmations = testPaperworkSource(['signed', 'accepted']);

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let storage: FileStorage;
let driver: TestDriver;
let bolPdf: Buffer;

beforeAll(async () => {
  storage = localDiskStorage(scratchFolder('documents-list-storage-'));
  ({
    database,
    app,
    admin: owner,
  } = await startTestAppWithAdmin({
    storage,
    paperwork: { billOfLading: billsOfLading.source, rateConfirmation: rateConfirmations.source },
  }));
  driver = await insertDriver(database.db, { firstName: 'Maria', lastName: 'Lopez', phone: '(313) 555-0142' });
  bolPdf = await testPdf('Bill of lading test', 2);
});
afterAll(async () => {
  await stopTestApp(app, database);
});

/** A delivered broker load of `email`, invoiced, with a signed BOL (v2; v1 superseded, office-only), a signed rate confirmation and a lumper receipt. */
async function paperedBrokerLoad(email = OWNER_EMAIL, language: 'en' | 'es' = 'en') {
  const request = await insertDispatchableRequest(database.db, { contactEmail: email, userRole: 'broker', status: 'delivered', language });
  await insertProofOfDelivery(database.db, storage, request.id, driver);
  await insertLoadReceipt(database.db, storage, request.id, driver);
  billsOfLading.set(request.id, [
    {
      version: 1,
      state: 'superseded',
      label: '00123456700000018',
      madeAt: new Date('2026-03-04T09:00:00Z'),
      madeByStaff: 'ops-lead',
      staffOnly: true,
      file: { filename: `bill-of-lading-${request.referenceId}-v1.pdf`, contentType: 'application/pdf', content: bolPdf },
    },
    {
      version: 2,
      state: 'signed',
      label: '00123456700000018',
      madeAt: new Date('2026-03-04T10:00:00Z'),
      madeByStaff: 'ops-lead',
      signedBy: { name: 'Sam Shipper', at: new Date('2026-03-05T10:00:00Z') },
      file: { filename: `bill-of-lading-${request.referenceId}-v2.pdf`, contentType: 'application/pdf', content: bolPdf },
    },
  ]);
  rateConfirmations.set(request.id, [
    {
      version: 1,
      state: 'signed',
      label: 'Version 1',
      madeAt: new Date('2026-03-03T10:00:00Z'),
      madeByStaff: 'ops-lead',
      signedBy: { name: 'Rita Broker', at: new Date('2026-03-03T12:00:00Z') },
      file: {
        filename: `rate-confirmation-${request.referenceId}-v1.pdf`,
        contentType: 'application/pdf',
        content: await testPdf('Rate confirmation test', 1),
      },
    },
  ]);
  await sendInvoiceWithLines(owner, request.id, THREE_LINES);
  return request;
}

async function staff(role: StaffRole): Promise<AdminClient> {
  const account = { email: `${role}@freight.example`, password: `a long enough ${role} password` };
  await createTestAdmin(database.db, account, role);
  return signIn(app, account);
}

function parsedList(body: string): DocumentsList {
  return documentsListSchema.parse(JSON.parse(body));
}

describe("the office's Documents list", () => {
  it('lists every paper with its versions, makers and signers, download paths, the packet and nothing missing', async () => {
    const request = await paperedBrokerLoad();
    const response = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents` });
    expect(response.statusCode, response.body).toBe(200);
    const list = parsedList(response.body);
    const base = `/api/admin/service-requests/${request.id}`;

    expect(list.referenceId).toBe(request.referenceId);
    expect(list.documents.map((entry) => entry.kind)).toEqual([
      'invoice',
      'bill_of_lading',
      'proof_of_delivery',
      'rate_confirmation',
      'receipt',
    ]);
    const [invoice, bol, pod, rateConfirmation, receipt] = list.documents;
    expect(invoice!.versions).toHaveLength(1);
    expect(invoice!.versions[0]).toMatchObject({ state: 'issued', madeBy: { kind: 'staff' }, downloadPath: `${base}/invoice.pdf` });
    expect(invoice!.versions[0]!.label).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice!.versions[0]!.madeBy.name).toBeTruthy();
    expect(bol!.versions.map((version) => [version.version, version.state, version.downloadPath])).toEqual([
      [2, 'signed', `${base}/documents/bill_of_lading/2`],
      [1, 'superseded', `${base}/documents/bill_of_lading/1`],
    ]);
    expect(bol!.versions[0]!.madeBy).toEqual({ kind: 'staff', name: 'ops-lead' });
    expect(pod!.versions[0]).toMatchObject({
      label: 'Sam Receiver',
      madeBy: { kind: 'driver', name: 'Maria L.' },
      signatures: [{ by: { kind: 'customer', name: 'Sam Receiver' }, role: 'receiver' }],
      downloadPath: `${base}/proof-of-delivery.pdf`,
    });
    expect(rateConfirmation!.versions.map((version) => version.state)).toEqual(['signed']);
    expect(receipt!.versions[0]).toMatchObject({
      version: 1,
      label: 'Lumper $85.00',
      madeBy: { kind: 'driver', name: 'Maria L.' },
      downloadPath: `${base}/documents/receipt/1`,
    });
    expect(list.packet).toEqual({
      available: true,
      includes: ['invoice', 'bill_of_lading', 'proof_of_delivery', 'rate_confirmation', 'receipt'],
      downloadPath: `${base}/documents/packet.pdf`,
    });
    expect(list.missing).toEqual([]);
  });

  it('names what a load still lacks: the invoice, a signed bill of lading, the proof of delivery, and a broker load its rate confirmation', async () => {
    const shipper = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL });
    const shipperList = parsedList(
      (await owner.request({ method: 'GET', url: `/api/admin/service-requests/${shipper.id}/documents` })).body,
    );
    expect(shipperList.documents).toEqual([]);
    expect(shipperList.missing).toEqual(['invoice', 'bill_of_lading', 'proof_of_delivery']);
    expect(shipperList.packet).toEqual({ available: false, includes: [], downloadPath: null });

    const broker = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL, userRole: 'broker' });
    rateConfirmations.set(broker.id, [
      {
        version: 1,
        state: 'superseded',
        label: 'Version 1',
        madeAt: new Date('2026-03-03T10:00:00Z'),
        madeByStaff: 'ops-lead',
        file: { filename: 'rate-confirmation-v1.pdf', contentType: 'application/pdf', content: bolPdf },
      },
    ]);
    const brokerList = parsedList((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${broker.id}/documents` })).body);
    expect(brokerList.missing).toEqual(['invoice', 'bill_of_lading', 'proof_of_delivery', 'rate_confirmation']);
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await owner.request({ method: 'GET', url: '/api/admin/service-requests/987654/documents' });
    expect(response.statusCode).toBe(404);
  });
});

describe("the customer's Documents list", () => {
  it('shows the company in place of staff, only the versions the customer may see, and paths on their own side', async () => {
    const request = await paperedBrokerLoad();
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const response = await customer.request({ method: 'GET', url: `/api/account/requests/${request.referenceId}/documents` });
    expect(response.statusCode, response.body).toBe(200);
    const list = parsedList(response.body);
    const base = `/api/account/requests/${request.referenceId}`;

    const actors = list.documents.flatMap((entry) => entry.versions.map((version) => version.madeBy));
    expect(actors.some((actor) => actor.kind === 'staff')).toBe(false);
    expect(JSON.stringify(list)).not.toContain('ops-lead');
    expect(list.documents.find((entry) => entry.kind === 'invoice')!.versions[0]!.madeBy.kind).toBe('company');
    expect(list.documents.find((entry) => entry.kind === 'bill_of_lading')!.versions.map((version) => version.version)).toEqual([2]);
    const paths = list.documents.flatMap((entry) => entry.versions.map((version) => version.downloadPath));
    expect(paths.every((path) => path?.startsWith(`${base}/`))).toBe(true);
    expect(list.packet.downloadPath).toBe(`${base}/documents/packet.pdf`);
  });

  it("labels a receipt in the customer's language", async () => {
    const request = await paperedBrokerLoad(OWNER_EMAIL, 'es');
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const list = parsedList(
      (await customer.request({ method: 'GET', url: `/api/account/requests/${request.referenceId}/documents` })).body,
    );
    expect(list.documents.find((entry) => entry.kind === 'receipt')!.versions[0]!.label).toBe('Descarga (lumper) $85.00');
  });
});

describe('downloads', () => {
  it('serves a version as an attachment under its detected type, never cached nor sniffed, and audits the member', async () => {
    const request = await paperedBrokerLoad();
    const bol = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents/bill_of_lading/2` });
    expect(bol.statusCode, bol.body).toBe(200);
    expect(bol.headers['content-type']).toBe('application/pdf');
    expect(bol.headers['content-disposition']).toContain(`attachment; filename="bill-of-lading-${request.referenceId}-v2.pdf"`);
    expect(bol.headers['x-content-type-options']).toBe('nosniff');
    expect(bol.headers['cache-control']).toBe('private, no-store');
    expect(bol.rawPayload.equals(bolPdf)).toBe(true);

    const receipt = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents/receipt/1` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    expect(receipt.headers['content-disposition']).toContain(`attachment; filename="lumper-receipt-${request.referenceId}-1.jpg"`);
    expect(receipt.rawPayload.equals(JPEG_BYTES)).toBe(true);

    const audited = await database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.downloaded'), eq(auditEvents.recordId, String(request.id))));
    const documents = audited.map((row) => (row.changes as Record<string, { after: unknown }>)['document']?.after);
    expect(documents).toEqual(expect.arrayContaining(['bill_of_lading', 'load_receipt']));

    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents/receipt/2` })).statusCode).toBe(
      404,
    );
    expect(
      (await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents/rate_confirmation/9` })).statusCode,
    ).toBe(404);
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents/invoice/1` })).statusCode).toBe(
      400,
    );
  });

  it('gives the customer only the versions their list shows', async () => {
    const request = await paperedBrokerLoad();
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const base = `/api/account/requests/${request.referenceId}/documents`;
    const signed = await customer.request({ method: 'GET', url: `${base}/bill_of_lading/2` });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-disposition']).toContain('attachment');
    expect((await customer.request({ method: 'GET', url: `${base}/bill_of_lading/1` })).statusCode).toBe(404);
    expect((await customer.request({ method: 'GET', url: `${base}/receipt/1` })).statusCode).toBe(200);
  });

  it("answers another customer with the portal's one 404 on every document route: the list, each download and the packet", async () => {
    const request = await paperedBrokerLoad();
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const list = parsedList(
      (await customer.request({ method: 'GET', url: `/api/account/requests/${request.referenceId}/documents` })).body,
    );
    const paths = [
      `/api/account/requests/${request.referenceId}/documents`,
      ...list.documents.flatMap((entry) => entry.versions.map((version) => version.downloadPath!)),
      list.packet.downloadPath!,
    ];
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const path of paths) expect((await customer.request({ method: 'GET', url: path })).statusCode, path).toBe(200);

    const stranger = await customerSession(app, database.db, STRANGER_EMAIL);
    for (const path of paths) {
      const response = await stranger.request({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ message: string }>().message, path).toBe(PORTAL_NOT_FOUND_MESSAGE.message);
    }
  });
});

describe('roles', () => {
  it('lets operations and accounting read the paperwork, and no one else', async () => {
    const request = await paperedBrokerLoad();
    const urls = [
      `/api/admin/service-requests/${request.id}/documents`,
      `/api/admin/service-requests/${request.id}/documents/bill_of_lading/2`,
      `/api/admin/service-requests/${request.id}/documents/packet.pdf`,
    ];
    for (const role of ['operations', 'accounting'] as const) {
      const member = await staff(role);
      for (const url of urls) expect((await member.request({ method: 'GET', url })).statusCode, `${role} ${url}`).toBe(200);
    }
    const recruiter = await staff('recruiting');
    for (const url of urls) expect((await recruiter.request({ method: 'GET', url })).statusCode, url).toBe(403);
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});
