// The packet (issue 39; decision 081): one PDF with a contents page, then the invoice, the bill of
// lading, the proof of delivery, the rate confirmation of a broker load and each receipt, every
// document's pages in order (read back with pdf.js); the same bytes every time; the contents in
// the customer's language; none before the invoice is sent; and the invoice mail carrying it
// when the load has papers beyond the invoice. The BOL's and rate confirmation's sources serve
// fixed PDFs (tests/support/paperwork.ts) whose every page says which document and page it is.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver, insertProofOfDelivery, type TestDriver } from '../../../../tests/support/dispatch.js';
import { JPEG_BYTES } from '../../../../tests/support/files.js';
import { sendInvoiceWithLines, THREE_LINES } from '../../../../tests/support/invoices.js';
import { insertLoadReceipt, testPaperworkSource, testPdf } from '../../../../tests/support/paperwork.js';
import { pdfPageCount, pdfText } from '../../../../tests/support/pdf-text.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { Locale } from '../../../shared/i18n.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import { allMailDocuments } from '../../mail-document-renderer.js';
import { makePacketsInWorkers } from './packet-render-pool.js';
import type { PaperworkFile } from '../../platform/documents/paperwork-source.js';

const config = testConfig();
const OWNER_EMAIL = 'Rita.Broker@Brokerage.example';
const billsOfLading = testPaperworkSource(['signed']);
const rateConfirmations = testPaperworkSource(['signed', 'accepted']);
const paperwork = { billOfLading: billsOfLading.source, rateConfirmation: rateConfirmations.source };

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let storage: FileStorage;
let driver: TestDriver;

beforeAll(async () => {
  storage = localDiskStorage(scratchFolder('packet-storage-'));
  ({ database, app, admin: owner } = await startTestAppWithAdmin({ storage, paperwork }));
  driver = await insertDriver(database.db, { firstName: 'Maria', lastName: 'Lopez', phone: '(313) 555-0142' });
});
afterAll(async () => {
  await stopTestApp(app, database);
});

async function pdfFile(title: string, pages: number, name: string): Promise<PaperworkFile> {
  return { filename: name, contentType: 'application/pdf', content: await testPdf(title, pages) };
}

/**
 * A delivered broker load: a signed BOL of 2 pages, the proof of delivery, a signed rate
 * confirmation (a 3-page PDF unless `rateConfirmation` says otherwise) and two lumper receipts;
 * invoiced last, as the office does once the papers are in.
 */
async function paperedBrokerLoad(options: { language?: Locale; rateConfirmation?: PaperworkFile } = {}) {
  const request = await insertDispatchableRequest(database.db, {
    contactEmail: OWNER_EMAIL,
    userRole: 'broker',
    status: 'delivered',
    language: options.language ?? 'en',
  });
  await insertProofOfDelivery(database.db, storage, request.id, driver);
  await insertLoadReceipt(database.db, storage, request.id, driver, '85.00');
  await insertLoadReceipt(database.db, storage, request.id, driver, '120.50');
  billsOfLading.set(request.id, [
    {
      version: 1,
      state: 'signed',
      label: '00123456700000018',
      madeAt: new Date('2026-03-04T10:00:00Z'),
      madeByStaff: 'ops-lead',
      signedBy: { name: 'Sam Shipper', at: new Date('2026-03-05T10:00:00Z') },
      file: await pdfFile('Signed bill of lading', 2, 'bill-of-lading-v1.pdf'),
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
      file: options.rateConfirmation ?? (await pdfFile('Signed rate confirmation', 3, 'rate-confirmation-v1.pdf')),
    },
  ]);
  await sendInvoiceWithLines(owner, request.id, THREE_LINES);
  return request;
}

