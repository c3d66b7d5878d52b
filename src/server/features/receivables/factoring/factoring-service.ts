// What the factor is sent (decision 078): the schedule of accounts (the factored invoices sent in a
// range of days: number, date, debtor, amount, due date, terms, load) and each invoice's document
// packet (the load's packet, decision 081: invoice, bill of lading, proof of delivery, receipts, in one PDF). Every download is in the audit log.
import type { Readable } from 'node:stream';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { TERMS_NAMES, type BooksRange } from '../../../../shared/receivables/books.js';
import { FACTORED_INVOICE_LIST_MAX, type FactoredInvoice, type FactoredInvoiceList } from '../../../../shared/receivables/factoring.js';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { csvStream, type CsvColumn } from '../../../infra/csv-export.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { recordExport } from '../../../platform/audit/record-audit-event.js';
import { invoicePacketFile, recordDocumentDownload, type PacketContext } from '../../documents/index.js';
import { bookWindowOf, type BookWindow } from '../books/billing-days.js';
import { findFactoredInvoices, isFactoredInvoice, type FactoredCursor, type FactoredInvoiceRow } from './factored-invoices-repository.js';

export const NO_PACKET_MESSAGE =
  'That request has no factored invoice: it does not exist, its invoice is not sent, or its account is not factored.';

/** The screen's list: the first FACTORED_INVOICE_LIST_MAX of the range (the schedule CSV holds them all). */
export async function factoredInvoiceList(db: Executor, timeZone: string, range: BooksRange): Promise<FactoredInvoiceList> {
  const rows = await findFactoredInvoices(db, bookWindowOf(range, timeZone), undefined, FACTORED_INVOICE_LIST_MAX + 1);
  return {
    items: rows.slice(0, FACTORED_INVOICE_LIST_MAX).map((row) => factoredInvoiceOf(row, timeZone)),
    truncated: rows.length > FACTORED_INVOICE_LIST_MAX,
  };
}

export const SCHEDULE_HEADERS = ['Invoice Number', 'Invoice Date', 'Debtor', 'Amount (USD)', 'Due Date', 'Terms', 'Reference ID'] as const;

const scheduleColumns: readonly CsvColumn<FactoredInvoice>[] = [
  { header: 'Invoice Number', value: (row) => row.invoiceNumber },
  { header: 'Invoice Date', value: (row) => row.invoiceDate },
  { header: 'Debtor', value: (row) => row.debtor },
  { header: 'Amount (USD)', value: (row) => row.amount },
  { header: 'Due Date', value: (row) => row.dueOn },
  { header: 'Terms', value: (row) => TERMS_NAMES[row.terms] },
  { header: 'Reference ID', value: (row) => row.referenceId },
];

/** The schedule of accounts as CSV, streamed; the download recorded first. */
export async function scheduleOfAccounts(db: Executor, timeZone: string, range: BooksRange, audit: MemberAuditContext): Promise<Readable> {
  await recordExport(db, audit, 'factoring_schedule', { from: range.from, to: range.to });
  return csvStream(scheduleColumns, schedulePages(db, bookWindowOf(range, timeZone), timeZone));
}

async function* schedulePages(db: Executor, window: BookWindow, timeZone: string): AsyncGenerator<FactoredInvoice[]> {
  const pageSize = 2000;
  let cursor: FactoredCursor | undefined;
  for (;;) {
    const rows = await findFactoredInvoices(db, window, cursor, pageSize);
    if (rows.length > 0) yield rows.map((row) => factoredInvoiceOf(row, timeZone));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { atKey: last.atKey, id: last.id };
  }
}

/** One factored invoice's packet: the load's packet (decision 081), the same file the customer downloads. */
export async function factoredInvoicePacket(db: Executor, context: PacketContext, serviceRequestId: number, audit: MemberAuditContext) {
  const packet = (await isFactoredInvoice(db, serviceRequestId)) ? await invoicePacketFile(db, context, serviceRequestId) : undefined;
  if (!packet) throw notFound(NO_PACKET_MESSAGE);
  await recordDocumentDownload(db, audit, { document: 'invoice_packet', serviceRequestId, referenceId: packet.referenceId });
  return packet;
}

function factoredInvoiceOf(row: FactoredInvoiceRow, timeZone: string): FactoredInvoice {
  return {
    serviceRequestId: row.serviceRequestId,
    invoiceNumber: row.invoiceNumber,
    referenceId: row.referenceId,
    invoiceDate: calendarDayIn(row.at, timeZone),
    debtor: row.debtor,
    amount: row.amount,
    dueOn: row.dueOn,
    terms: row.terms,
    hasProofOfDelivery: row.hasProofOfDelivery,
  };
}
