// The accounting export's files (decision 077), each a CSV stream:
//   - QuickBooks Online's invoice import: one row per billed line, its documented column headers;
//   - QuickBooks Online's journal entry import: voids, credit notes, payments and refunds (QuickBooks
//     imports neither payments nor credit memos from a file, and invoices come in as invoices);
//   - QuickBooks Online's products and services import: one item per line kind, with the income
//     account the owner chose, so an imported invoice line books where the journal says;
//   - a plain journal for any other system: every document, invoices included, line by line.
import type { Readable } from 'node:stream';
import { centsToAmount } from '../../../../shared/money-format.js';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { LINE_KINDS, trimDecimal, type LineKind } from '../../../../shared/invoicing/invoice-lines.js';
import { TERMS_NAMES, type BooksFile } from '../../../../shared/receivables/books.js';
import type { Executor } from '../../../db/client.js';
import { csvStream, type CsvColumn } from '../../../infra/csv-export.js';
import { usDate, type BookWindow } from './billing-days.js';
import { allDocuments, correctionsAndMoney, PAGE_SIZE, type BookContext, type JournalDocument } from './book-documents.js';
import { findBilledLines, findSentInvoices, type PageCursor } from './book-documents-repository.js';
import type { JournalLine } from './journal-entries.js';

/**
 * QuickBooks Online's invoice import columns, as its sample file names them (the asterisks it puts
 * before the mandatory ones are not part of the names). Its import maps columns so named by itself.
 */
export const QUICKBOOKS_INVOICE_HEADERS = [
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
] as const;

/** QuickBooks Online's journal entry import columns. */
export const QUICKBOOKS_JOURNAL_HEADERS = ['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name'] as const;

/** QuickBooks Online's products and services import fields we fill. */
export const QUICKBOOKS_ITEM_HEADERS = ['Name', 'Type', 'Sales Description', 'Income Account'] as const;

/** The plain journal: what any accounting system's journal import asks for. */
export const JOURNAL_HEADERS = ['Date', 'Document', 'Account', 'Debit', 'Credit', 'Customer', 'Memo'] as const;

export interface BooksFileContext extends BookContext {
  window: BookWindow;
}

export function booksFileStream(executor: Executor, file: BooksFile, context: BooksFileContext): Readable {
  switch (file) {
    case 'quickbooks-invoices':
      return csvStream(quickBooksInvoiceColumns, quickBooksInvoiceRows(executor, context));
    case 'quickbooks-journal':
      return csvStream(quickBooksJournalColumns, journalRows(correctionsAndMoney(executor, context.window, context)));
    case 'quickbooks-items':
      return csvStream(quickBooksItemColumns, oneBatch(LINE_KINDS.map((kind) => ({ kind, context }))));
    case 'journal':
      return csvStream(journalColumns, journalRows(allDocuments(executor, context.window, context)));
  }
}

interface QuickBooksInvoiceRow {
  invoiceNo: string;
  customer: string;
  invoiceDate: string;
  dueDate: string;
  terms: string;
  memo: string;
  item: string;
  description: string;
  quantity: string;
  rate: string;
  amount: string;
}

const quickBooksInvoiceColumns: readonly CsvColumn<QuickBooksInvoiceRow>[] = columns(QUICKBOOKS_INVOICE_HEADERS, {
  InvoiceNo: (row) => row.invoiceNo,
  Customer: (row) => row.customer,
  InvoiceDate: (row) => row.invoiceDate,
  DueDate: (row) => row.dueDate,
  Terms: (row) => row.terms,
  Location: () => '',
  Memo: (row) => row.memo,
  'Item(Product/Service)': (row) => row.item,
  ItemDescription: (row) => row.description,
  ItemQuantity: (row) => row.quantity,
  ItemRate: (row) => row.rate,
  ItemAmount: (row) => row.amount,
  'Service Date': () => '',
});

