// The aging view through app.inject on PostgreSQL: open balances by account and days past due, with
// the boundary days of every bucket (0, 1, 30, 31, 60, 61, 90, 91), partly paid invoices, one row for
// the customers without an account, totals equal to the sum of open balances to the cent, the
// drill-down, the CSV files and the PDF, for the owner and accounting only.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { parseCsv } from '../../../../../tests/support/csv.js';
import { pdfText } from '../../../../../tests/support/pdf-text.js';
import {
  applyPayment,
  insertAccount,
  openBalanceOf,
  sendInvoice,
  setDueDay,
  voidInvoice,
  type SentInvoice,
} from '../../../../../tests/support/receivables.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { addDays } from '../../../../shared/calendar-date.js';
import { amountToCents, centsToAmount, formatUsd } from '../../../../shared/money.js';
import type { AgingInvoicePage, AgingReport } from '../../../../shared/receivables/aging.js';
import type { AgingBucket } from '../../../../shared/receivables/receivables.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let accounting: AdminClient;
let operations: AdminClient;

const AS_OF = '2026-06-30';
const SENT_AT = new Date('2026-01-15T15:00:00Z');

interface Fixture {
  row: 'acme' | 'borealis' | 'one-off';
  daysPastDue: number;
  total: string;
  /** Paid so far (applied): the balance is the rest. */
  paid?: string;
  bucket: AgingBucket;
}

// Every bucket's first and last day, and partly paid invoices on both sides of a boundary.
const FIXTURES: readonly Fixture[] = [
  { row: 'acme', daysPastDue: 0, total: '100.00', bucket: 'current' },
  { row: 'acme', daysPastDue: 1, total: '101.01', bucket: 'days_1_30' },
  { row: 'acme', daysPastDue: 30, total: '130.30', paid: '30.30', bucket: 'days_1_30' },
  { row: 'acme', daysPastDue: 31, total: '131.31', bucket: 'days_31_60' },
  { row: 'acme', daysPastDue: 60, total: '160.60', bucket: 'days_31_60' },
  { row: 'acme', daysPastDue: 61, total: '161.61', paid: '0.01', bucket: 'days_61_90' },
  { row: 'acme', daysPastDue: 90, total: '190.90', bucket: 'days_61_90' },
  { row: 'acme', daysPastDue: 91, total: '191.91', paid: '91.90', bucket: 'over_90' },
  { row: 'borealis', daysPastDue: -5, total: '1234.56', paid: '234.56', bucket: 'current' },
  { row: 'borealis', daysPastDue: 45, total: '999.99', bucket: 'days_31_60' },
  { row: 'one-off', daysPastDue: 3, total: '75.25', bucket: 'days_1_30' },
  { row: 'one-off', daysPastDue: 100, total: '2500.00', paid: '0.50', bucket: 'over_90' },
];

const balanceCents = (fixture: Fixture) => amountToCents(fixture.total) - amountToCents(fixture.paid ?? '0');
const accountIds: Record<'acme' | 'borealis', number> = { acme: 0, borealis: 0 };
const sent: SentInvoice[] = [];

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  const { db } = database;
  await createTestAdmin(db);
  owner = await signIn(app);
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  await createTestAdmin(db, books, 'accounting');
  await createTestAdmin(db, ops, 'operations');
  accounting = await signIn(app, books, '10.200.0.2');
  operations = await signIn(app, ops, '10.200.0.3');

  accountIds.acme = await insertAccount(db, { name: 'Acme Freight', terms: 'net_30' });
  accountIds.borealis = await insertAccount(db, { name: 'Borealis Brokers', terms: 'net_15' });
  for (const fixture of FIXTURES) {
    const accountId = fixture.row === 'one-off' ? null : accountIds[fixture.row];
    const invoice = await sendInvoice(db, {
      accountId,
      amount: fixture.total,
      sentAt: SENT_AT,
      contactEmail: `${fixture.row}@shipper.example`,
    });
    await setDueDay(db, invoice.invoiceId, addDays(AS_OF, -fixture.daysPastDue));
    if (fixture.paid) await applyPayment(db, invoice, { amount: fixture.paid, at: SENT_AT });
    sent.push(invoice);
  }
  // Neither a paid invoice nor a voided one is owed: neither is in the view.
  const paid = await sendInvoice(db, { accountId: accountIds.acme, amount: '500.00', sentAt: SENT_AT });
  await applyPayment(db, paid, { amount: '500.00', at: SENT_AT });
  const voided = await sendInvoice(db, { accountId: accountIds.borealis, amount: '600.00', sentAt: SENT_AT });
  await voidInvoice(db, voided, SENT_AT);
});
afterAll(async () => {
  await stopTestApp(app, database);
});

