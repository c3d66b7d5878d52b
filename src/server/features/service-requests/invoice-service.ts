// What the payments feature may do to a service request: read its invoice and move its payment
// state forward. The rules of the order live here, next to the table they guard.
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../shared/payments/payments.js';
import type { Executor } from '../../db/client.js';
import { STATUS_AFTER_EVENT } from '../../../shared/service-requests/request-status-events.js';
import { SETTLED_PAYMENT_STATUSES } from '../../../shared/service-requests/service-requests.js';
import { moveStatusForward } from './status-service.js';
import * as invoices from './invoice-repository.js';
import { setInvoicePaid, setPaymentStanding, setPaymentStatusFrom, setRefundDue, type InvoiceRow } from './invoice-repository.js';
import type { PaymentStatus } from '../../../shared/service-requests/service-requests.js';

export type { InvoiceRow };

/** A request's invoice by its reference ID, as the payment page and checkout read it. */
export function findInvoiceByReference(executor: Executor, referenceId: string): Promise<InvoiceRow | undefined> {
  return invoices.findInvoiceByReference(executor, referenceId);
}

/** A request's invoice by its row id. */
export function findInvoiceById(executor: Executor, id: number): Promise<InvoiceRow | undefined> {
  return invoices.findInvoiceById(executor, id);
}

/** A request's invoice, locked until the transaction ends: a payment and a change of the invoice happen one after the other. */
export function lockInvoiceById(executor: Executor, id: number): Promise<InvoiceRow | undefined> {
  return invoices.lockInvoiceById(executor, id);
}

/** What was paid and what was returned decide between paid, partially refunded and refunded. */
export function markInvoiceRefundState(executor: Executor, id: number, state: (typeof SETTLED_PAYMENT_STATUSES)[number]): Promise<boolean> {
  return setPaymentStatusFrom(executor, id, SETTLED_PAYMENT_STATUSES, state);
}

/** Set while an overpayment on the invoice waits for its refund; shown on the request. */
export function markRefundDue(executor: Executor, id: number, refundDue: boolean): Promise<void> {
  return setRefundDue(executor, id, refundDue);
}

/** Who confirmed the money: the provider (null), or the staff member who verified a transfer. */
export interface PaidInvoice {
  method: PaymentMethod;
  reference: string;
  confirmedByAdminId?: number | undefined;
}

/**
 * The provider or an admin confirmed the money: paid, whatever the state was (but paid). Paid in
 * full moves the request's status forward too (docs/decisions/058-status-follows-the-business.md).
 */
export async function markInvoicePaid(executor: Executor, id: number, payment: PaidInvoice): Promise<boolean> {
  const paid = await setInvoicePaid(executor, id, payment);
  if (!paid) return false;
  const confirmedBy = payment.confirmedByAdminId === undefined ? 'the payment provider' : 'a staff member';
  await moveStatusForward(executor, {
    id,
    event: 'paid_in_full',
    to: STATUS_AFTER_EVENT.paid_in_full,
    adminId: payment.confirmedByAdminId ?? null,
    notes: `Paid in full (${PAYMENT_METHOD_LABELS[payment.method]}), confirmed by ${confirmedBy}`,
  });
  return true;
}

/** The customer says they sent a transfer: waiting for an admin, unless already paid (a partly paid invoice too). */
export function markPaymentReported(executor: Executor, id: number, method: PaymentMethod): Promise<boolean> {
  return setPaymentStatusFrom(
    executor,
    id,
    ['unpaid', 'pending', 'failed', 'pending_verification', 'partially_paid'],
    'pending_verification',
    method,
  );
}

/**
 * What the books say of a sent invoice after money moved or a credit note (decision 073): partly
 * paid, paid, refunded in part or whole, or owing again. Payments decides, with the request locked;
 * paid in full by a payment goes through markInvoicePaid instead (it moves the request's status).
 */
export function markPaymentStanding(executor: Executor, id: number, status: PaymentStatus): Promise<void> {
  return setPaymentStanding(executor, id, status);
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
