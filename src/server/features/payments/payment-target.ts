// What a payment is for. The reference ID of one of our invoiced service requests makes it an
// invoice payment: the amount is the invoice's final amount from our database, and whatever
// amount the browser sent is ignored. Anything else is a free-form payment, bounded by the minimum a card
// provider takes and the configured maximum.
import { amountToCents, formatUsd } from '../../../shared/money.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { MIN_PAYMENT_AMOUNT } from '../../../shared/payments/payments.js';
import { isSettledPaymentStatus } from '../../../shared/service-requests/service-requests.js';
import { normalizeReferenceId, REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, HttpError } from '../../errors.js';
import { findInvoiceByReference, type InvoiceRow } from '../service-requests/index.js';
import { refuseAssignedInvoice } from './assigned-invoice.js';

export interface PaymentTarget {
  /** Set for an invoice payment. */
  invoice: InvoiceRow | undefined;
  amount: string;
  amountCents: number;
  /** The reference the customer gave (the invoice's reference ID for invoices). */
  reference: string | undefined;
  email: string | undefined;
  description: string;
}

export interface PaymentRequest {
  amount?: string | undefined;
  referenceId?: string | undefined;
  email?: string | undefined;
}

export async function resolvePaymentTarget(
  executor: Executor,
  request: PaymentRequest,
  maxAmount: string,
  companyName: string,
): Promise<PaymentTarget> {
  const invoiceReference = asServiceRequestReference(request.referenceId);
  if (invoiceReference) {
    const invoice = await findInvoiceByReference(executor, invoiceReference);
    // A request not invoiced yet can still receive a payment the customer chooses (a deposit).
    if (invoice?.finalAmount) {
      await refuseAssignedInvoice(executor, invoice);
      return invoiceTarget(invoice, companyName);
    }
  }
  if (!request.amount) throw badRequest('Enter the amount to pay.');
  const cents = amountToCents(request.amount);
  if (cents < amountToCents(MIN_PAYMENT_AMOUNT)) throw badRequest(`The smallest payment we can take is ${formatUsd(MIN_PAYMENT_AMOUNT)}.`);
  if (cents > amountToCents(maxAmount)) {
    throw badRequest(`Payments online are limited to ${formatUsd(maxAmount)}. For a larger amount, please contact us.`);
  }
  return {
    invoice: undefined,
    amount: request.amount,
    amountCents: cents,
    reference: request.referenceId,
    email: request.email,
    description: request.referenceId ? `${companyName} payment · ${request.referenceId}` : `${companyName} payment`,
  };
}

export function invoiceTarget(invoice: InvoiceRow, companyName: string): PaymentTarget {
  if (!invoice.finalAmount) throw new HttpError(409, `Request ${invoice.referenceId} has no invoice yet.`);
  if (isSettledPaymentStatus(invoice.paymentStatus)) throw conflict(PAYMENT_MESSAGES.invoiceAlreadyPaid(invoice.referenceId));
  return {
    invoice,
    amount: invoice.finalAmount,
    amountCents: amountToCents(invoice.finalAmount),
    reference: invoice.referenceId,
    email: invoice.contactEmail,
    description: `${companyName} invoice ${invoice.referenceId}`,
  };
}

/** The canonical service-request reference ID in what was typed, if it is one. */
export function asServiceRequestReference(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const normalized = normalizeReferenceId(typed);
  return normalized?.startsWith(`${REFERENCE_PREFIXES.serviceRequest}-`) ? normalized : undefined;
}
