// How a request's money reads in the customer's list: the quote with where it stands, the invoice
// and the payment. Plain words a customer knows, not the back office's.
import type { PortalQuote, PortalRequestSummary } from '@shared/customer-portal';
import { formatUsd } from '@shared/money-format';
import { paymentStatusLabel, type InvoiceStatus } from '@shared/service-requests';

/** Where a quote stands for the customer; their answer wins over the date. */
export function quoteState(quote: PortalQuote): string {
  if (quote.response === 'accepted') return 'accepted';
  if (quote.response === 'declined') return 'declined';
  return quote.expired ? 'expired' : 'waiting for your answer';
}

/** "$1,250.00 — waiting for your answer", or "not yet" before a quote is sent. */
export function quoteText(quote: PortalQuote | null): string {
  return quote ? `${formatUsd(quote.amount)} — ${quoteState(quote)}` : 'not yet';
}

const INVOICE_STATE: Record<InvoiceStatus, string> = {
  pending: 'not sent yet',
  sent: 'sent',
  paid: 'paid',
  void: 'cancelled',
};

/** "$1,400.00 — sent", or "not sent yet" while there is no invoice. */
export function invoiceText(request: Pick<PortalRequestSummary, 'invoiceAmount' | 'invoiceStatus'>): string {
  if (request.invoiceAmount === null) return 'not sent yet';
  return `${formatUsd(request.invoiceAmount)} — ${INVOICE_STATE[request.invoiceStatus]}`;
}

export function paymentText(request: Pick<PortalRequestSummary, 'paymentStatus'>): string {
  return paymentStatusLabel(request.paymentStatus);
}
