// What a correction of a sent invoice (a credit note, a void) checks first, with the request
// locked: there is a sent invoice, it is not settled (a refund corrects money already paid), and no
// money is on its way for it (that payment would be for the old amount).
import { REQUEST_NOT_FOUND } from '../../../../shared/service-requests/admin-service-requests.js';
import { isSettledPaymentStatus } from '../../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../../db/client.js';
import { conflict, notFound } from '../../../errors.js';
import { lockRequestForInvoicing, type ServiceRequestRow } from '../../service-requests/index.js';
import type { InvoicePayments } from '../deps.js';
import { findDocument, type DocumentRow } from '../document-repository.js';

export interface Correctable {
  request: ServiceRequestRow;
  invoice: DocumentRow & { number: string; total: string };
}

/** The locked request and its sent invoice, or the clear refusal (404, 409). `what`: "a credit note", "voiding". */
export async function lockCorrectableInvoice(
  tx: Executor,
  payments: InvoicePayments,
  serviceRequestId: number,
  what: string,
): Promise<Correctable> {
  const request = await lockRequestForInvoicing(tx, serviceRequestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const invoice = await findDocument(tx, serviceRequestId, 'sent');
  if (!invoice || invoice.number === null || invoice.total === null || request.invoiceNumber === null) {
    throw conflict(`Request ${request.referenceId} has no sent invoice: ${what} corrects a sent invoice only.`);
  }
  if (isSettledPaymentStatus(request.paymentStatus)) {
    throw conflict(
      `Invoice ${invoice.number} is paid${request.paymentStatus === 'paid' ? '' : ' and refunded in part or whole'}: money already received is corrected by a refund (Payments), not by ${what}.`,
    );
  }
  const hold = await payments.holdOn(tx, serviceRequestId);
  if (hold === 'payment_in_flight') {
    throw conflict(`A payment of invoice ${invoice.number} is on its way: wait until it is confirmed or fails before ${what}.`);
  }
  if (hold === 'transfer_reported') {
    throw conflict(`The customer reported a transfer for invoice ${invoice.number}: confirm or reject it in Payments before ${what}.`);
  }
  return { request, invoice: { ...invoice, number: invoice.number, total: invoice.total } };
}
