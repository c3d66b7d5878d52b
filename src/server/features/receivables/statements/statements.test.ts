// Account statements on PostgreSQL: the statement's arithmetic over invoices, partial payments (one
// with an overpayment), a refund that first returns the overpayment and then applied money, a credit
// note and a void, each on its day in the billing time zone; opening + rows = closing, one month's
// closing is the next one's opening, and a statement ending today closes at the account's open
// balance to the cent. Its PDF in English and Spanish, and the back office's routes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { pdfText } from '../../../../../tests/support/pdf-text.js';
import {
  BILLING_TIME_ZONE,
  applyPayment,
  creditInvoice,
  insertAccount,
  openBalanceOf,
  refundPayment,
  sendInvoice,
  voidInvoice,
  type SentInvoice,
} from '../../../../../tests/support/receivables.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { amountToCents } from '../../../../shared/money.js';
import type { Statement, StoredStatementList } from '../../../../shared/receivables/statements.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { findStatementAccount } from './statement-repository.js';
import { accountStatement, monthBefore } from './statement-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let accounting: AdminClient;
let operations: AdminClient;
let acmeId = 0;
let borealisId = 0;
const invoices: Record<'a' | 'b' | 'c', SentInvoice | undefined> = { a: undefined, b: undefined, c: undefined };
let creditNoteNumber = '';

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  const { db } = database;
  await createTestAdmin(db);
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  await createTestAdmin(db, books, 'accounting');
  await createTestAdmin(db, ops, 'operations');
  accounting = await signIn(app, books, '10.200.0.2');
  operations = await signIn(app, ops, '10.200.0.3');

  acmeId = await insertAccount(db, { name: 'Acme Freight', contacts: ['ap@acme.example'] });
  const a = await sendInvoice(db, { accountId: acmeId, amount: '1000.00', sentAt: at('2026-01-05T16:00:00Z') });
  const b = await sendInvoice(db, { accountId: acmeId, amount: '500.00', sentAt: at('2026-01-10T16:00:00Z') });
  await applyPayment(db, a, { amount: '400.00', at: at('2026-01-20T16:00:00Z'), method: 'credit_card' });
  // 9 PM on 31 January in Chicago, 1 February in UTC: January's.
  await applyPayment(db, b, { amount: '25.00', at: at('2026-02-01T03:00:00Z'), method: 'zelle' });
  // $700 by ACH against $600 owed: $600 applied, $100 an overpayment.
  const long = await applyPayment(db, a, { amount: '700.00', applied: '600.00', at: at('2026-02-03T16:00:00Z') });
  // $150 back: the $100 overpayment first, then $50 of what paid the invoice, which is owed again.
  await refundPayment(db, a, long, { amount: '150.00', at: at('2026-02-10T16:00:00Z') });
  creditNoteNumber = await creditInvoice(db, b, { amount: '75.00', at: at('2026-02-12T16:00:00Z') });
  const c = await sendInvoice(db, { accountId: acmeId, amount: '300.00', sentAt: at('2026-02-15T16:00:00Z') });
  await voidInvoice(db, c, at('2026-02-20T16:00:00Z'));
  Object.assign(invoices, { a, b, c });

  borealisId = await insertAccount(db, { name: 'Borealis Transportes', language: 'es', contacts: ['cuentas@borealis.example'] });
  await sendInvoice(db, { accountId: borealisId, amount: '200.00', sentAt: at('2026-01-12T16:00:00Z') });
});
afterAll(async () => {
  await stopTestApp(app, database);
});

async function statementOf(accountId: number, start: string, end: string): Promise<Statement> {
  const account = await findStatementAccount(database.db, accountId);
  return accountStatement(database.db, account!, { start, end }, BILLING_TIME_ZONE);
}

const cents = (amount: string) => amountToCents(amount.replace(/^-/, '')) * (amount.startsWith('-') ? -1 : 1);
const rowsSum = (statement: Statement) => statement.entries.reduce((sum, entry) => sum + cents(entry.amount), 0);