async function download(client: Pick<AdminClient, 'request'>, url: string): Promise<Buffer> {
  const response = await client.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function pagesOf(pdf: Buffer): Promise<string[]> {
  return (await pdfText(pdf)).split('\n\n');
}

describe('the packet', () => {
  it("holds each document's pages in order behind a contents page that names their ranges", async () => {
    const request = await paperedBrokerLoad();
    const base = `/api/admin/service-requests/${request.id}`;
    const invoicePages = await pdfPageCount(await download(owner, `${base}/invoice.pdf`));
    const proofPages = await pdfPageCount(await download(owner, `${base}/proof-of-delivery.pdf`));
    const response = await owner.request({ method: 'GET', url: `${base}/documents/packet.pdf` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="packet-INV-\d{4}-\d{6}\.pdf"/);

    const pages = await pagesOf(response.rawPayload);
    // Contents, invoice, BOL (2), proof of delivery, rate confirmation (3), two receipts (1 each).
    const counts = { invoice: invoicePages, bol: 2, proof: proofPages, rateConfirmation: 3, receipt: 1 };
    expect(pages).toHaveLength(1 + counts.invoice + counts.bol + counts.proof + counts.rateConfirmation + 2 * counts.receipt);

    let page = 2;
    const range = (count: number) => {
      const text = count === 1 ? `Page ${page}` : `Pages ${page}-${page + count - 1}`;
      const first = page;
      page += count;
      return { text, first };
    };
    const invoice = range(counts.invoice);
    const bol = range(counts.bol);
    const proof = range(counts.proof);
    const rateConfirmation = range(counts.rateConfirmation);
    const lumper = range(1);
    const second = range(1);

    const contents = pages[0]!;
    expect(contents).toContain('Document packet');
    expect(contents).toMatch(new RegExp(`Invoice INV-\\d{4}-\\d{6} ${invoice.text}`));
    expect(contents).toContain(`Bill of lading 00123456700000018 ${bol.text}`);
    expect(contents).toContain(`Proof of delivery ${proof.text}`);
    expect(contents).toContain(`Rate confirmation Version 1 ${rateConfirmation.text}`);
    expect(contents).toContain(`Lumper $85.00 ${lumper.text}`);
    expect(contents).toContain(`Lumper $120.50 ${second.text}`);

    expect(pages[invoice.first - 1]).toContain('INVOICE');
    expect(pages[bol.first - 1]).toContain('Signed bill of lading, page 1 of 2');
    expect(pages[bol.first]).toContain('Signed bill of lading, page 2 of 2');
    expect(pages[proof.first - 1]).toContain('Proof of delivery');
    expect(pages[proof.first - 1]).toContain('Sam Receiver');
    for (let n = 0; n < 3; n++) expect(pages[rateConfirmation.first - 1 + n]).toContain(`Signed rate confirmation, page ${n + 1} of 3`);
    expect(pages[lumper.first - 1]).toContain('Lumper $85.00');
    expect(pages[lumper.first - 1]).toContain('Maria L.');
    expect(pages[second.first - 1]).toContain('$120.50');
  });

  it('is the same bytes every time, for the office and the customer alike', async () => {
    const request = await paperedBrokerLoad();
    const first = await download(owner, `/api/admin/service-requests/${request.id}/documents/packet.pdf`);
    const again = await download(owner, `/api/admin/service-requests/${request.id}/documents/packet.pdf`);
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const theirs = await download(customer, `/api/account/requests/${request.referenceId}/documents/packet.pdf`);
    expect(again.equals(first)).toBe(true);
    expect(theirs.equals(first)).toBe(true);
  });

  // The built server makes packets in worker threads; from the sources a worker starts through tsx, slowly: hence the long timeout.
  it('is the same file when a worker thread makes it', { timeout: 180_000 }, async () => {
    const request = await paperedBrokerLoad();
    const url = `/api/admin/service-requests/${request.id}/documents/packet.pdf`;
    const here = await download(owner, url);
    makePacketsInWorkers(true);
    try {
      expect((await download(owner, url)).equals(here)).toBe(true);
    } finally {
      makePacketsInWorkers(false);
    }
  });

  it('puts an uploaded photo of a rate confirmation on a page of its own', async () => {
    const photo: PaperworkFile = { filename: 'rate-confirmation-v1.jpg', contentType: 'image/jpeg', content: JPEG_BYTES };
    const request = await paperedBrokerLoad({ rateConfirmation: photo });
    const pages = await pagesOf(await download(owner, `/api/admin/service-requests/${request.id}/documents/packet.pdf`));
    const photoPage = pages.findIndex((text) => text.startsWith('Rate confirmation Version 1'));
    expect(photoPage).toBeGreaterThan(0);
    expect(pages[0]).toContain(`Rate confirmation Version 1 Page ${photoPage + 1}`);
    expect(pages[photoPage + 1]).toContain('Lumper $85.00');
  });

  it("writes its own pages in the customer's language", async () => {
    const request = await paperedBrokerLoad({ language: 'es' });
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const pages = await pagesOf(await download(customer, `/api/account/requests/${request.referenceId}/documents/packet.pdf`));
    expect(pages[0]).toContain('Paquete de documentos');
    expect(pages[0]).toContain('Contenido');
    expect(pages[0]).toMatch(/Factura INV-\d{4}-\d{6} Página 2/);
    expect(pages[0]).toContain('Conocimiento de embarque 00123456700000018');
    expect(pages.at(-1)).toContain('Importe pagado');
  });

  it('is not there before the invoice is sent', async () => {
    const request = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL, status: 'delivered' });
    await insertProofOfDelivery(database.db, storage, request.id, driver);
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/documents/packet.pdf` })).statusCode).toBe(
      404,
    );
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const response = await customer.request({ method: 'GET', url: `/api/account/requests/${request.referenceId}/documents/packet.pdf` });
    expect(response.statusCode).toBe(404);
  });
});

describe('the invoice mail', () => {
  async function invoiceMailOf(serviceRequestId: number) {
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'service-request-invoice'),
          sql`${emailOutbox.attachments} @> ${JSON.stringify([{ kind: 'invoice', serviceRequestId }])}::jsonb`,
        ),
      );
    if (!row) throw new Error('no invoice mail');
    return row;
  }

  it('carries the packet beside the invoice when the load has papers beyond it, the same file as the download', async () => {
    const request = await paperedBrokerLoad();
    const mail = await invoiceMailOf(request.id);
    expect(mail.attachments).toEqual([
      { kind: 'invoice', serviceRequestId: request.id },
      { kind: 'document_packet', serviceRequestId: request.id },
    ]);
    expect(mail.textBody).toContain('attached too, with the invoice, as one PDF: the document packet');

    const render = allMailDocuments(database.db, { company: config.company, publicBaseUrl: config.publicBaseUrl, storage, paperwork });
    const attached = await render({ kind: 'document_packet', serviceRequestId: request.id });
    const downloaded = await download(owner, `/api/admin/service-requests/${request.id}/documents/packet.pdf`);
    expect(attached?.filename).toMatch(/^packet-INV-\d{4}-\d{6}\.pdf$/);
    expect(attached?.content.equals(downloaded)).toBe(true);
  });

  it('carries the invoice alone for a load with no other papers', async () => {
    const request = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL, status: 'delivered' });
    await sendInvoiceWithLines(owner, request.id, THREE_LINES);
    const mail = await invoiceMailOf(request.id);
    expect(mail.attachments).toEqual([{ kind: 'invoice', serviceRequestId: request.id }]);
    expect(mail.textBody).not.toContain('document packet');
  });
});
