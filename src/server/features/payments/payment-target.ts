// What a payment is for. The reference ID of one of our invoiced service requests makes it an
// invoice payment: the amount is what the invoice still owes (its balance, from our database), or
// the part of it the customer chose to pay now (decision 073): at least the smallest payment a card
// provider takes (or the whole balance, when less is left) and never more than the balance,
// refused with a clear 400 otherwise. Anything else is a free-form payment, bounded by the minimum a
// card provider takes and the configured maximum.
import { amountToCents, centsToAmount, formatUsd } from '../../../shared/money.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { MIN_PAYMENT_AMOUNT } from '../../../shared/payments/payments.js';
import { isSettledPaymentStatus } from '../../../shared/service-requests/service-requests.js';
import { normalizeReferenceId, REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, HttpError } from '../../errors.js';
import { invoiceBalanceOf } from '../invoicing/index.js';
import { findInvoiceByReference, type InvoiceRow } from '../service-requests/index.js';
import { refuseAssignedInvoice } from './assigned-invoice.js';

export interface PaymentTarget {
  /** Set for an invoice payment. */
  invoice: InvoiceRow | undefined;
  /** For an invoice payment: what the invoice owed when the target was decided. */
  balance: string | undefined;
  amount: string;
  amountCents: number;
  /** The reference the customer gave (the invoice's reference ID for invoices). */
  reference: string | undefined;
  email: string | undefined;
  description: string;
}

export interface PaymentRequest {
  /** Free-form: the amount. For an invoice: the part of its balance to pay now (the whole balance when absent). */
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
      return invoiceTarget(invoice, await invoiceBalanceOf(executor, invoice.id), request.amount, companyName);
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
    balance: undefined,
    amount: request.amount,
    amountCents: cents,
    reference: request.referenceId,
    email: request.email,
    description: request.referenceId ? `${companyName} payment · ${request.referenceId}` : `${companyName} payment`,
  };
}

/**
 * An invoice payment of `requested` (the whole `balance` when undefined). Call it again under the
 * invoice's lock with the balance read there: that is the one that counts.
 */
export function invoiceTarget(
  invoice: InvoiceRow,
  balance: string | null,
  requested: string | undefined,
  companyName: string,
): PaymentTarget {
  if (!invoice.finalAmount || balance === null) throw new HttpError(409, `Request ${invoice.referenceId} has no invoice yet.`);
  const balanceCents = amountToCents(balance);
  if (isSettledPaymentStatus(invoice.paymentStatus) || balanceCents === 0) {
    throw conflict(PAYMENT_MESSAGES.invoiceAlreadyPaid(invoice.referenceId));
  }
  const amountCents = requested === undefined ? balanceCents : amountToCents(requested);
  if (amountCents > balanceCents) throw badRequest(PAYMENT_MESSAGES.amountOverBalance(balance));
  const minimumCents = Math.min(amountToCents(MIN_PAYMENT_AMOUNT), balanceCents);
  if (amountCents < minimumCents) throw badRequest(PAYMENT_MESSAGES.amountBelowMinimum(centsToAmount(minimumCents)));
  const part = amountCents < balanceCents;
  return {
    invoice,
    balance,
    amount: centsToAmount(amountCents),
    amountCents,
    reference: invoice.referenceId,
    email: invoice.contactEmail,
    description: `${companyName} invoice ${invoice.referenceId}${part ? ' (part payment)' : ''}`,
  };
}

/** The canonical service-request reference ID in what was typed, if it is one. */
export function asServiceRequestReference(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const normalized = normalizeReferenceId(typed);
  return normalized?.startsWith(`${REFERENCE_PREFIXES.serviceRequest}-`) ? normalized : undefined;
}
