// Receivables arranged straight in the database for tests (issue 38): customer accounts with their
// billing contacts, invoices sent on an account's terms, and the money movements that change what
// an invoice still owes (a payment's applied part, a refund, a credit note, a void), each followed by
// the balance recomputed from the ledger as the product does (recomputeInvoiceBalance).
import { eq, sql } from 'drizzle-orm';
import type { PaymentTerms } from '../../src/shared/accounts/accounts.js';
import type { Locale } from '../../src/shared/i18n.js';
import type { PaymentMethod } from '../../src/shared/payments/payments.js';
import { selectRows, type Database } from '../../src/server/db/client.js';
import { creditNotes, customerAccountContacts, customerAccounts, invoices, paymentRefunds, payments } from '../../src/server/db/schema.js';
import { nextCreditNoteNumber } from '../../src/server/features/invoicing/credit-notes/credit-note-numbers.js';
import { recomputeInvoiceBalance, recordInvoiceAsSent } from '../../src/server/features/invoicing/index.js';
import { insertServiceRequestRow } from './service-requests.js';

export const BILLING_TIME_ZONE = 'America/Chicago';

export async function insertAccount(
  db: Database,
  account: { name: string; terms?: PaymentTerms; language?: Locale; contacts?: readonly string[]; factored?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(customerAccounts)
    .values({
      name: account.name,
      terms: account.terms ?? 'net_30',
      language: account.language ?? 'en',
      factored: account.factored ?? false,
    })
    .returning({ id: customerAccounts.id });
  if (!row) throw new Error('no account inserted');
  for (const email of account.contacts ?? []) await db.insert(customerAccountContacts).values({ accountId: row.id, email, name: email });
  return row.id;
}

export interface SentInvoice {
  serviceRequestId: number;
  invoiceId: number;
  referenceId: string;
  number: string;
}

/** A request of the account's (or a one-off customer's, null) with an invoice of `amount` sent at `sentAt` on the account's terms. */
export async function sendInvoice(
  db: Database,
  invoice: { accountId: number | null; amount: string; sentAt: Date; contactEmail?: string; contactName?: string },
): Promise<SentInvoice> {
  const request = await insertServiceRequestRow(db, {
    accountId: invoice.accountId,
    ...(invoice.contactEmail ? { contactEmail: invoice.contactEmail } : {}),
    ...(invoice.contactName ? { contactName: invoice.contactName } : {}),
  });
  const number = await db.transaction((tx) =>
    recordInvoiceAsSent(tx, {
      serviceRequestId: request.id,
      amount: invoice.amount,
      sentAt: invoice.sentAt,
      billingTimeZone: BILLING_TIME_ZONE,
    }),
  );
  const [document] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number));
  if (!document) throw new Error(`no invoice ${number}`);
  return { serviceRequestId: request.id, invoiceId: document.id, referenceId: request.referenceId, number };
}

/** Sets an invoice's due day (to age it without waiting). */
export async function setDueDay(db: Database, invoiceId: number, dueOn: string): Promise<void> {
  await db.update(invoices).set({ dueOn }).where(eq(invoices.id, invoiceId));
}

/** A confirmed payment of `amount` of which `applied` went to the invoice (the rest an overpayment). */
export async function applyPayment(
  db: Database,
  invoice: SentInvoice,
  payment: { amount: string; applied?: string; at: Date; method?: PaymentMethod },
): Promise<string> {
  const applied = payment.applied ?? payment.amount;
  const [row] = await db
    .insert(payments)
    .values({
      serviceRequestId: invoice.serviceRequestId,
      provider: 'manual',
      method: payment.method ?? 'ach',
      amount: payment.amount,
      appliedAmount: applied,
      overpayment: applied !== payment.amount,
      status: 'succeeded',
      confirmedAt: payment.at,
      createdAt: payment.at,
      updatedAt: payment.at,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment inserted');
  await recomputeInvoiceBalance(db, invoice.serviceRequestId);
  return row.id;
}

/** A refund of `amount` of a payment that succeeded at `at`. */
export async function refundPayment(
  db: Database,
  invoice: SentInvoice,
  paymentId: string,
  refund: { amount: string; at: Date },
): Promise<void> {
  await db.insert(paymentRefunds).values({
    paymentId,
    provider: 'manual',
    amount: refund.amount,
    status: 'succeeded',
    reason: 'Returned in a test',
    createdAt: refund.at,
    updatedAt: refund.at,
  });
  await recomputeInvoiceBalance(db, invoice.serviceRequestId);
}

/** A credit note of `amount` on the sent invoice, issued at `at`; returns its number. */
export async function creditInvoice(db: Database, invoice: SentInvoice, credit: { amount: string; at: Date }): Promise<string> {
  const number = await nextCreditNoteNumber(db, credit.at);
  await db
    .insert(creditNotes)
    .values({ invoiceId: invoice.invoiceId, number, amount: credit.amount, reason: 'A damaged pallet', createdAt: credit.at });
  await recomputeInvoiceBalance(db, invoice.serviceRequestId);
  return number;
}

/** The invoice withdrawn at `at`: it owes nothing from then on. */
export async function voidInvoice(db: Database, invoice: SentInvoice, at: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ state: 'void', voidedAt: at, voidReason: 'Load cancelled', balance: '0' })
    .where(eq(invoices.id, invoice.invoiceId));
}

/** What the account owes: the sum of its sent invoices' balances, as the database sums it. */
export async function openBalanceOf(db: Database, accountId: number | null): Promise<string> {
  const ofAccount = accountId === null ? sql`account_id is null` : sql`account_id = ${accountId}`;
  const [row] = await selectRows<{ owed: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as owed from invoices where state = 'sent' and ${ofAccount}`,
  );
  return row?.owed ?? '0.00';
}
