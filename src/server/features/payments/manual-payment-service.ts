// Bank transfer, Zelle, wire, ACH and direct deposit: money we cannot see arrive. The customer
// reports it, the whole balance or the part they sent (the invoice shows 'pending verification');
// an admin who sees it in the bank account confirms it, with the amount that actually arrived when
// it differs (short or long: both are recorded, decision 073), which is the only way such a payment
// becomes paid, or rejects it.
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin, type MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { amountToCents } from '../../../shared/money.js';
import {
  CURRENCY,
  isManualMethod,
  paymentMemo,
  type ManualPaymentMethod,
  type ManualPaymentResult,
} from '../../../shared/payments/payments.js';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { isSettledPaymentStatus } from '../../../shared/service-requests/service-requests.js';
import { afterConfirmation, confirmLedgerPayment } from './confirmation-service.js';
import type { PaymentDeps } from './deps.js';
import { paymentReportedEmail } from './emails.js';
import { settleInvoice } from './invoice-settlement.js';
import {
  findPendingReport,
  insertLedgerEntry,
  lockLedgerEntry,
  markLedgerStatus,
  setReceivedAmount,
  type LedgerRow,
} from './ledger-repository.js';
import { asServiceRequestReference, invoiceTarget, resolvePaymentTarget } from './payment-target.js';
import { invoiceBalanceOf } from '../invoicing/index.js';
import { refuseAssignedInvoice } from './assigned-invoice.js';
import { findInvoiceByReference, lockInvoiceById, markPaymentReported } from '../service-requests/index.js';

/**
 * POST /api/service-requests/{ref}/pay with a bank method and, optionally, the part of the balance
 * sent (the whole balance when absent). Reporting twice changes nothing.
 */
export async function reportInvoicePayment(
  deps: PaymentDeps,
  typedReference: string,
  method: string,
  origin: AuditOrigin,
  amount?: string,
): Promise<ManualPaymentResult> {
  if (!isManualMethod(method)) throw badRequest('Card and PayPal payments are made with their own buttons.');
  const referenceId = asServiceRequestReference(typedReference);
  if (!referenceId) throw notFound(PAYMENT_MESSAGES.requestNotFound);
  const found = await findInvoiceByReference(deps.db, referenceId);
  if (!found) throw notFound(PAYMENT_MESSAGES.requestNotFound);
  if (found.finalAmount) await refuseAssignedInvoice(deps.db, found);
  return deps.outbox.transaction(async (tx) => {
    const invoice = await lockInvoiceById(tx, found.id);
    if (!invoice) throw notFound(PAYMENT_MESSAGES.requestNotFound);
    const target = invoiceTarget(invoice, await invoiceBalanceOf(tx, invoice.id), amount, deps.company.name);
    const existing = await findPendingReport(tx, invoice.id);
    // One reported transfer at a time: a second method would be a second payment of one invoice.
    if (existing && existing.method !== method) throw conflict(PAYMENT_MESSAGES.transferAlreadyReported(existing.method));
    if (!existing) {
      const entry = await insertLedgerEntry(tx, {
        serviceRequestId: invoice.id,
        customerReference: invoice.referenceId,
        payerEmail: invoice.contactEmail,
        provider: 'manual',
        method,
        amount: target.amount,
        currency: CURRENCY,
        status: 'pending_verification',
      });
      await recordPaymentReported(tx, origin, entry);
      await deps.outbox.enqueue(tx, [paymentReportedEmail(entry, deps)]);
    }
    await markPaymentReported(tx, invoice.id, method);
    // The same report again answers with the amount first reported.
    return {
      paymentStatus: 'pending_verification',
      method,
      amount: existing?.amount ?? target.amount,
      memo: paymentMemo(invoice.referenceId),
    };
  });
}

/** A free-form transfer the customer says they sent, for an admin to match against the bank. */
export async function reportFreeFormPayment(
  deps: PaymentDeps,
  report: {
    method: ManualPaymentMethod;
    amount: string;
    email?: string | undefined;
    referenceId?: string | undefined;
    notes?: string | undefined;
  },
  origin: AuditOrigin,
): Promise<ManualPaymentResult> {
  const target = await resolvePaymentTarget(
    deps.db,
    { amount: report.amount, referenceId: report.referenceId, email: report.email },
    deps.settings.maxAmount,
    deps.company.name,
  );
  if (target.invoice) return reportInvoicePayment(deps, target.invoice.referenceId, report.method, origin, report.amount);
  await deps.outbox.transaction(async (tx) => {
    const entry = await insertLedgerEntry(tx, {
      customerReference: report.referenceId ?? null,
      payerEmail: report.email ?? null,
      provider: 'manual',
      method: report.method,
      amount: target.amount,
      currency: CURRENCY,
      status: 'pending_verification',
      notes: report.notes ?? null,
    });
    await recordPaymentReported(tx, origin, entry);
    await deps.outbox.enqueue(tx, [paymentReportedEmail(entry, deps)]);
  });
  return { paymentStatus: 'pending_verification', method: report.method, amount: target.amount, memo: paymentMemo(report.referenceId) };
}