/** Each invoice sent in the window, a row per billed line (an invoice recorded without lines: one linehaul row). */
async function* quickBooksInvoiceRows(executor: Executor, context: BooksFileContext): AsyncGenerator<QuickBooksInvoiceRow[]> {
  const pageSize = PAGE_SIZE;
  let cursor: PageCursor | undefined;
  for (;;) {
    const page = await findSentInvoices(executor, context.window, cursor, pageSize);
    const lines = await findBilledLines(
      executor,
      page.map((invoice) => invoice.id),
    );
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) {
      const own = linesOf.get(line.invoiceId);
      if (own) own.push(line);
      else linesOf.set(line.invoiceId, [line]);
    }
    const rows: QuickBooksInvoiceRow[] = [];
    for (const invoice of page) {
      const head = {
        invoiceNo: invoice.number,
        customer: invoice.customer,
        invoiceDate: usDate(calendarDayIn(invoice.at, context.timeZone)),
        dueDate: invoice.dueOn ? usDate(invoice.dueOn) : '',
        terms: invoice.terms ? TERMS_NAMES[invoice.terms] : '',
        memo: `Load ${invoice.referenceId}`,
      };
      const own = linesOf.get(invoice.id) ?? [];
      if (own.length === 0) {
        rows.push({
          ...head,
          item: context.kindLabel('linehaul'),
          description: `Load ${invoice.referenceId}`,
          quantity: '1',
          rate: invoice.total,
          amount: invoice.total,
        });
      }
      for (const line of own) {
        rows.push({
          ...head,
          item: context.kindLabel(line.kind),
          description: line.description,
          quantity: trimDecimal(line.quantity),
          rate: trimDecimal(line.rate),
          amount: line.amount,
        });
      }
    }
    if (rows.length > 0) yield rows;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    cursor = { atKey: last.atKey, id: last.id };
  }
}

interface JournalRow {
  document: JournalDocument;
  line: JournalLine;
}

const quickBooksJournalColumns: readonly CsvColumn<JournalRow>[] = columns(QUICKBOOKS_JOURNAL_HEADERS, {
  JournalNo: ({ document }) => document.document,
  JournalDate: ({ document }) => usDate(document.day),
  AccountName: ({ line }) => line.account,
  Debits: ({ line }) => amountOrBlank(line.debitCents),
  Credits: ({ line }) => amountOrBlank(line.creditCents),
  Description: lineDescription,
  // QuickBooks Online asks for the customer on an A/R line; on the others it names who the money concerns.
  Name: ({ document }) => document.customer,
});

const journalColumns: readonly CsvColumn<JournalRow>[] = columns(JOURNAL_HEADERS, {
  Date: ({ document }) => document.day,
  Document: ({ document }) => document.document,
  Account: ({ line }) => line.account,
  Debit: ({ line }) => amountOrBlank(line.debitCents),
  Credit: ({ line }) => amountOrBlank(line.creditCents),
  Customer: ({ document }) => document.customer,
  Memo: lineDescription,
});

/** The document's words, and what an income line books (its kinds) when that says more. */
function lineDescription({ document, line }: JournalRow): string {
  return line.memo === document.memo || document.memo.includes(line.memo) ? document.memo : `${document.memo}: ${line.memo}`;
}

/** Documents as batches of journal rows, a line per row. */
async function* journalRows(documents: AsyncIterable<JournalDocument>): AsyncGenerator<JournalRow[]> {
  let batch: JournalRow[] = [];
  for await (const document of documents) {
    for (const line of document.lines) batch.push({ document, line });
    if (batch.length >= 1000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const quickBooksItemColumns: readonly CsvColumn<{ kind: LineKind; context: BookContext }>[] = columns(QUICKBOOKS_ITEM_HEADERS, {
  Name: ({ kind, context }) => context.kindLabel(kind),
  Type: () => 'Service',
  'Sales Description': ({ kind, context }) => context.kindLabel(kind),
  'Income Account': ({ kind, context }) => context.incomeAccount(kind),
});

async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}

function amountOrBlank(cents: number): string {
  return cents === 0 ? '' : centsToAmount(cents);
}

/** Columns in the order of `headers`, each header's value from `values`: a header cannot be left out or misspelled. */
function columns<const Header extends string, Row>(
  headers: readonly Header[],
  values: Readonly<Record<Header, (row: Row) => string>>,
): CsvColumn<Row>[] {
  return headers.map((header) => ({ header, value: values[header] }));
}
