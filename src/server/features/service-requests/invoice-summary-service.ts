// What invoicing may do to a request's row (decision 066): lock it while an invoice is decided,
// and write the sent invoice's summary (its total as the final amount, its number and send time),
// which the payments feature and the lists read. The row's own rules stay here, by its table.
import type { AdminServiceRequestSummary } from '../../../shared/service-requests/admin-service-requests.js';
import type { Executor } from '../../db/client.js';
import { lockServiceRequest, setInvoice } from './admin-repository.js';
import { toSummary } from './admin-service.js';
import { clearVoidedInvoice, setInvoiceBalance } from './invoice-correction-repository.js';
import type { ServiceRequestRow } from './repository.js';

/** The request, locked until the transaction ends: one invoice decision at a time per request. */
export function lockRequestForInvoicing(executor: Executor, id: number): Promise<ServiceRequestRow | undefined> {
  return lockServiceRequest(executor, id);
}

/**
 * The sent invoice's summary on the request: total, number, send time, status 'sent'. Only a
 * request with no final amount yet takes one (undefined otherwise): a sent invoice never changes.
 */
export function recordSentInvoice(
  executor: Executor,
  id: number,
  invoice: { total: string; invoiceNumber: string; sentAt: Date },
): Promise<ServiceRequestRow | undefined> {
  return setInvoice(executor, id, { finalAmount: invoice.total, invoiceNumber: invoice.invoiceNumber, sentAt: invoice.sentAt });
}

/** A request as the back office's list shows it (the spec's Invoice dialog answers with it). */
export function adminRequestSummary(row: ServiceRequestRow, publicBaseUrl: string): AdminServiceRequestSummary {
  return toSummary(row, publicBaseUrl);
}

/**
 * After a credit note: the amount the payments charge becomes the invoice's balance (its total less
 * its credit notes; decision 069). Only on a sent invoice not yet settled (undefined otherwise).
 */
export function recordInvoiceBalance(executor: Executor, id: number, balance: string): Promise<ServiceRequestRow | undefined> {
  return setInvoiceBalance(executor, id, balance);
}

/**
 * After a void: nothing is owed and no invoice is in force until the re-issue is sent (status
 * 'void'). Only on a sent invoice nobody has paid (undefined otherwise).
 */
export function recordInvoiceVoided(executor: Executor, id: number): Promise<ServiceRequestRow | undefined> {
  return clearVoidedInvoice(executor, id);
}
