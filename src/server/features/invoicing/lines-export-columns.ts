// The columns of the invoice lines export: one row per billed line of every sent or voided
// invoice, with the invoice and the customer it was sent to. SQL expressions: the database writes
// the lines, as for the requests export (src/server/infra/csv-sql.ts).
import { sql } from 'drizzle-orm';
import type { InvoiceDocumentState } from '../../../shared/invoicing/invoice-lines.js';
import { LINE_KIND_MESSAGES, LINE_UNIT_MESSAGES } from '../../../shared/labels/invoice-labels.js';
import { invoiceLines as line, invoices as invoice, serviceRequests as request } from '../../db/schema.js';
import { csvLabel, csvNumber, csvText, csvTimestamp, type CsvSqlColumn } from '../../infra/csv-sql.js';

/** The states an exported invoice can be in: a draft was never sent, so it is not in the file. */
export const EXPORTED_INVOICE_STATES = ['sent', 'void'] as const satisfies readonly InvoiceDocumentState[];

const STATE_LABELS: Record<(typeof EXPORTED_INVOICE_STATES)[number], string> = { sent: 'Sent', void: 'Void' };

/** The English labels of a catalog of messages (back-office texts are English). */
function englishLabels(messages: Readonly<Record<string, { message: string }>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, { message }]) => [key, message]));
}

export const INVOICE_LINE_CSV_COLUMNS: readonly CsvSqlColumn[] = [
  { header: 'Invoice Number', field: csvText(invoice.number) },
  { header: 'Invoice State', field: csvLabel(invoice.state, STATE_LABELS) },
  { header: 'Reference ID', field: csvText(request.referenceId) },
  { header: 'Sent', field: csvTimestamp(invoice.sentAt) },
  // 1, 2, 3... over the billed lines, as the customer's invoice numbers them.
  { header: 'Line', field: csvNumber(sql`row_number() over (partition by ${line.invoiceId} order by ${line.position}, ${line.id})`) },
  { header: 'Kind', field: csvLabel(line.kind, englishLabels(LINE_KIND_MESSAGES)) },
  { header: 'Description', field: csvText(line.description) },
  { header: 'Quantity', field: csvNumber(sql`trim_scale(${line.quantity})`) },
  { header: 'Unit', field: csvLabel(line.unit, englishLabels(LINE_UNIT_MESSAGES)) },
  { header: 'Rate (USD)', field: csvNumber(sql`trim_scale(${line.rate})`) },
  { header: 'Amount (USD)', field: csvNumber(line.amount) },
  { header: 'Customer Name', field: csvText(request.contactName) },
  { header: 'Customer Email', field: csvText(request.contactEmail) },
];
