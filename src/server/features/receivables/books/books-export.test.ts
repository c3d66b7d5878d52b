// The accounting export through app.inject on a real database: a month of January with an
// account's invoice of three kinds, a one-off customer's invoice paid, partly refunded, an invoice
// voided, a credit note, and an invoice outside the month. QuickBooks Online's invoice file has its
// documented header and a row per billed line; the journals balance per document and over the
// month; the income accounts the owner chose are the ones booked; only the owner chooses them, only
// the owner and accounting export, and every download and change is in the audit log.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { parseCsv } from '../../../../../tests/support/csv.js';
import { sendInvoiceWithLines, THREE_LINES } from '../../../../../tests/support/invoices.js';
import { insertServiceRequestRow } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { DEFAULT_INCOME_ACCOUNTS, type IncomeAccounts } from '../../../../shared/receivables/books.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents, creditNotes, customerAccounts, invoices, paymentRefunds, payments } from '../../../db/schema.js';
import { findSentInvoices, type PageCursor } from './book-documents-repository.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let accounting: AdminClient;
let operations: AdminClient;
const numbers = { acme: '', blue: '', voided: '', february: '' };
let paymentId = '';

const JANUARY = 'from=2026-01-01&to=2026-01-31';

async function sendAt(
  staff: AdminClient,
  serviceRequestId: number,
  lines: Parameters<typeof sendInvoiceWithLines>[2],
  sentAt: string,
  dueOn: string,
) {
  await sendInvoiceWithLines(staff, serviceRequestId, lines);
  const [sent] = await database.db
    .update(invoices)
    .set({ sentAt: new Date(sentAt), dueOn })
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent')))
    .returning();
  return sent!;
}

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  await createTestAdmin(database.db, books, 'accounting');
  await createTestAdmin(database.db, ops, 'operations');
  accounting = await signIn(app, books, '10.210.0.2');
  operations = await signIn(app, ops, '10.210.0.3');

  const [acme] = await database.db.insert(customerAccounts).values({ name: 'Acme Shipping LLC', terms: 'net_30' }).returning();
  // An account's invoice of three kinds, sent on 15 January (Chicago), due on the 14th of February.
  const acmeRequest = await insertServiceRequestRow(database.db, { accountId: acme!.id, contactCompany: 'Acme (as typed)' });
  const acmeInvoice = await sendAt(owner, acmeRequest.id, THREE_LINES, '2026-01-15T16:00:00Z', '2026-02-14');
  numbers.acme = acmeInvoice.number!;
  await database.db.insert(creditNotes).values({
    invoiceId: acmeInvoice.id,
    number: 'CN-2026-000001',
    amount: '100.00',
    reason: 'Detention disputed',
    createdAt: new Date('2026-01-20T15:00:00Z'),
  });

  // A one-off customer's invoice sent at 23:30 in Chicago on the 19th (the 20th in UTC): the 19th's books.
  const blueRequest = await insertServiceRequestRow(database.db, { contactCompany: 'Blue Freight Co', contactEmail: 'pay@blue.example' });
  const blueInvoice = await sendAt(
    owner,
    blueRequest.id,
    [{ kind: 'linehaul', description: 'Toledo, OH to Dayton, OH', quantity: '1', unit: 'flat', rate: '900' }],
    '2026-01-20T05:30:00Z',
    '2026-01-19',
  );
  numbers.blue = blueInvoice.number!;
  const [payment] = await database.db
    .insert(payments)
    .values({
      serviceRequestId: blueRequest.id,
      provider: 'manual',
      method: 'zelle',
      amount: '900.00',
      appliedAmount: '900.00',
      status: 'succeeded',
      confirmedAt: new Date('2026-01-25T15:00:00Z'),
    })
    .returning();
  paymentId = payment!.id;
  await database.db.insert(paymentRefunds).values({
    paymentId,
    provider: 'manual',
    amount: '50.00',
    status: 'succeeded',
    reason: 'Late',
    createdAt: new Date('2026-01-28T15:00:00Z'),
  });

  // Sent on the 5th and voided on the 10th: in the books as sent, then withdrawn.
  const voidRequest = await insertServiceRequestRow(database.db, { accountId: acme!.id });
  const voided = await sendAt(
    owner,
    voidRequest.id,
    [
      { kind: 'linehaul', description: 'Flat', quantity: '1', unit: 'flat', rate: '300' },
      { kind: 'lumper', description: 'Lumper receipt', quantity: '1', unit: 'flat', rate: '200' },
    ],
    '2026-01-05T15:00:00Z',
    '2026-02-04',
  );
  numbers.voided = voided.number!;
  await database.db
    .update(invoices)
    .set({ state: 'void', voidedAt: new Date('2026-01-10T15:00:00Z'), voidReason: 'Wrong rate', balance: '0.00' })
    .where(eq(invoices.id, voided.id));

  // Sent on 3 February: not in January's books.
  const later = await insertServiceRequestRow(database.db, { contactCompany: '', contactName: 'Sam Solo' });
  numbers.february = (
    await sendAt(
      owner,
      later.id,
      [{ kind: 'linehaul', description: 'Flat', quantity: '1', unit: 'flat', rate: '400' }],
      '2026-02-03T15:00:00Z',
      '2026-02-03',
    )
  ).number!;

  // The owner books detention and lumpers to accounts of their own; the other kinds keep their defaults.
  const chosen = await owner.request({
    method: 'PUT',
    url: '/api/admin/books/income-accounts',
    payload: { ...DEFAULT_INCOME_ACCOUNTS, detention: 'Detention Revenue', lumper: 'Reimbursed Lumper Fees' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
});

afterAll(async () => {
  await stopTestApp(app, database);
});

async function download(staff: AdminClient, file: string, query = JANUARY): Promise<string[][]> {
  const response = await staff.request({ method: 'GET', url: `/api/admin/books/export/${file}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parseCsv(response.body).filter((row) => row.some((cell) => cell !== ''));
}

function cents(amount: string): number {
  return amount === '' ? 0 : Math.round(Number(amount) * 100);
}

/** Rows of a journal file grouped by document, each with its debits and credits in cents. */
function byDocument(rows: string[][], documentColumn: number, debitColumn: number, creditColumn: number) {
  const documents = new Map<string, { debit: number; credit: number; rows: string[][] }>();
  for (const row of rows) {
    const document = documents.get(row[documentColumn]!) ?? { debit: 0, credit: 0, rows: [] };
    document.debit += cents(row[debitColumn]!);
    document.credit += cents(row[creditColumn]!);
    document.rows.push(row);
    documents.set(row[documentColumn]!, document);
  }
  return documents;
}

describe('the QuickBooks Online invoice file', () => {
  it('has the columns QuickBooks Online’s invoice import documents, and a row per billed line of each invoice sent', async () => {
    const [header, ...rows] = await download(accounting, 'quickbooks-invoices');
    expect(header).toEqual([
      'InvoiceNo',
      'Customer',
      'InvoiceDate',
      'DueDate',
      'Terms',
      'Location',
      'Memo',
      'Item(Product/Service)',
      'ItemDescription',
      'ItemQuantity',
      'ItemRate',
      'ItemAmount',
      'Service Date',
    ]);
    const column = (name: string) => header!.indexOf(name);
    // Three of the account's, one of the one-off customer's, two of the voided invoice's; none of February's.
    expect(rows.map((row) => row[column('InvoiceNo')])).toEqual([
      numbers.voided,
      numbers.voided,
      numbers.acme,
      numbers.acme,
      numbers.acme,
      numbers.blue,
    ]);
    const acme = rows.filter((row) => row[column('InvoiceNo')] === numbers.acme);
    expect(acme[0]).toEqual([
      numbers.acme,
      'Acme Shipping LLC',
      '01/15/2026',
      '02/14/2026',
      'Net 30',
      '',
      expect.stringMatching(/^Load SR-/),
      'Linehaul',
      'Detroit, MI to Chicago, IL',
      '812',
      '2.15',
      '1745.80',
      '',
    ]);
    expect(acme.map((row) => row[column('Item(Product/Service)')])).toEqual(['Linehaul', 'Fuel surcharge', 'Detention']);
    expect(acme.reduce((sum, row) => sum + cents(row[column('ItemAmount')]!), 0)).toBe(225153);
    // The one-off customer is their company, on the day it was sent in Chicago, due on receipt.
    const blue = rows.find((row) => row[column('InvoiceNo')] === numbers.blue)!;
    expect([blue[column('Customer')], blue[column('InvoiceDate')], blue[column('Terms')], blue[column('ItemAmount')]]).toEqual([
      'Blue Freight Co',
      '01/19/2026',
      'Due on receipt',
      '900.00',
    ]);
  });
});

describe('the plain journal', () => {
  it('balances document by document and over the month, in the order things happened', async () => {
    const [header, ...rows] = await download(owner, 'journal');
    expect(header).toEqual(['Date', 'Document', 'Account', 'Debit', 'Credit', 'Customer', 'Memo']);
    const documents = byDocument(rows, 1, 3, 4);
    expect([...documents.keys()]).toEqual([
      numbers.voided,
      `${numbers.voided}-VOID`,
      numbers.acme,
      numbers.blue,
      'CN-2026-000001',
      `PMT-${paymentId.slice(0, 8).toUpperCase()}`,
      expect.stringMatching(/^RFD-[0-9A-F]{8}$/),
    ]);
    for (const [document, totals] of documents) expect(totals.debit, document).toBe(totals.credit);
    const debits = rows.reduce((sum, row) => sum + cents(row[3]!), 0);
    const credits = rows.reduce((sum, row) => sum + cents(row[4]!), 0);
    expect(debits).toBe(credits);
    const dates = rows.map((row) => row[0]!);
    expect(dates).toEqual([...dates].sort());
    expect(documents.get(numbers.blue)!.rows[0]![0]).toBe('2026-01-19');

    // A/R over the month: invoices 2251.53 + 900 + 500, less the void 500, the credit note 100 and
    // the payment 900, plus the refund 50.
    const receivable = rows.filter((row) => row[2] === 'Accounts Receivable (A/R)');
    expect(receivable.reduce((sum, row) => sum + cents(row[3]!) - cents(row[4]!), 0)).toBe(
      225153 + 90000 + 50000 - 50000 - 10000 - 90000 + 5000,
    );
    // Money: the payment in, the refund out.
    const cash = rows.filter((row) => row[2] === 'Undeposited Funds');
    expect(cash.map((row) => [row[1]!.slice(0, 4), row[3], row[4]])).toEqual([
      ['PMT-', '900.00', ''],
      ['RFD-', '', '50.00'],
    ]);
  });

  it('books each line kind to the income account the owner chose, and reverses in the same accounts', async () => {
    const [, ...rows] = await download(accounting, 'journal');
    const documents = byDocument(rows, 1, 3, 4);
    const lines = (document: string) => documents.get(document)!.rows.map((row) => [row[2], row[3], row[4], row[5]]);
    expect(lines(numbers.acme)).toEqual([
      ['Accounts Receivable (A/R)', '2251.53', '', 'Acme Shipping LLC'],
      ['Freight Income', '', '1745.80', 'Acme Shipping LLC'],
      ['Fuel Surcharge Income', '', '336.98', 'Acme Shipping LLC'],
      ['Detention Revenue', '', '168.75', 'Acme Shipping LLC'],
    ]);
    // The credit note gives income back in the invoice's proportions.
    expect(lines('CN-2026-000001')).toEqual([
      ['Freight Income', '77.54', '', 'Acme Shipping LLC'],
      ['Fuel Surcharge Income', '14.97', '', 'Acme Shipping LLC'],
      ['Detention Revenue', '7.49', '', 'Acme Shipping LLC'],
      ['Accounts Receivable (A/R)', '', '100.00', 'Acme Shipping LLC'],
    ]);
    expect(lines(`${numbers.voided}-VOID`)).toEqual([
      ['Freight Income', '300.00', '', 'Acme Shipping LLC'],
      ['Reimbursed Lumper Fees', '200.00', '', 'Acme Shipping LLC'],
      ['Accounts Receivable (A/R)', '', '500.00', 'Acme Shipping LLC'],
    ]);
  });
});

describe('the QuickBooks Online journal entries', () => {
  it('hold the voids, credit notes, payments and refunds (not the invoices), each entry balanced, in QuickBooks’ columns', async () => {
    const [header, ...rows] = await download(accounting, 'quickbooks-journal');
    expect(header).toEqual(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']);
    const entries = byDocument(rows, 0, 3, 4);
    expect([...entries.keys()]).toEqual([
      `${numbers.voided}-VOID`,
      'CN-2026-000001',
      `PMT-${paymentId.slice(0, 8).toUpperCase()}`,
      expect.stringMatching(/^RFD-/),
    ]);
    for (const [entry, totals] of entries) expect(totals.debit, entry).toBe(totals.credit);
    expect(rows.every((row) => /^\d{2}\/\d{2}\/2026$/.test(row[1]!) && row[6] !== '')).toBe(true);
    expect(entries.get('CN-2026-000001')!.rows[0]![1]).toBe('01/20/2026');
  });
});

describe('the QuickBooks Online products and services', () => {
  it('name an item per line kind, each with the income account the owner chose', async () => {
    const [header, ...rows] = await download(accounting, 'quickbooks-items');
    expect(header).toEqual(['Name', 'Type', 'Sales Description', 'Income Account']);
    expect(rows).toHaveLength(11);
    expect(rows.find((row) => row[0] === 'Detention')).toEqual(['Detention', 'Service', 'Detention', 'Detention Revenue']);
    expect(rows.find((row) => row[0] === 'Linehaul')![3]).toBe('Freight Income');
    expect(rows.find((row) => row[0] === 'Lumper')![3]).toBe('Reimbursed Lumper Fees');
  });
});

describe('who may export and choose, and what is recorded', () => {
  it('lets the owner and accounting download, and refuses operations', async () => {
    const refused = await operations.request({ method: 'GET', url: `/api/admin/books/export/journal?${JANUARY}` });
    expect(refused.statusCode).toBe(403);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export.downloaded'), eq(auditEvents.recordId, 'accounting')));
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.changes).toMatchObject({
      file: { after: expect.any(String) as unknown },
      from: { after: '2026-01-01' },
      to: { after: '2026-01-31' },
    });
  });

  it('lets only the owner choose the income accounts, and records each change', async () => {
    const read = await accounting.request({ method: 'GET', url: '/api/admin/books/income-accounts' });
    expect(read.statusCode).toBe(200);
    expect(read.json<IncomeAccounts>().items).toContainEqual({ kind: 'detention', accountName: 'Detention Revenue', isDefault: false });
    expect(read.json<IncomeAccounts>().items).toContainEqual({ kind: 'linehaul', accountName: 'Freight Income', isDefault: true });
    const refused = await accounting.request({
      method: 'PUT',
      url: '/api/admin/books/income-accounts',
      payload: { ...DEFAULT_INCOME_ACCOUNTS, detention: 'Mine' },
    });
    expect(refused.statusCode).toBe(403);
    const [changed] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'income_accounts.changed'));
    expect(changed!.changes).toEqual({
      detention: { before: 'Accessorial Income (default)', after: 'Detention Revenue' },
      lumper: { before: 'Accessorial Income (default)', after: 'Reimbursed Lumper Fees' },
    });
  });

  it.each([
    ['a range backwards', '/api/admin/books/export/journal?from=2026-02-01&to=2026-01-01'],
    ['more than 366 days', '/api/admin/books/export/journal?from=2025-01-01&to=2026-01-31'],
    ['a day that is not one', '/api/admin/books/export/journal?from=2026-02-30&to=2026-03-01'],
    ['no range', '/api/admin/books/export/journal'],
    ['a file we do not make', `/api/admin/books/export/quickbooks-bills?${JANUARY}`],
  ])('refuses %s with a 400 and records nothing', async (_case, url) => {
    const before = await database.db.select().from(auditEvents);
    const response = await accounting.request({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(await database.db.select().from(auditEvents)).toHaveLength(before.length);
  });

  it.each([
    ['a kind left out', { linehaul: 'Freight Income' }],
    ['an unknown kind', { ...DEFAULT_INCOME_ACCOUNTS, storage: 'Storage Income' }],
    ['an empty name', { ...DEFAULT_INCOME_ACCOUNTS, linehaul: '  ' }],
    ['a name on two lines', { ...DEFAULT_INCOME_ACCOUNTS, linehaul: 'Freight\nIncome' }],
    ['a name with a double quote', { ...DEFAULT_INCOME_ACCOUNTS, linehaul: 'Freight "Income"' }],
    ['a name too long', { ...DEFAULT_INCOME_ACCOUNTS, linehaul: 'x'.repeat(101) }],
  ])('refuses income accounts with %s (400), changing nothing', async (_case, payload) => {
    const response = await owner.request({ method: 'PUT', url: '/api/admin/books/income-accounts', payload });
    expect(response.statusCode).toBe(400);
    const read = await owner.request({ method: 'GET', url: '/api/admin/books/income-accounts' });
    expect(read.json<IncomeAccounts>().items).toContainEqual({ kind: 'linehaul', accountName: 'Freight Income', isDefault: true });
  });
});

describe('paging', () => {
  it('reads invoices sent within one millisecond each once, however small the page', async () => {
    const ids: number[] = [];
    for (const [index, microseconds] of ['100', '200', '300'].entries()) {
      const request = await insertServiceRequestRow(database.db);
      const [row] = await database.db
        .insert(invoices)
        .values({
          serviceRequestId: request.id,
          state: 'sent',
          number: `INV-2025-00000${index + 1}`,
          total: '10.00',
          balance: '10.00',
          terms: 'due_on_receipt',
          dueOn: '2025-06-10',
          sentAt: sql`${`2025-06-10 15:00:00.000${microseconds}+00`}::timestamptz`,
        })
        .returning({ id: invoices.id });
      ids.push(row!.id);
    }
    const window = { from: new Date('2025-06-10T00:00:00Z'), until: new Date('2025-06-11T00:00:00Z') };
    const read: number[] = [];
    let cursor: PageCursor | undefined;
    for (let page = 0; page < 5; page++) {
      const [row] = await findSentInvoices(database.db, window, cursor, 1);
      if (!row) break;
      read.push(row.id);
      cursor = { atKey: row.atKey, id: row.id };
    }
    expect(read).toEqual(ids);
  });
});
