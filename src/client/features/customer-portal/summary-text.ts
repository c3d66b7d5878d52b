// How a request's money reads in the customer's list: the quote with where it stands, the invoice
// and the payment. Plain words a customer knows, not the back office's.
import type { I18n } from '@lingui/core';
import type { PortalQuote, PortalRequestSummary } from '@shared/customer-portal/customer-portal';
import type { Locale } from '@shared/i18n';
import { formatUsd } from '@shared/money-format';
import type { InvoiceStatus } from '@shared/service-requests/service-requests';
import { sharedLabel } from '@/i18n/shared-text';

const QUOTE_STATE = {
  accepted: /*i18n*/ { id: 'account.summary.quote.accepted' },
  declined: /*i18n*/ { id: 'account.summary.quote.declined' },
  expired: /*i18n*/ { id: 'account.summary.quote.expired' },
  waiting: /*i18n*/ { id: 'account.summary.quote.waiting' },
};

/** Where a quote stands for the customer; their answer wins over the date. */
export function quoteState(i18n: I18n, quote: PortalQuote): string {
  if (quote.response) return i18n._(QUOTE_STATE[quote.response]);
  return i18n._(quote.expired ? QUOTE_STATE.expired : QUOTE_STATE.waiting);
}

/** "$1,250.00 — waiting for your answer", or "not yet" before a quote is sent. */
export function quoteText(i18n: I18n, locale: Locale, quote: PortalQuote | null): string {
  return quote ? `${formatUsd(quote.amount, locale)} — ${quoteState(i18n, quote)}` : i18n._('account.summary.quote.none');
}

const INVOICE_STATE: Record<InvoiceStatus, { id: string }> = {
  pending: /*i18n*/ { id: 'account.summary.invoice.notSent' },
  sent: /*i18n*/ { id: 'account.summary.invoice.sent' },
  paid: /*i18n*/ { id: 'account.summary.invoice.paid' },
  void: /*i18n*/ { id: 'account.summary.invoice.cancelled' },
};

/** "$1,400.00 — sent", or "not sent yet" while there is no invoice. */
export function invoiceText(i18n: I18n, locale: Locale, request: Pick<PortalRequestSummary, 'invoiceAmount' | 'invoiceStatus'>): string {
  if (request.invoiceAmount === null) return i18n._(INVOICE_STATE.pending);
  return `${formatUsd(request.invoiceAmount, locale)} — ${i18n._(INVOICE_STATE[request.invoiceStatus])}`;
}

export function paymentText(i18n: I18n, request: Pick<PortalRequestSummary, 'paymentStatus'>): string {
  return sharedLabel(i18n, 'paymentStatus', request.paymentStatus);
}
