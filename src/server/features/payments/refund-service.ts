// Refunds: an admin returns part or all of a confirmed payment (card and PayPal through their
// providers; bank methods are returned at the bank and recorded here by hand), and refunds the
// provider reports (webhooks, including ones made in Stripe's own dashboard) are recorded once.
//
// Never more than came in: the payment's row is locked while the refund is written (status
// pending, before the provider is asked), so a second admin refunding at the same moment waits,
// then sees the first refund counted.
//
// A refund returns money; it does not change what the invoice bills (decision 073). Refunding what
// paid the invoice makes the customer owe it again, unless the office also says they no longer owe
// it: the refund's credit note (`creditNote`), issued in the same transaction, for the part of the
// refund that had paid the invoice. After each refund the invoice's balance, payment status and
// refund due follow the ledger (invoice-settlement.ts).
import type { AuditContext, MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import type { PaymentProvider } from '../../../shared/payments/payments.js';
import type { Transaction } from '../../db/client.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import type { PaymentDeps } from './deps.js';
import { refundEmail } from './emails.js';
import { issueRefundCreditNote } from '../invoicing/index.js';
import { settleInvoice } from './invoice-settlement.js';
import { paymentFactsOf } from './invoice-money.js';
import { appliedPartOfRefund } from './invoice-standing.js';
import { lockLedgerEntry, type LedgerRow } from './ledger-repository.js';
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
  type RefundTotals,
} from './refund-repository.js';

type Context = Pick<PaymentDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'operationsEmail' | 'log'>;

/** POST /api/admin/payments/{id}/refunds. Returns the refund's row as it stands after the provider answered. */
export async function refundPayment(
  deps: PaymentDeps,
  paymentId: string,
  audit: MemberAuditContext,
  request: { amount: string; reason: string; creditNote?: boolean | undefined },
): Promise<RefundRow> {
  const adminId = audit.actor.adminId;
  const opened = await deps.outbox.transaction(async (tx) => {
    const entry = await lockLedgerEntry(tx, paymentId);
    if (!entry) throw notFound(PAYMENT_MESSAGES.noSuchPayment);
    if (entry.status !== 'succeeded') throw conflict(PAYMENT_MESSAGES.notRefundable);
    const totals = (await refundTotalsOf(tx, [entry.id])).get(entry.id) ?? { succeededCents: 0, pendingCents: 0 };
    const available = refundableCents(entry, totals);
    if (amountToCents(request.amount) > available) throw conflict(PAYMENT_MESSAGES.refundTooLarge(centsToAmount(Math.max(0, available))));
    const byHand = entry.provider === 'manual';
    if (!byHand) assertProviderConnected(deps, entry);
    // Before the refund is written, so the credit note's checks see the invoice as it stands.
    const creditNoteNumber = request.creditNote ? await creditWithRefund(tx, deps, entry, totals, request, audit) : null;
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
      changes: factsOf({
        refundId: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        refundStatus: refund.status,
        creditNoteNumber,
      }),
    });
    if (byHand) await refundSucceeded(tx, deps, entry, refund);
    // A refund under way at the provider is no longer due: the invoice's refund due says so now.
    else if (entry.serviceRequestId !== null) await settleInvoice(tx, entry.serviceRequestId);
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
  if (refunds.length > 0 && entry.serviceRequestId !== null) await settleInvoice(tx, entry.serviceRequestId);
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
 * The refund's credit note (decision 073): for the part of `request.amount` that had paid the
 * invoice, so the customer does not owe it again. Returns its number. 409 when the payment paid no
 * invoice, or the refund returns only an overpayment (nothing owed to credit).
 */
async function creditWithRefund(
  tx: Transaction,
  deps: PaymentDeps,
  entry: LedgerRow,
  totals: RefundTotals,
  request: { amount: string; reason: string },
  audit: MemberAuditContext,
): Promise<string> {
  if (entry.serviceRequestId === null) throw conflict('This payment paid no invoice: refund it without a credit note.');
  const creditCents = appliedPartOfRefund(paymentFactsOf(entry, totals), amountToCents(request.amount));
  if (creditCents === 0) {
    throw conflict(
      'This refund returns only money that paid nothing of the invoice (an overpayment): there is nothing owed to credit. Refund it without a credit note.',
    );
  }
  return issueRefundCreditNote(
    tx,
    deps,
    entry.serviceRequestId,
    { amount: centsToAmount(creditCents), reason: request.reason, paymentId: entry.id },
    audit,
  );
}

/** Cents of a confirmed payment that may still be refunded: what came in less refunds done or under way. */
function refundableCents(entry: LedgerRow, totals: RefundTotals): number {
  if (entry.status !== 'succeeded') return 0;
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
    if (changed && entry.serviceRequestId !== null) await settleInvoice(tx, entry.serviceRequestId);
    return;
  }
  await refundSucceeded(tx, deps, entry, current);
}

/** A refund that went through: the invoice's balance and state follow, and the payer hears of it once. */
async function refundSucceeded(tx: Transaction, deps: Context, entry: LedgerRow, refund: RefundRow): Promise<void> {
  if (entry.serviceRequestId !== null) await settleInvoice(tx, entry.serviceRequestId);
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
