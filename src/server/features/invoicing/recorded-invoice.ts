// An invoice recorded as already sent, without the editor, the mail or the audit event: the demo
// data set's history, the benchmarks' fixtures and the tests' arranged state. It is written the
// way a send writes it (a number from the year's counter, a sent document with one linehaul line,
// the request's summary), so every reader sees what a real send would have left.
import type { Executor } from '../../db/client.js';
import { invoiceLines, invoices } from '../../db/schema.js';
import { recordSentInvoice } from '../service-requests/index.js';
import { nextInvoiceNumber } from './invoice-numbers.js';
import { invoiceTermsAt } from './invoice-terms.js';
import { routeDescription } from '../../../shared/invoicing/invoice-lines.js';

export interface RecordedInvoice {
  serviceRequestId: number;
  amount: string;
  sentAt: Date;
  /** The day it was sent and falls due is this zone's (BILLING_TIME_ZONE); Central time when absent. */
  billingTimeZone?: string;
}

/** Writes a sent invoice of one linehaul line; returns its number. The request must have no invoice yet. */
export async function recordInvoiceAsSent(executor: Executor, invoice: RecordedInvoice): Promise<string> {
  const number = await nextInvoiceNumber(executor, invoice.sentAt);
  const request = await recordSentInvoice(executor, invoice.serviceRequestId, {
    total: invoice.amount,
    invoiceNumber: number,
    sentAt: invoice.sentAt,
  });
  if (!request) throw new Error(`request ${invoice.serviceRequestId} is unknown or already invoiced`);
  const terms = await invoiceTermsAt(executor, request, invoice.sentAt, invoice.billingTimeZone ?? 'America/Chicago');
  const [document] = await executor
    .insert(invoices)
    .values({
      serviceRequestId: invoice.serviceRequestId,
      state: 'sent',
      number,
      total: invoice.amount,
      balance: invoice.amount,
      ...terms,
      sentAt: invoice.sentAt,
      createdAt: invoice.sentAt,
      updatedAt: invoice.sentAt,
    })
    .returning({ id: invoices.id });
  if (!document) throw new Error('the invoice insert returned no row');
  await executor.insert(invoiceLines).values({
    invoiceId: document.id,
    position: 1,
    kind: 'linehaul',
    description: routeDescription(request),
    quantity: '1',
    unit: 'flat',
    rate: invoice.amount,
    amount: invoice.amount,
    state: 'approved',
    source: 'staff',
  });
  return number;
}
