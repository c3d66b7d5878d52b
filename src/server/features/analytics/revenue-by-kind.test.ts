// Advanced Analytics' revenue by kind (issue 37): the billed lines of the invoices paid in the
// period, summed per kind, in the report, its CSV and narrowed by the request filters like the
// report's revenue. Invoices sent through the back office's editor; payments as the paid time
// they leave on the request.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { parseCsv } from '../../../../tests/support/csv.js';
import { sendInvoiceWithLines, THREE_LINES, type EditorLine } from '../../../../tests/support/invoices.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { invoices, serviceRequests } from '../../db/schema.js';
import { appendLine } from '../invoicing/document-repository.js';
import { buildAnalyticsReport } from './report-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

// "Today" is 2026-03-31 (UTC): the last 7 days are 03-25..03-31.
const TODAY = '2026-03-31';
const FLAT_AND_DETENTION: EditorLine[] = [
  { kind: 'linehaul', description: 'Chicago, IL to Gary, IN', quantity: '1', unit: 'flat', rate: '1000' },
  { kind: 'detention', description: 'Detention at delivery', quantity: '1', unit: 'hours', rate: '75' },
];

/** A request of `serviceType` invoiced with `lines`, paid at `paidAt` (null: unpaid). */
async function invoiced(serviceType: 'furniture' | 'tl-freight', lines: readonly EditorLine[], paidAt: string | null): Promise<number> {
  const { id } = await insertServiceRequestRow(database.db, { serviceType });
  await sendInvoiceWithLines(admin, id, lines);
  if (paidAt) {
    await database.db
      .update(serviceRequests)
      .set({ paymentStatus: 'paid', invoiceStatus: 'paid', paidAt: new Date(paidAt) })
      .where(eq(serviceRequests.id, id));
  }
  return id;
}

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
  const first = await invoiced('furniture', THREE_LINES, '2026-03-25T00:00:00Z');
  await invoiced('tl-freight', FLAT_AND_DETENTION, '2026-03-31T23:59:59Z');
  // Paid the instant before the period, and never paid: neither counts.
  await invoiced('furniture', FLAT_AND_DETENTION, '2026-03-24T23:59:59Z');
  await invoiced('furniture', THREE_LINES, null);
  // A proposal on a sent invoice is not billed, so not revenue.
  const [sent] = await database.db.select().from(invoices).where(eq(invoices.serviceRequestId, first));
  await appendLine(database.db, sent!.id, {
    kind: 'layover',
    description: 'Layover (proposed)',
    quantity: '1',
    unit: 'days',
    rate: '300',
    amount: '300.00',
    state: 'proposed',
    source: 'driver_receipt',
    proposalKey: 'layover:1',
  });
});
afterAll(() => stopTestApp(app, database));

describe('revenue by kind', () => {
  it('sums the billed lines of the invoices paid in the period, per kind, linehaul first', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '7' }, TODAY);
    expect(report.revenueByKind).toEqual([
      { kind: 'linehaul', amount: '2745.80', lines: 2 },
      { kind: 'fuel_surcharge', amount: '336.98', lines: 1 },
      { kind: 'detention', amount: '243.75', lines: 2 },
    ]);
  });

  it('is narrowed by the service type and status filters, like the revenue', async () => {
    const freight = await buildAnalyticsReport(database.db, { range: '7', serviceType: 'tl-freight' }, TODAY);
    expect(freight.revenueByKind).toEqual([
      { kind: 'linehaul', amount: '1000.00', lines: 1 },
      { kind: 'detention', amount: '75.00', lines: 1 },
    ]);
    const delivered = await buildAnalyticsReport(database.db, { range: '7', status: 'delivered' }, TODAY);
    expect(delivered.revenueByKind).toEqual([]);
  });

  it('is empty for a period without paid invoices', async () => {
    const report = await buildAnalyticsReport(database.db, { range: 'custom', from: '2026-01-01', to: '2026-01-31' }, TODAY);
    expect(report.revenueByKind).toEqual([]);
  });

  it("is in the report's JSON and its CSV, with the kinds' English labels", async () => {
    const query = 'range=custom&from=2026-03-25&to=2026-03-31';
    const json = await admin.request({ method: 'GET', url: `/api/admin/analytics?${query}` });
    expect(json.statusCode).toBe(200);
    expect(json.json<{ revenueByKind: unknown[] }>().revenueByKind).toHaveLength(3);

    const csv = await admin.request({ method: 'GET', url: `/api/admin/analytics/export?${query}` });
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body).filter((row) => row[0] === 'Revenue by Kind');
    expect(rows).toEqual([
      ['Revenue by Kind', 'Linehaul', 'Paid Invoices (USD)', '2745.80'],
      ['Revenue by Kind', 'Linehaul', 'Lines', '2'],
      ['Revenue by Kind', 'Fuel surcharge', 'Paid Invoices (USD)', '336.98'],
      ['Revenue by Kind', 'Fuel surcharge', 'Lines', '1'],
      ['Revenue by Kind', 'Detention', 'Paid Invoices (USD)', '243.75'],
      ['Revenue by Kind', 'Detention', 'Lines', '2'],
    ]);
  });
});
