// The accounting export's reads (decision 077): each kind of document that moved a receivable in a
// window of moments, walked in the order it happened (its moment, then its id) a page at a time,
// with the customer it is booked to: the invoice's account, else the request's company or name.
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { creditNotes, customerAccounts, invoiceLines, invoices, paymentRefunds, payments, serviceRequests } from '../../../db/schema.js';
import type { BookWindow } from './billing-days.js';

/**
 * Where the last page ended: the next starts after this moment and id. The moment is the
 * database's own text of it: a timestamp keeps microseconds, a JavaScript Date only milliseconds,
 * and a cursor rounded down would read the rows of its last millisecond again.
 */
export interface PageCursor {
  atKey: string;
  id: number | string;
}

/** A moment column as its exact text, for the next page's cursor. */
const keyOf = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** The customer a document is booked to: its account's name, or a one-off customer's company, or their name. */
const customerName = sql<string>`coalesce(${customerAccounts.name}, nullif(btrim(${serviceRequests.contactCompany}), ''), ${serviceRequests.contactName})`;

function inWindow(column: AnyPgColumn, window: BookWindow): SQL | undefined {
  return and(gte(column, window.from), lt(column, window.until));
}

function after(column: AnyPgColumn, id: AnyPgColumn, cursor: PageCursor | undefined): SQL | undefined {
  return cursor ? sql`(${column}, ${id}) > (${cursor.atKey}::timestamptz, ${cursor.id})` : undefined;
}

/** Invoices sent in the window (those voided since too: their void is a document of its own day). */
export async function findSentInvoices(executor: Executor, window: BookWindow, cursor: PageCursor | undefined, limit: number) {
  return executor
    .select({
      id: invoices.id,
      at: sql<Date>`${invoices.sentAt}`.mapWith(invoices.sentAt),
      atKey: keyOf(invoices.sentAt),
      number: sql<string>`${invoices.number}`,
      total: sql<string>`${invoices.total}`,
      terms: invoices.terms,
      dueOn: invoices.dueOn,
      referenceId: serviceRequests.referenceId,
      customer: customerName,
    })
    .from(invoices)
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .leftJoin(customerAccounts, eq(customerAccounts.id, invoices.accountId))
    .where(and(inArray(invoices.state, ['sent', 'void']), inWindow(invoices.sentAt, window), after(invoices.sentAt, invoices.id, cursor)))
    .orderBy(asc(invoices.sentAt), asc(invoices.id))
    .limit(limit);
}

/** Invoices voided in the window, with what their credit notes had already taken off. */
export async function findVoidedInvoices(executor: Executor, window: BookWindow, cursor: PageCursor | undefined, limit: number) {
  return executor
    .select({
      id: invoices.id,
      at: sql<Date>`${invoices.voidedAt}`.mapWith(invoices.voidedAt),
      atKey: keyOf(invoices.voidedAt),
      number: sql<string>`${invoices.number}`,
      total: sql<string>`${invoices.total}`,
      credited: sql<string>`(select coalesce(sum(${creditNotes.amount}), 0)::text from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id})`,
      reason: invoices.voidReason,
      referenceId: serviceRequests.referenceId,
      customer: customerName,
    })
    .from(invoices)
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .leftJoin(customerAccounts, eq(customerAccounts.id, invoices.accountId))
    .where(and(eq(invoices.state, 'void'), inWindow(invoices.voidedAt, window), after(invoices.voidedAt, invoices.id, cursor)))
    .orderBy(asc(invoices.voidedAt), asc(invoices.id))
    .limit(limit);
}

/** Credit notes issued in the window, with the invoice they lower. */
export async function findCreditNotes(executor: Executor, window: BookWindow, cursor: PageCursor | undefined, limit: number) {
  return executor
    .select({
      id: creditNotes.id,
      at: creditNotes.createdAt,
      atKey: keyOf(creditNotes.createdAt),
      number: creditNotes.number,
      amount: creditNotes.amount,
      invoiceId: creditNotes.invoiceId,
      invoiceNumber: sql<string>`${invoices.number}`,
      referenceId: serviceRequests.referenceId,
      customer: customerName,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .leftJoin(customerAccounts, eq(customerAccounts.id, invoices.accountId))
    .where(and(inWindow(creditNotes.createdAt, window), after(creditNotes.createdAt, creditNotes.id, cursor)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id))
    .limit(limit);
}

/**
 * The account a request's money is booked to: its sent invoice's (moved by a merge), else the
 * request's own. A payment made with no invoice (free-form) is not a receivable and not read here.
 */
const paidInvoices = sql`${invoices.serviceRequestId} = ${serviceRequests.id} and ${invoices.state} = 'sent'`;
const accountOfRequest = sql`coalesce(${invoices.accountId}, ${serviceRequests.accountId})`;

/** Invoice payments confirmed in the window (an overpayment too: the money arrived). */
export async function findConfirmedPayments(executor: Executor, window: BookWindow, cursor: PageCursor | undefined, limit: number) {
  return executor
    .select({
      id: payments.id,
      at: sql<Date>`${payments.confirmedAt}`.mapWith(payments.confirmedAt),
      atKey: keyOf(payments.confirmedAt),
      amount: payments.amount,
      method: payments.method,
      overpayment: payments.overpayment,
      invoiceNumber: serviceRequests.invoiceNumber,
      referenceId: serviceRequests.referenceId,
      customer: customerName,
    })
    .from(payments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .leftJoin(invoices, paidInvoices)
    .leftJoin(customerAccounts, eq(customerAccounts.id, accountOfRequest))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        isNotNull(payments.serviceRequestId),
        inWindow(payments.confirmedAt, window),
        after(payments.confirmedAt, payments.id, cursor),
      ),
    )
    .orderBy(asc(payments.confirmedAt), asc(payments.id))
    .limit(limit);
}

/** Refunds of invoice payments that went through in the window (money actually returned). */
export async function findSucceededRefunds(executor: Executor, window: BookWindow, cursor: PageCursor | undefined, limit: number) {
  return executor
    .select({
      id: paymentRefunds.id,
      at: paymentRefunds.createdAt,
      atKey: keyOf(paymentRefunds.createdAt),
      amount: paymentRefunds.amount,
      paymentId: paymentRefunds.paymentId,
      invoiceNumber: serviceRequests.invoiceNumber,
      referenceId: serviceRequests.referenceId,
      customer: customerName,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .leftJoin(invoices, paidInvoices)
    .leftJoin(customerAccounts, eq(customerAccounts.id, accountOfRequest))
    .where(
      and(
        eq(paymentRefunds.status, 'succeeded'),
        inWindow(paymentRefunds.createdAt, window),
        after(paymentRefunds.createdAt, paymentRefunds.id, cursor),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
    .limit(limit);
}

/** The billed (approved) lines of these invoices, each invoice's in its order. */
export async function findBilledLines(executor: Executor, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return executor
    .select({
      invoiceId: invoiceLines.invoiceId,
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      rate: invoiceLines.rate,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(and(inArray(invoiceLines.invoiceId, [...invoiceIds]), eq(invoiceLines.state, 'approved')))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position), asc(invoiceLines.id));
}

export type SentInvoiceRow = Awaited<ReturnType<typeof findSentInvoices>>[number];
export type BilledLineRow = Awaited<ReturnType<typeof findBilledLines>>[number];
