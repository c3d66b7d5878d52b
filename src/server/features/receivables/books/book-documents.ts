// The receivables documents of a window as journal documents (decision 077): invoices sent,
// invoices voided, credit notes, payments and refunds, each with its balanced lines, the day it is
// booked on (billing time zone) and its customer. Each kind is read a page at a time in the order
// it happened; the journal merges them by moment, so a year's books never sit in memory at once.
import { amountToCents } from '../../../../shared/money-format.js';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payments/payment-methods.js';
import type { LineKind } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import type { BookWindow } from './billing-days.js';
import {
  findBilledLines,
  findConfirmedPayments,
  findCreditNotes,
  findSentInvoices,
  findSucceededRefunds,
  findVoidedInvoices,
  type BilledLineRow,
  type PageCursor,
} from './book-documents-repository.js';
import {
  invoiceLines,
  paymentLines,
  refundLines,
  reversalLines,
  type IncomeAccountOf,
  type JournalLine,
  type KindAmounts,
} from './journal-entries.js';

export const DOCUMENT_KINDS = ['invoice', 'void', 'credit_note', 'payment', 'refund'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface JournalDocument {
  kind: DocumentKind;
  /** When it happened: the journal's order. */
  at: Date;
  /** The day it is booked on, YYYY-MM-DD in the billing time zone. */
  day: string;
  /** Its number: INV-…, INV-…-VOID, CN-…, PMT-… (a payment's first eight characters), RFD-…. */
  document: string;
  customer: string;
  memo: string;
  lines: JournalLine[];
}

export interface BookContext {
  timeZone: string;
  incomeAccount: IncomeAccountOf;
  kindLabel: (kind: LineKind) => string;
}

/**
 * Documents per page of each kind. No index orders invoices by send time (nor payments by
 * confirmation): each page scans its table, so pages are large (a few MB of rows each) to keep
 * the scans few. Decision 077 names the indexes that would make each page a range read.
 */
export const PAGE_SIZE = 2000;

/** Pages of a query, each starting after the last row of the one before. */
async function* pagesOf<Row extends { atKey: string; id: number | string }>(
  fetch: (cursor: PageCursor | undefined, limit: number) => Promise<Row[]>,
  pageSize = PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let cursor: PageCursor | undefined;
  for (;;) {
    const rows = await fetch(cursor, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { atKey: last.atKey, id: last.id };
  }
}

/** Each line kind's billed amount per invoice. */
export async function kindAmountsOf(executor: Executor, invoiceIds: readonly number[]): Promise<Map<number, Map<LineKind, number>>> {
  return kindAmountsOfLines(await findBilledLines(executor, invoiceIds));
}

export function kindAmountsOfLines(lines: readonly BilledLineRow[]): Map<number, Map<LineKind, number>> {
  const byInvoice = new Map<number, Map<LineKind, number>>();
  for (const line of lines) {
    const kinds = byInvoice.get(line.invoiceId) ?? new Map<LineKind, number>();
    kinds.set(line.kind, (kinds.get(line.kind) ?? 0) + amountToCents(line.amount));
    byInvoice.set(line.invoiceId, kinds);
  }
  return byInvoice;
}

const NO_KINDS: KindAmounts = new Map();

export async function* invoiceDocuments(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  for await (const page of pagesOf((cursor, limit) => findSentInvoices(executor, window, cursor, limit))) {
    const kinds = await kindAmountsOf(
      executor,
      page.map((row) => row.id),
    );
    for (const row of page) {
      yield {
        kind: 'invoice',
        at: row.at,
        day: calendarDayIn(row.at, context.timeZone),
        document: row.number,
        customer: row.customer,
        memo: `Invoice ${row.number}, load ${row.referenceId}`,
        lines: invoiceLines(amountToCents(row.total), kinds.get(row.id) ?? NO_KINDS, context.incomeAccount, context.kindLabel),
      };
    }
  }
}

export async function* voidDocuments(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  for await (const page of pagesOf((cursor, limit) => findVoidedInvoices(executor, window, cursor, limit))) {
    const kinds = await kindAmountsOf(
      executor,
      page.map((row) => row.id),
    );
    for (const row of page) {
      // A void withdraws what the invoice still asked for: its total less its credit notes (nothing was paid: decision 069).
      const cents = amountToCents(row.total) - amountToCents(row.credited);
      const memo = `Invoice ${row.number} voided (load ${row.referenceId})`;
      yield {
        kind: 'void',
        at: row.at,
        day: calendarDayIn(row.at, context.timeZone),
        document: `${row.number}-VOID`,
        customer: row.customer,
        memo,
        lines: cents > 0 ? reversalLines(cents, kinds.get(row.id) ?? NO_KINDS, context.incomeAccount, context.kindLabel, memo) : [],
      };
    }
  }
}

export async function* creditNoteDocuments(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  for await (const page of pagesOf((cursor, limit) => findCreditNotes(executor, window, cursor, limit))) {
    const kinds = await kindAmountsOf(
      executor,
      page.map((row) => row.invoiceId),
    );
    for (const row of page) {
      const memo = `Credit note ${row.number} on invoice ${row.invoiceNumber} (load ${row.referenceId})`;
      yield {
        kind: 'credit_note',
        at: row.at,
        day: calendarDayIn(row.at, context.timeZone),
        document: row.number,
        customer: row.customer,
        memo,
        lines: reversalLines(
          amountToCents(row.amount),
          kinds.get(row.invoiceId) ?? NO_KINDS,
          context.incomeAccount,
          context.kindLabel,
          memo,
        ),
      };
    }
  }
}

export async function* paymentDocuments(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  for await (const page of pagesOf((cursor, limit) => findConfirmedPayments(executor, window, cursor, limit))) {
    for (const row of page) {
      const paid = row.invoiceNumber ? `invoice ${row.invoiceNumber}` : `load ${row.referenceId}`;
      const memo = `${PAYMENT_METHOD_LABELS[row.method]} payment of ${paid}${row.overpayment ? ' (overpayment, due back)' : ''}`;
      yield {
        kind: 'payment',
        at: row.at,
        day: calendarDayIn(row.at, context.timeZone),
        document: `PMT-${shortId(row.id)}`,
        customer: row.customer,
        memo,
        lines: paymentLines(amountToCents(row.amount), memo),
      };
    }
  }
}

export async function* refundDocuments(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  for await (const page of pagesOf((cursor, limit) => findSucceededRefunds(executor, window, cursor, limit))) {
    for (const row of page) {
      const of = row.invoiceNumber ? `invoice ${row.invoiceNumber}` : `load ${row.referenceId}`;
      const memo = `Refund of payment PMT-${shortId(row.paymentId)} (${of})`;
      yield {
        kind: 'refund',
        at: row.at,
        day: calendarDayIn(row.at, context.timeZone),
        document: `RFD-${shortId(row.id)}`,
        customer: row.customer,
        memo,
        lines: refundLines(amountToCents(row.amount), memo),
      };
    }
  }
}

/** A payment's or a refund's first eight characters, as its receipt prints them. */
function shortId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * Documents of several kinds, each kind already in the order it happened, as one sequence in that
 * order (by moment; on the same moment by kind, then by number): a merge that holds one document
 * of each kind at a time.
 */
export async function* inTheOrderTheyHappened(sources: readonly AsyncIterator<JournalDocument>[]): AsyncGenerator<JournalDocument> {
  const heads = await Promise.all(sources.map((source) => source.next()));
  for (;;) {
    let first = -1;
    for (let index = 0; index < heads.length; index++) {
      const head = heads[index]!;
      if (head.done) continue;
      if (first === -1 || comesBefore(head.value, (heads[first] as IteratorYieldResult<JournalDocument>).value)) first = index;
    }
    if (first === -1) return;
    yield (heads[first] as IteratorYieldResult<JournalDocument>).value;
    heads[first] = await sources[first]!.next();
  }
}

function comesBefore(a: JournalDocument, b: JournalDocument): boolean {
  const time = a.at.getTime() - b.at.getTime();
  if (time !== 0) return time < 0;
  const kind = DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind);
  if (kind !== 0) return kind < 0;
  return a.document < b.document;
}

/** Every receivables document of the window but the invoices themselves (which QuickBooks imports as invoices). */
export function correctionsAndMoney(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  return inTheOrderTheyHappened([
    voidDocuments(executor, window, context),
    creditNoteDocuments(executor, window, context),
    paymentDocuments(executor, window, context),
    refundDocuments(executor, window, context),
  ]);
}

/** Every receivables document of the window, invoices included. */
export function allDocuments(executor: Executor, window: BookWindow, context: BookContext): AsyncGenerator<JournalDocument> {
  return inTheOrderTheyHappened([
    invoiceDocuments(executor, window, context),
    voidDocuments(executor, window, context),
    creditNoteDocuments(executor, window, context),
    paymentDocuments(executor, window, context),
    refundDocuments(executor, window, context),
  ]);
}
