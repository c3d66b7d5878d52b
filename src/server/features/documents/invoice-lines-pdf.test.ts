// The invoice PDF with lines (issue 37): every billed line with its arithmetic and a detention
// line's proof (the driver's times at the dock, in its zone), the total they add up to; and the
// draft's preview, marked DRAFT, without a number or a way to pay, for staff who invoice only;
// and the receipt of a payment of that invoice, which lists the same lines.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { invoiceLines, invoices, payments } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let recruiting: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const recruiter = { email: 'pdf-recruiter@freight.example', password: 'recruiting test password' };
  await createTestAdmin(database.db, recruiter, 'recruiting');
  recruiting = await signIn(app, recruiter, '10.200.0.9');
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const LINES = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1100' },
  { kind: 'fuel_surcharge', description: 'Diesel $3.859 (week of 2026-11-30)', quantity: '282', unit: 'miles', rate: '0.415' },
  { kind: 'detention', description: 'Detention at pickup', quantity: '2.25', unit: 'hours', rate: '75' },
];

/** Squeezes the PDF's text to one line, so wrapped words still match. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the invoice PDF with lines', () => {
  it('previews a draft, marked as such, then prints every sent line with its arithmetic and proof', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice/draft.pdf` })).statusCode).toBe(404);
    await owner.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/invoice/draft`, payload: { lines: LINES } });
    // The detention line carries its proof, as a proposal approved from the driver's stages would.
    const [draft] = await database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.serviceRequestId, id));
    await database.db
      .update(invoiceLines)
      .set({
        evidence: {
          stop: 'pickup',
          arrivedAt: '2026-11-24T14:02:00.000Z',
          departedAt: '2026-11-24T18:17:00.000Z',
          freeMinutes: 120,
          billedMinutes: 135,
          timeZone: 'America/Detroit',
        },
      })
      .where(eq(invoiceLines.kind, 'detention'));
    expect(draft).toBeDefined();

    expect((await recruiting.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice/draft.pdf` })).statusCode).toBe(403);
    const preview = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice/draft.pdf` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const previewText = flat(await pdfText(preview.rawPayload));
    expect(previewText).toContain('DRAFT INVOICE');
    expect(previewText).toContain('not a request for payment');
    expect(previewText).toContain('Given when sent');
    expect(previewText).not.toContain('How to pay');
    expect(previewText).toContain('Total $1,385.78');

    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` })).statusCode).toBe(200);
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice/draft.pdf` })).statusCode).toBe(404);

    const sent = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice.pdf` });
    expect(sent.statusCode).toBe(200);
    const text = flat(await pdfText(sent.rawPayload));
    expect(text).toMatch(/Invoice number INV-\d{4}-\d{6}/);
    expect(text).toContain('Linehaul: Detroit, MI to Chicago, IL $1,100.00');
    expect(text).toContain('Fuel surcharge: Diesel $3.859 (week of 2026-11-30) $117.03');
    expect(text).toContain('282 miles x $0.415');
    expect(text).toContain('Detention: Detention at pickup $168.75');
    expect(text).toContain('2.25 hours x $75.00');
    expect(text).toContain('At pickup: arrived Nov 24, 9:02 AM EST, left Nov 24, 1:17 PM EST');
    expect(text).toContain('2 h free, 2 h 15 min billed');
    expect(text).toContain('Total $1,385.78');
    expect(text).toContain('Balance due $1,385.78');
    expect(text).not.toContain('DRAFT');
  });
});

describe('the receipt PDF of an invoice with lines', () => {
  it('lists every billed line, with its arithmetic and proof, and the total they add up to', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    await owner.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/invoice/draft`, payload: { lines: LINES } });
    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` })).statusCode).toBe(200);
    const [payment] = await database.db
      .insert(payments)
      .values({
        serviceRequestId: id,
        provider: 'manual',
        method: 'zelle',
        amount: '1385.78',
        status: 'succeeded',
        confirmedAt: new Date('2026-11-26T15:00:00Z'),
      })
      .returning({ id: payments.id });

    const receipt = await owner.request({ method: 'GET', url: `/api/admin/payments/${payment!.id}/receipt.pdf` });
    expect(receipt.statusCode).toBe(200);
    const text = flat(await pdfText(receipt.rawPayload));
    expect(text).toContain('RECEIPT');
    expect(text).toMatch(/Invoice number INV-\d{4}-\d{6}/);
    expect(text).toContain('Linehaul: Detroit, MI to Chicago, IL $1,100.00');
    expect(text).toContain('Fuel surcharge: Diesel $3.859 (week of 2026-11-30) $117.03');
    expect(text).toContain('282 miles x $0.415');
    expect(text).toContain('Detention: Detention at pickup $168.75');
    expect(text).toContain('Invoice total $1,385.78');
    expect(text).toContain('Amount received $1,385.78');
  });
});

describe('a detention line for a customer who wrote in Spanish', () => {
  it('prints its proof in English and in Spanish, under the line', async () => {
    const { id } = await insertServiceRequestRow(database.db, { language: 'es' });
    await owner.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/invoice/draft`, payload: { lines: LINES } });
    const [draft] = await database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.serviceRequestId, id));
    await database.db
      .update(invoiceLines)
      .set({
        evidence: {
          stop: 'delivery',
          arrivedAt: '2026-11-25T15:00:00.000Z',
          departedAt: '2026-11-25T19:30:00.000Z',
          freeMinutes: 120,
          billedMinutes: 150,
          timeZone: 'America/Chicago',
        },
      })
      .where(and(eq(invoiceLines.invoiceId, draft?.id ?? 0), eq(invoiceLines.kind, 'detention')));
    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` })).statusCode).toBe(200);

    const text = flat(
      await pdfText((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice.pdf` })).rawPayload),
    );
    expect(text).toContain('At delivery: arrived Nov 25, 9:00 AM CST, left Nov 25, 1:30 PM CST');
    expect(text).toContain('2 h free, 2 h 30 min billed');
    expect(text).toContain('Tiempo de espera (detención)');
    expect(text).toMatch(/En la entrega: llegó 25 nov, 9:00 .*CST, salió 25 nov, 1:30 .*CST/);
    expect(text).toContain('2 h sin cargo, 2 h 30 min cobrados');
  });
});