/**
 * An admin saw the money arrive: `receivedAmount`, when it differs from what was reported (a
 * transfer short or long), is what is confirmed; the reported amount stays in the audit log. On an
 * invoice already paid another way, only when the admin chose to record it as an overpayment (then
 * due for a refund): never a second "paid".
 */
export async function confirmReportedPayment(
  deps: PaymentDeps,
  ledgerId: string,
  audit: MemberAuditContext,
  options: { recordAsOverpayment: boolean; receivedAmount?: string | undefined },
): Promise<void> {
  const adminId = audit.actor.adminId;
  const result = await deps.outbox.transaction(async (tx) => {
    const reported = await lockLedgerEntry(tx, ledgerId);
    if (!reported) throw notFound(PAYMENT_MESSAGES.noSuchPayment);
    if (reported.status !== 'pending_verification')
      throw conflict(`This payment is ${reported.status.replace('_', ' ')}, not waiting for verification.`);
    if (reported.serviceRequestId !== null && !options.recordAsOverpayment) {
      const invoice = await lockInvoiceById(tx, reported.serviceRequestId);
      if (invoice && isSettledPaymentStatus(invoice.paymentStatus))
        throw conflict(PAYMENT_MESSAGES.confirmOnPaidInvoice(invoice.referenceId));
    }
    const received = options.receivedAmount ?? reported.amount;
    const entry = received === reported.amount ? reported : await setReceivedAmount(tx, reported.id, received);
    await recordAuditEvent(tx, audit, {
      action: 'payment.confirmed',
      recordType: 'payment',
      recordId: entry.id,
      changes: {
        status: { before: reported.status, after: 'succeeded' },
        // What the customer said they sent, and what arrived.
        ...(received === reported.amount ? factsOf({ amount: received }) : { amount: { before: reported.amount, after: received } }),
        ...factsOf({
          currency: entry.currency,
          serviceRequestId: entry.serviceRequestId,
          asOverpayment: options.recordAsOverpayment,
        }),
      },
    });
    return confirmLedgerPayment(tx, deps, entry, {
      captureId: null,
      amountCents: amountToCents(entry.amount),
      currency: entry.currency,
      verifiedByAdminId: adminId,
      // Recorded above as the admin's `payment.confirmed`.
      receivedBy: null,
    });
  });
  await afterConfirmation(deps, result);
}

/**
 * The customer's word that a transfer is on its way. The amount, method and invoice only: the
 * payer's e-mail, their own reference and notes are free text they typed, kept on the ledger row.
 */
async function recordPaymentReported(tx: Executor, origin: AuditOrigin, entry: LedgerRow): Promise<void> {
  await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
    action: 'payment.reported',
    recordType: 'payment',
    recordId: entry.id,
    changes: factsOf({
      status: entry.status,
      amount: entry.amount,
      currency: entry.currency,
      method: entry.method,
      serviceRequestId: entry.serviceRequestId,
    }),
  });
}

/** An admin found no such payment: recorded with the reason; the invoice asks to be paid again. */
export async function rejectReportedPayment(deps: PaymentDeps, ledgerId: string, audit: MemberAuditContext, reason: string): Promise<void> {
  const adminId = audit.actor.adminId;
  await deps.db.transaction(async (tx) => {
    const entry = await lockLedgerEntry(tx, ledgerId);
    if (!entry) throw notFound(PAYMENT_MESSAGES.noSuchPayment);
    if (entry.status !== 'pending_verification')
      throw conflict(`This payment is ${entry.status.replace('_', ' ')}, not waiting for verification.`);
    await markLedgerStatus(tx, entry.id, 'rejected', { reason, verifiedByAdminId: adminId });
    // The reason stays on the ledger entry; the event says a payment was refused, not the admin's words.
    await recordAuditEvent(tx, audit, {
      action: 'payment.rejected',
      recordType: 'payment',
      recordId: entry.id,
      changes: {
        status: { before: entry.status, after: 'rejected' },
        ...factsOf({ amount: entry.amount, serviceRequestId: entry.serviceRequestId }),
      },
    });
    // Another transfer the customer reported for the same invoice may still be on its way; without
    // one, the invoice reads failed, or partly paid when earlier payments count (decision 073).
    if (entry.serviceRequestId !== null) await settleInvoice(tx, entry.serviceRequestId, { attemptFailed: true });
  });
}