function expectedCents(row: Fixture['row'] | 'all', bucket: AgingBucket | 'total'): number {
  return FIXTURES.filter((fixture) => (row === 'all' || fixture.row === row) && (bucket === 'total' || fixture.bucket === bucket))
    .map(balanceCents)
    .reduce((sum, cents) => sum + cents, 0);
}

const BUCKETS: readonly AgingBucket[] = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'];

async function agingReport(client: AdminClient, query = `asOf=${AS_OF}`): Promise<AgingReport> {
  const response = await client.request({ method: 'GET', url: `/api/admin/receivables/aging?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AgingReport>();
}

describe('the aging view', () => {
  it('puts each open balance in its bucket by days past due, boundary days included', async () => {
    const report = await agingReport(accounting);
    const byName = Object.fromEntries(report.items.map((item) => [item.name, item]));
    for (const [name, row] of [
      ['Acme Freight', 'acme'],
      ['Borealis Brokers', 'borealis'],
      ['One-off customers', 'one-off'],
    ] as const) {
      for (const bucket of [...BUCKETS, 'total'] as const) {
        expect(byName[name]?.amounts[bucket], `${name} ${bucket}`).toBe(centsToAmount(expectedCents(row, bucket)));
      }
    }
    expect(byName['One-off customers']).toMatchObject({ id: 'one-off', accountId: null, terms: null, openInvoices: 2 });
    expect(byName['Acme Freight']).toMatchObject({ id: String(accountIds.acme), terms: 'net_30', openInvoices: 8 });
  });

  it('has totals that equal the sum of every open balance to the cent, and the sum of its rows', async () => {
    const report = await agingReport(owner);
    const owed = amountToCents(await openBalanceOf(database.db, accountIds.acme));
    const all = [accountIds.acme, accountIds.borealis, null];
    let everyOpenBalance = 0;
    for (const id of all) everyOpenBalance += amountToCents(await openBalanceOf(database.db, id));
    expect(report.totals.total).toBe(centsToAmount(everyOpenBalance));
    expect(owed).toBe(expectedCents('acme', 'total'));
    for (const bucket of [...BUCKETS, 'total'] as const) {
      expect(report.totals[bucket]).toBe(centsToAmount(expectedCents('all', bucket)));
      const rowsSum = report.items.map((item) => amountToCents(item.amounts[bucket])).reduce((sum, cents) => sum + cents, 0);
      expect(centsToAmount(rowsSum)).toBe(report.totals[bucket]);
    }
    expect(report.openInvoices).toBe(FIXTURES.length);
    // Largest balance first.
    expect(report.items.map((item) => item.name)).toEqual(['One-off customers', 'Borealis Brokers', 'Acme Freight']);
  });

  it('ages the same balances as of another day', async () => {
    const later = await agingReport(owner, `asOf=${addDays(AS_OF, 31)}`);
    // Thirty-one days on, nothing of Acme's is current and its day-0 invoice is in 31-60.
    expect(later.items.find((item) => item.name === 'Acme Freight')?.amounts.current).toBe('0.00');
    expect(later.totals.total).toBe(centsToAmount(expectedCents('all', 'total')));
  });

  it('pages and searches the rows, keeping the totals of everything', async () => {
    const page = await agingReport(owner, `asOf=${AS_OF}&pageSize=1&page=2`);
    expect(page.items.map((item) => item.name)).toEqual(['Borealis Brokers']);
    expect(page.total).toBe(3);
    const searched = await agingReport(owner, `asOf=${AS_OF}&search=acme`);
    expect(searched.items.map((item) => item.name)).toEqual(['Acme Freight']);
    expect(searched.totals.total).toBe(centsToAmount(expectedCents('all', 'total')));
    const oneOff = await agingReport(owner, `asOf=${AS_OF}&search=one-off`);
    expect(oneOff.items.map((item) => item.id)).toEqual(['one-off']);
  });

  it("drills down to a row's open invoices, oldest due first, with days past due, bucket and state", async () => {
    const response = await owner.request({ method: 'GET', url: `/api/admin/receivables/aging/${accountIds.acme}/invoices?asOf=${AS_OF}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AgingInvoicePage>();
    const acme = FIXTURES.filter((fixture) => fixture.row === 'acme');
    expect(page.items.map((item) => [item.daysPastDue, item.bucket, item.balance])).toEqual(
      [...acme].reverse().map((fixture) => [fixture.daysPastDue, fixture.bucket, centsToAmount(balanceCents(fixture))]),
    );
    expect(page.items.find((item) => item.daysPastDue === 0)?.state).toBe('open');
    expect(page.items.find((item) => item.daysPastDue === 30)?.state).toBe('overdue');
    expect(page.items[0]).toMatchObject({ total: '191.91', balance: '100.01', dueOn: addDays(AS_OF, -91) });

    const notYetDue = await owner.request({
      method: 'GET',
      url: `/api/admin/receivables/aging/${accountIds.borealis}/invoices?asOf=${AS_OF}`,
    });
    const borealis = notYetDue.json<AgingInvoicePage>();
    expect(borealis.items.find((item) => item.daysPastDue === -5)?.state).toBe('partially_paid');

    const oneOff = await owner.request({ method: 'GET', url: `/api/admin/receivables/aging/one-off/invoices?asOf=${AS_OF}` });
    expect(oneOff.json<AgingInvoicePage>().items.map((item) => item.contactEmail)).toEqual([
      'one-off@shipper.example',
      'one-off@shipper.example',
    ]);
  });

  it('answers 404 for an account that does not exist and 400 for a day that is not one', async () => {
    expect((await owner.request({ method: 'GET', url: '/api/admin/receivables/aging/999999/invoices' })).statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: '/api/admin/receivables/aging?asOf=2026-02-30' })).statusCode).toBe(400);
    expect((await owner.request({ method: 'GET', url: '/api/admin/receivables/aging?asOf=2026-06-30&surprise=1' })).statusCode).toBe(400);
  });

  it('is for the owner and accounting only', async () => {
    for (const url of [
      `/api/admin/receivables/aging`,
      `/api/admin/receivables/aging/one-off/invoices`,
      `/api/admin/receivables/aging/export`,
      `/api/admin/receivables/aging.pdf`,
    ]) {
      expect((await operations.request({ method: 'GET', url })).statusCode, url).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('the aging downloads', () => {
  it('CSV of the rows: one line per row and a totals line equal to the view', async () => {
    const response = await accounting.request({ method: 'GET', url: `/api/admin/receivables/aging/export?asOf=${AS_OF}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(response.body).filter((row) => row.length > 1);
    expect(header).toEqual([
      'Account',
      'Account ID',
      'Terms',
      'Open Invoices',
      'Current (USD)',
      '1–30 days (USD)',
      '31–60 days (USD)',
      '61–90 days (USD)',
      'Over 90 days (USD)',
      'Total (USD)',
    ]);
    const report = await agingReport(owner);
    expect(rows.slice(0, -1)).toEqual(
      report.items.map((item) => [
        item.name,
        item.accountId === null ? '' : String(item.accountId),
        item.accountId === null ? '' : item.terms === 'net_30' ? 'Net 30' : 'Net 15',
        String(item.openInvoices),
        ...BUCKETS.map((bucket) => item.amounts[bucket]),
        item.amounts.total,
      ]),
    );
    expect(rows.at(-1)).toEqual([
      'Total',
      '',
      '',
      String(FIXTURES.length),
      ...BUCKETS.map((bucket) => report.totals[bucket]),
      report.totals.total,
    ]);
  });

  it('CSV of the invoices: every open invoice once, its bucket and balance, streamed in batches', async () => {
    const response = await owner.request({ method: 'GET', url: `/api/admin/receivables/aging/export?asOf=${AS_OF}&rows=invoices` });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body).filter((row) => row.length > 1);
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(FIXTURES.length);
    // Oldest due first.
    expect(rows.map((row) => Number(row[column('Days Past Due')]))).toEqual(
      FIXTURES.map((fixture) => fixture.daysPastDue).sort((a, b) => b - a),
    );
    const balances = rows.map((row) => amountToCents(row[column('Balance (USD)')]!)).reduce((sum, cents) => sum + cents, 0);
    expect(balances).toBe(expectedCents('all', 'total'));
    const ninetyOne = rows.find((row) => row[column('Days Past Due')] === '91');
    expect(ninetyOne?.[column('Bucket')]).toBe('Over 90 days');
    expect(ninetyOne?.[column('Account')]).toBe('Acme Freight');
    expect(rows.filter((row) => row[column('Account')] === 'One-off customers')).toHaveLength(2);
    const numbers = new Set(rows.map((row) => row[column('Invoice Number')]));
    expect(numbers).toEqual(new Set(sent.map((invoice) => invoice.number)));
  });

  it('PDF: every row and the totals, as a reader extracts them', async () => {
    const response = await owner.request({ method: 'GET', url: `/api/admin/receivables/aging.pdf?asOf=${AS_OF}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Acme Freight');
    expect(text).toContain('One-off customers');
    for (const bucket of [...BUCKETS, 'total'] as const) expect(text).toContain(formatUsd(centsToAmount(expectedCents('all', bucket))));
  });

  it('records each download in the audit log', async () => {
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.recordId, 'receivables_aging'));
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((event) => event.action === 'export.downloaded' && event.actorKind === 'member')).toBe(true);
  });

  it('streams the invoices file in batches without losing or repeating one', async () => {
    const { agingInvoicesCsv } = await import('./aging-export.js');
    const chunks: string[] = [];
    for await (const chunk of agingInvoicesCsv(database.db, AS_OF, 5)) chunks.push(String(chunk));
    const rows = parseCsv(chunks.join(''))
      .slice(1)
      .filter((row) => row.length > 1);
    expect(rows.map((row) => row[2]).sort()).toEqual(sent.map((invoice) => invoice.number).sort());
  });
});

describe("the invoices file's due-day windows", () => {
  it('cover every day once, about a batch each, a crowded day alone, open at both ends', async () => {
    const { dueWindows } = await import('./aging-export.js');
    const days = [
      { dueOn: '2026-01-01', count: 1 },
      { dueOn: '2026-01-02', count: 1 },
      { dueOn: '2026-01-03', count: 5 },
      { dueOn: '2026-01-04', count: 1 },
      { dueOn: '2026-01-05', count: 1 },
    ];
    expect(dueWindows(days, 2)).toEqual([
      { from: null, to: '2026-01-02' },
      { from: '2026-01-03', to: '2026-01-03' },
      { from: '2026-01-04', to: null },
    ]);
    expect(dueWindows(days, 100)).toEqual([{ from: null, to: null }]);
    expect(dueWindows([], 100)).toEqual([{ from: null, to: null }]);
  });
});
