// Refunds: an admin returns part or all of a confirmed payment (card and PayPal through their
// providers; bank methods are returned at the bank and recorded here by hand), and refunds the
// provider reports (webhooks, including ones made in Stripe's own dashboard) are recorded once.
//
// Never more than came in: the payment's row is locked while the refund is written (status
// pending, before the provider is asked), so a second admin refunding at the same moment waits,
// then sees the first refund counted.
import type { AuditContext, MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import type { PaymentProvider } from '../../../shared/payments/payments.js';
import { isSettledPaymentStatus } from '../../../shared/service-requests/service-requests.js';
import type { Executor, Transaction } from '../../db/client.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import type { PaymentDeps } from './deps.js';
import { refundEmail } from './emails.js';
import { findSucceededPayments, lockLedgerEntry, type LedgerRow } from './ledger-repository.js';
import { payerLanguage } from './payer-language.js';
import type { ProviderRefund } from './providers/refunds.js';
import {
  insertRefund,
  lockRefund,
  lockRefundByProviderId,
  markCustomerNotified,
  refundTotalsOf,
  updateRefund,
  type RefundRow,
} from './refund-repository.js';
import { lockInvoiceById, markInvoiceRefundState, markRefundDue } from '../service-requests/index.js';

type Context = Pick<PaymentDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'operationsEmail' | 'log'>;

/** POST /api/admin/payments/{id}/refunds. Returns the refund's row as it stands after the provider answered. */
export async function refundPayment(
  deps: PaymentDeps,
  paymentId: string,
  audit: MemberAuditContext,
  request: { amount: string; reason: string },
): Promise<RefundRow> {
  const adminId = audit.actor.adminId;
  const opened = await deps.outbox.transaction(async (tx) => {
    const entry = await lockLedgerEntry(tx, paymentId);
    if (!entry) throw notFound(PAYMENT_MESSAGES.noSuchPayment);
    if (entry.status !== 'succeeded') throw conflict(PAYMENT_MESSAGES.notRefundable);
    const available = await refundableCents(tx, entry);
    if (amountToCents(request.amount) > available) throw conflict(PAYMENT_MESSAGES.refundTooLarge(centsToAmount(Math.max(0, available))));
    const byHand = entry.provider === 'manual';
    if (!byHand) assertProviderConnected(deps, entry);
    const refund = await insertRefund(tx, {
      paymentId: entry.id,
      provider: entry.provider,
      amount: request.amount,
      currency: entry.currency,
      // A bank refund is recorded once the office has made it; a provider's starts pending.
      status: byHand ? 'succeeded' : 'pending',
      reason: request.reason,
      requestedByAdminId: adminId,
    });
    // Recorded with the refund's opening: a provider's later refusal marks the refund failed
    // (that refund row is the record), it does not unmake the request.
    await recordAuditEvent(tx, audit, {
      action: 'payment.refunded',
      recordType: 'payment',
      recordId: entry.id,
      changes: factsOf({ refundId: refund.id, amount: refund.amount, currency: refund.currency, refundStatus: refund.status }),
    });
    if (byHand) await refundSucceeded(tx, deps, entry, refund);
    return { entry, refund };
  });
  if (opened.entry.provider === 'manual') return opened.refund;

  let answer: ProviderRefund;
  try {
    answer = await askProvider(deps, opened.entry, opened.refund);
  } catch (error) {
    deps.log.error({ err: error, refundId: opened.refund.id }, 'the provider refused a refund');
    // Only a refund still pending is marked failed: a webhook may have recorded the provider's
    // success in the meantime (a timeout that went through after all), and that word stands.
    await deps.db.transaction(async (tx) => {
      const refund = await lockRefund(tx, opened.refund.id);
      if (refund?.status === 'pending') {
        await updateRefund(tx, refund.id, {
          status: 'failed',
          failureReason: `provider error: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}`,
        });
      }
    });
    throw new HttpError(
      502,
      'The payment provider refused the refund; nothing was refunded. Try again, or refund it in the provider’s dashboard.',
    );
  }
  const settled = await deps.outbox.transaction(async (tx) => {
    const entry = await lockLedgerEntry(tx, opened.entry.id);
    const refund = await lockRefund(tx, opened.refund.id);
    if (!entry || !refund) throw new Error('a refund or its payment vanished');
    // A webhook may have recorded the answer already; recording it again changes nothing.
    await recordProviderAnswer(tx, deps, entry, refund, answer);
    return lockRefund(tx, refund.id);
  });
  if (!settled) throw new Error('a refund vanished');
  return settled;
}

/** Refunds the provider reports for one payment (webhook events), each recorded once. */
export async function applyProviderRefund(
  tx: Transaction,
  deps: Context,
  entry: LedgerRow,
  provider: PaymentProvider,
  refunds: readonly ProviderRefund[],
  audit: AuditContext,
): Promise<void> {
  for (const answer of refunds) {
    const ours = answer.refundId && /^[0-9a-f-]{36}$/.test(answer.refundId) ? await lockRefund(tx, answer.refundId) : undefined;
    const known = ours?.paymentId === entry.id ? ours : await lockRefundByProviderId(tx, provider, answer.id);
    const refund = known ?? (await insertDashboardRefund(tx, audit, entry, provider, answer));
    await recordProviderAnswer(tx, deps, entry, refund, answer);
  }
  if (refunds.length > 0 && entry.serviceRequestId !== null) await settleInvoiceRefundState(tx, entry.serviceRequestId);
}

/**
 * A refund made outside the site (the provider's dashboard): on the books all the same, and in the
 * audit log as the system's, once (a replayed or later event about it finds the row). Its status
 * is what the provider said first; later answers update the row, not the log.
 */
async function insertDashboardRefund(
  tx: Transaction,
  audit: AuditContext,
  entry: LedgerRow,
  provider: PaymentProvider,
  answer: ProviderRefund,
): Promise<RefundRow> {
  const refund = await insertRefund(tx, {
    paymentId: entry.id,
    provider,
    providerRefundId: answer.id,
    amount: centsToAmount(answer.amountCents),
    currency: entry.currency,
    status: 'pending',
    reason: 'Refunded in the payment provider’s dashboard',
    requestedByAdminId: null,
  });
  await recordAuditEvent(tx, audit, {
    action: 'payment.refunded',
    recordType: 'payment',
    recordId: entry.id,
    changes: factsOf({
      refundId: refund.id,
      providerRefundId: answer.id,
      amount: refund.amount,
      currency: refund.currency,
      refundStatus: answer.status,
      madeIn: 'provider dashboard',
    }),
  });
  return refund;
}

/**
 * What the invoice reads after refunds: what was paid less what was returned, against the amount
 * due: paid, partially_refunded or refunded. And whether an overpayment still waits for its refund.
 */
export async function settleInvoiceRefundState(tx: Transaction, serviceRequestId: number): Promise<void> {
  const invoice = await lockInvoiceById(tx, serviceRequestId);
  if (!invoice?.finalAmount || !isSettledPaymentStatus(invoice.paymentStatus)) return;
  const paid = await findSucceededPayments(tx, serviceRequestId);
  const totals = await refundTotalsOf(
    tx,
    paid.map((payment) => payment.id),
  );
  let netCents = 0;
  let refundDue = false;
  for (const payment of paid) {
    const refunds = totals.get(payment.id) ?? { succeededCents: 0, pendingCents: 0 };
    netCents += amountToCents(payment.amount) - refunds.succeededCents;
    if (payment.overpayment && amountToCents(payment.amount) - refunds.succeededCents - refunds.pendingCents > 0) refundDue = true;
  }
  const dueCents = amountToCents(invoice.finalAmount);
  await markInvoiceRefundState(tx, serviceRequestId, netCents >= dueCents ? 'paid' : netCents <= 0 ? 'refunded' : 'partially_refunded');
  await markRefundDue(tx, serviceRequestId, refundDue);
}

/** Cents of a confirmed payment that may still be refunded: what came in less refunds done or under way. */
async function refundableCents(executor: Executor, entry: LedgerRow): Promise<number> {
  if (entry.status !== 'succeeded') return 0;
  const totals = (await refundTotalsOf(executor, [entry.id])).get(entry.id) ?? { succeededCents: 0, pendingCents: 0 };
  return amountToCents(entry.amount) - totals.succeededCents - totals.pendingCents;
}

async function recordProviderAnswer(
  tx: Transaction,
  deps: Context,
  entry: LedgerRow,
  refund: RefundRow,
  answer: ProviderRefund,
): Promise<void> {
  const changed = refund.status !== answer.status || refund.providerRefundId !== answer.id;
  const current = changed
    ? await updateRefund(tx, refund.id, { status: answer.status, providerRefundId: answer.id, failureReason: answer.failureReason })
    : refund;
  if (current.status !== 'succeeded') {
    if (changed && entry.serviceRequestId !== null) await settleInvoiceRefundState(tx, entry.serviceRequestId);
    return;
  }
  await refundSucceeded(tx, deps, entry, current);
}

/** A refund that went through: the invoice's state follows, and the payer hears of it once. */
async function refundSucceeded(tx: Transaction, deps: Context, entry: LedgerRow, refund: RefundRow): Promise<void> {
  if (entry.serviceRequestId !== null) await settleInvoiceRefundState(tx, entry.serviceRequestId);
  const mail = refundEmail(entry, refund, deps, await payerLanguage(tx, entry));
  if (mail && (await markCustomerNotified(tx, refund.id))) await deps.outbox.enqueue(tx, [mail]);
}

function assertProviderConnected(deps: PaymentDeps, entry: LedgerRow): void {
  const connected = entry.method === 'paypal' ? deps.providers.wallet?.provider : deps.providers.card?.provider;
  if (connected !== entry.provider || !entry.providerCaptureId) {
    throw conflict(
      'This payment was taken through a payment provider this site is not connected to now. Refund it in that provider’s dashboard.',
    );
  }
}

async function askProvider(deps: PaymentDeps, entry: LedgerRow, refund: RefundRow): Promise<ProviderRefund> {
  const input = {
    amountCents: amountToCents(refund.amount),
    refundId: refund.id,
    note: `Refund for ${entry.customerReference ?? 'your payment'}`,
  };
  const captureId = entry.providerCaptureId ?? '';
  if (entry.method === 'paypal') {
    const wallet = deps.providers.wallet;
    if (!wallet) throw new Error('PayPal is not connected');
    return wallet.refundCapture({ ...input, captureId });
  }
  const card = deps.providers.card;
  if (!card) throw new Error('cards are not connected');
  return card.refund({ ...input, paymentIntentId: captureId });
}