describe("an account's statement", () => {
  it("January: the invoices sent, a card payment and a payment made on 31 January in Chicago's day", async () => {
    const january = await statementOf(acmeId, '2026-01-01', '2026-01-31');
    expect(january.openingBalance).toBe('0.00');
    expect(january.entries.map((entry) => [entry.on, entry.kind, entry.amount, entry.balance])).toEqual([
      ['2026-01-05', 'invoice', '1000.00', '1000.00'],
      ['2026-01-10', 'invoice', '500.00', '1500.00'],
      ['2026-01-20', 'payment', '-400.00', '1100.00'],
      ['2026-01-31', 'payment', '-25.00', '1075.00'],
    ]);
    expect(january.closingBalance).toBe('1075.00');
    expect(january.entries[2]).toMatchObject({
      invoiceNumber: invoices.a!.number,
      referenceId: invoices.a!.referenceId,
      detail: 'credit_card',
    });
  });

  it('February: the applied part of a long payment, the refund of applied money only, a credit note, an invoice sent and voided', async () => {
    const february = await statementOf(acmeId, '2026-02-01', '2026-02-28');
    expect(february.openingBalance).toBe('1075.00');
    expect(february.entries.map((entry) => [entry.on, entry.kind, entry.amount, entry.balance])).toEqual([
      ['2026-02-03', 'payment', '-600.00', '475.00'],
      ['2026-02-10', 'refund', '50.00', '525.00'],
      ['2026-02-12', 'credit_note', '-75.00', '450.00'],
      ['2026-02-15', 'invoice', '300.00', '750.00'],
      ['2026-02-20', 'void', '-300.00', '450.00'],
    ]);
    expect(february.entries[2]?.detail).toBe(creditNoteNumber);
    expect(february.closingBalance).toBe('450.00');
  });

  it('opening + rows = closing, and each month opens at the one before closed', async () => {
    const months = [
      ['2025-12-01', '2025-12-31'],
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
    ] as const;
    let previousClosing = '0.00';
    for (const [start, end] of months) {
      const statement = await statementOf(acmeId, start, end);
      expect(statement.openingBalance, start).toBe(previousClosing);
      expect(cents(statement.openingBalance) + rowsSum(statement), start).toBe(cents(statement.closingBalance));
      previousClosing = statement.closingBalance;
    }
    const whole = await statementOf(acmeId, '2026-01-01', '2026-02-28');
    expect(whole.openingBalance).toBe('0.00');
    expect(whole.entries).toHaveLength(9);
    expect(whole.closingBalance).toBe('450.00');
  });

  it("closes at the account's open balance, the sum of its invoices' balances, for a period ending today", async () => {
    const owed = await openBalanceOf(database.db, acmeId);
    // What recomputeInvoiceBalance left: A 1000 - 400 - 600 + 50, B 500 - 25 - 75, C voided.
    expect(owed).toBe('450.00');
    const today = calendarDayIn(new Date(), BILLING_TIME_ZONE);
    const response = await accounting.request({ method: 'GET', url: `/api/admin/receivables/accounts/${acmeId}/statement` });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json<Statement>();
    expect(statement.periodEnd).toBe(today);
    expect(statement.periodStart).toBe(`${today.slice(0, 7)}-01`);
    expect(statement.closingBalance).toBe(owed);
    // From before the first invoice: nothing owed at the start, every movement since adds up to what is owed.
    const fromTheStart = await accounting.request({
      method: 'GET',
      url: `/api/admin/receivables/accounts/${acmeId}/statement?from=2026-01-01&to=2026-02-28`,
    });
    const all = fromTheStart.json<Statement>();
    expect(all.openingBalance).toBe('0.00');
    expect(rowsSum(all)).toBe(amountToCents(owed));
    expect(all.closingBalance).toBe(owed);
  });

  it('refuses a backwards, future or too long period, and an unknown account', async () => {
    const url = (query: string) => `/api/admin/receivables/accounts/${acmeId}/statement?${query}`;
    const backwards = await accounting.request({ method: 'GET', url: url('from=2026-02-01&to=2026-01-31') });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'shared.message.statementPeriodOrder' });
    const future = await accounting.request({ method: 'GET', url: url('from=2026-01-01&to=2099-01-31') });
    expect(future.json()).toMatchObject({ code: 'shared.message.statementPeriodFuture' });
    const long = await accounting.request({ method: 'GET', url: url('from=2024-01-01&to=2025-12-31') });
    expect(long.json()).toMatchObject({ code: 'shared.message.statementPeriodTooLong', values: { days: 366 } });
    expect((await accounting.request({ method: 'GET', url: '/api/admin/receivables/accounts/999999/statement' })).statusCode).toBe(404);
    expect((await operations.request({ method: 'GET', url: url('') })).statusCode).toBe(403);
  });
});

