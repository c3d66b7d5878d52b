// What the payments feature may do to a service request: read its invoice and move its payment
// state forward. The rules of the order live here, next to the table they guard.
import type { PaymentMethod } from '../../../shared/payments.js';
import type { Executor } from '../../db/client.js';
import { SETTLED_PAYMENT_STATUSES } from '../../../shared/service-requests.js';
import {
  findInvoiceById,
  findInvoiceByReference,
  lockInvoiceById,
  setInvoicePaid,
  setPaymentStatusFrom,
  setRefundDue,
  type InvoiceRow,
} from './invoice-repository.js';

export type { InvoiceRow };
export { findInvoiceById, findInvoiceByReference, lockInvoiceById };

/** What was paid and what was returned decide between paid, partially refunded and refunded. */
export function markInvoiceRefundState(executor: Executor, id: number, state: (typeof SETTLED_PAYMENT_STATUSES)[number]): Promise<boolean> {
  return setPaymentStatusFrom(executor, id, SETTLED_PAYMENT_STATUSES, state);
}

/** Set while an overpayment on the invoice waits for its refund; shown on the request. */
export function markRefundDue(executor: Executor, id: number, refundDue: boolean): Promise<void> {
  return setRefundDue(executor, id, refundDue);
}

/** The provider or an admin confirmed the money: paid, whatever the state was (but paid). */
export function markInvoicePaid(executor: Executor, id: number, payment: { method: PaymentMethod; reference: string }): Promise<boolean> {
  return setInvoicePaid(executor, id, payment);
}

/** The customer says they sent a transfer: waiting for an admin, unless already paid. */
export function markPaymentReported(executor: Executor, id: number, method: PaymentMethod): Promise<boolean> {
  return setPaymentStatusFrom(executor, id, ['unpaid', 'pending', 'failed', 'pending_verification'], 'pending_verification', method);
}

/**
 * A card or PayPal attempt failed. A reported transfer still waiting for verification, and a
 * paid invoice, are not undone by it.
 */
export function markPaymentFailed(executor: Executor, id: number): Promise<boolean> {
  return setPaymentStatusFrom(executor, id, ['unpaid', 'pending', 'failed'], 'failed');
}

/** An admin found no such transfer: the customer needs to pay again. */
export function markReportedPaymentRejected(executor: Executor, id: number): Promise<boolean> {
  return setPaymentStatusFrom(executor, id, ['pending_verification'], 'failed');
}