describe('the statement PDF', () => {
  it('is in English for an English account, with the opening, every row and the closing balance', async () => {
    const response = await accounting.request({
      method: 'GET',
      url: `/api/admin/receivables/accounts/${acmeId}/statement.pdf?from=2026-02-01&to=2026-02-28`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`statement-${acmeId}-2026-02-01-2026-02-28.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Acme Freight');
    expect(text).toContain('Opening balance on Feb 1, 2026 $1,075.00');
    expect(text).toContain(`Credit note ${creditNoteNumber}, invoice ${invoices.b!.number}`);
    expect(text).toContain(`Refund by ACH Transfer, invoice ${invoices.a!.number}`);
    expect(text).toContain(`Invoice ${invoices.c!.number} voided`);
    expect(text).toContain('Closing balance on Feb 28, 2026 $450.00');
    expect(text).toContain('Amount due $450.00');
  });

  it('is in Spanish for a Spanish account', async () => {
    const response = await accounting.request({
      method: 'GET',
      url: `/api/admin/receivables/accounts/${borealisId}/statement.pdf?from=2026-01-01&to=2026-01-31`,
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('ESTADO DE CUENTA');
    expect(text).toContain('Borealis Transportes');
    expect(text).toContain('Saldo inicial al');
    expect(text).toContain('Saldo final al');
    expect(text).toContain('$200.00');
    expect(text).toMatch(/Factura INV-\d{4}-\d{6}/);
  });

  it('sends a factored account to the factor instead of our payment page', async () => {
    const { factoringSettings } = await import('../../../db/schema.js');
    await database.db.insert(factoringSettings).values({ factorName: 'Prairie Capital Factors', remitTo: 'PO Box 4410, Omaha, NE 68103' });
    const factoredId = await insertAccount(database.db, { name: 'Assigned Freight', factored: true });
    await sendInvoice(database.db, { accountId: factoredId, amount: '640.00', sentAt: at('2026-01-08T16:00:00Z') });
    const response = await accounting.request({
      method: 'GET',
      url: `/api/admin/receivables/accounts/${factoredId}/statement.pdf?from=2026-01-01&to=2026-01-31`,
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Your invoices are assigned to Prairie Capital Factors. Pay only to: PO Box 4410, Omaha, NE 68103');
    expect(text).not.toContain('Pay online');
  });

  it('is recorded in the audit log when downloaded', async () => {
    const { auditEvents } = await import('../../../db/schema.js');
    const { and, eq } = await import('drizzle-orm');
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'customer_account'), eq(auditEvents.action, 'document.downloaded')));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events[0]?.changes).toMatchObject({ document: { after: 'statement' }, via: { after: 'admin' } });
  });

  it('lists no kept statements before the monthly run', async () => {
    const response = await accounting.request({ method: 'GET', url: `/api/admin/receivables/accounts/${acmeId}/statements` });
    expect(response.json<StoredStatementList>()).toEqual({ items: [] });
  });
});

describe('monthBefore', () => {
  it('is the whole calendar month before, across a year and in a leap year', () => {
    expect(monthBefore('2026-01-01')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(monthBefore('2028-03-15')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthBefore('2026-03-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
});
