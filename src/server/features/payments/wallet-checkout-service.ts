// PayPal: create an order for the amount we decide (the invoice's, or a bounded free-form
// amount), and capture it once the customer approved it, accepting the money only when PayPal
// reports the capture COMPLETED for exactly that amount in USD, for the order we made.
// Before money moves, the order must still be its invoice's open one and the invoice unpaid.
import type { CodedMessage } from '../../../shared/coded-message.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { amountToCents, canonicalAmount } from '../../../shared/money.js';
import { isSettledPaymentStatus } from '../../../shared/service-requests/service-requests.js';
import type { PaymentOutcome } from '../../../shared/payments/payments.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { afterConfirmation, confirmLedgerPayment, failLedgerPayment } from './confirmation-service.js';
import type { PaymentDeps } from './deps.js';
import { findLedgerByProviderId, lockLedgerEntry, moveLedgerStatus, STALE_CAPTURE_MS, type LedgerRow } from './ledger-repository.js';
import { attachProviderId, openAttempt, type AttemptRequest } from './attempt-opening-service.js';
import { invoiceItemsOf } from './invoice-items-service.js';
import { outcomeOf } from './payment-outcome-service.js';
import { asServiceRequestReference } from './payment-target.js';
import type { WalletProvider } from './providers/wallet-provider.js';
import { lockInvoiceById } from '../service-requests/index.js';

export const ORDER_NOT_FOUND = 'We could not find that PayPal order.';

export async function createWalletOrder(deps: PaymentDeps, request: AttemptRequest): Promise<{ id: string }> {
  const wallet = walletProvider(deps);
  const attempt = await openAttempt(deps, wallet.provider, 'paypal', request);
  const { target, entry } = attempt;
  const items = await invoiceItemsOf(deps, attempt);
  let order;
  try {
    order = await wallet.createOrder({
      amount: entry.amount,
      description: target.description,
      items,
      ledgerId: entry.id,
      reference: target.reference ?? 'payment',
    });
  } catch (error) {
    deps.log.error({ err: error, ledgerId: entry.id }, 'PayPal order creation failed');
    await moveLedgerStatus(deps.db, entry.id, ['created'], 'failed', 'provider error creating the order');
    throw new HttpError(502, 'Failed to create the PayPal order. Please try again.');
  }
  await attachProviderId(deps, entry, order.id);
  return { id: order.id };
}

/** GET /paypal/setup: what the browser SDK needs. PayPal down is a 502, as for every PayPal call. */
export async function walletSetup(deps: PaymentDeps): Promise<{ clientToken: string | null; clientId: string | null; testMode: boolean }> {
  const wallet = deps.providers.wallet;
  let clientToken: string | null = null;
  if (wallet) {
    try {
      clientToken = await wallet.clientToken();
    } catch (error) {
      deps.log.error({ err: error }, 'PayPal client token failed');
      throw new HttpError(502, 'PayPal is not answering just now. Please try again, or choose another payment method.');
    }
  }
  return { clientToken, clientId: deps.settings.paypal?.clientId ?? null, testMode: wallet?.provider === 'test' };
}

export interface CaptureResult {
  status: 'COMPLETED';
  captureId: string;
  amount: string;
  outcome: PaymentOutcome;
}

/**
 * Captures an order we created. For an invoice page, `referenceId` must be that order's invoice:
 * an order made for one invoice cannot be used to mark another paid.
 */
export async function captureWalletOrder(
  deps: PaymentDeps,
  orderId: string,
  referenceId: string | undefined,
  origin: AuditOrigin,
): Promise<CaptureResult> {
  const wallet = walletProvider(deps);
  const entry = await findLedgerByProviderId(deps.db, [wallet.provider], orderId);
  if (!entry) throw notFound(ORDER_NOT_FOUND);
  const invoiceReference = asServiceRequestReference(referenceId);
  if ((invoiceReference ?? null) !== (entry.serviceRequestId === null ? null : entry.customerReference)) {
    deps.log.warn({ ledgerId: entry.id }, 'PayPal capture asked for a different invoice than its order was made for');
    throw conflict('This PayPal order belongs to another payment.');
  }
  const settled = completedResult(entry);
  if (settled) return settled;

  const refusal = await claimForCapture(deps, entry.id);
  if (refusal) throw conflict(refusal);

  let capture;
  try {
    capture = await wallet.captureOrder(orderId);
  } catch (error) {
    // A second capture of one order (a double click, a retry) is refused by PayPal once the
    // first went through: answer it with the first one's result.
    const now = await findLedgerByProviderId(deps.db, [wallet.provider], orderId);
    const done = now && completedResult(now);
    if (done) return done;
    // Nothing moved that we know of: the order may be captured again.
    await moveLedgerStatus(deps.db, entry.id, ['pending'], 'created');
    deps.log.error({ err: error, ledgerId: entry.id }, 'PayPal capture failed');
    throw new HttpError(502, 'PayPal could not complete the payment. Please try again.');
  }
  const completed = capture.orderStatus === 'COMPLETED' && capture.captureStatus === 'COMPLETED' && capture.captureId && capture.amount;

  const result = await deps.outbox.transaction(async (tx) => {
    const locked = await lockLedgerEntry(tx, entry.id);
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    if (!completed || (capture.ledgerId !== null && capture.ledgerId !== locked.id)) {
      await failLedgerPayment(
        tx,
        locked,
        `PayPal capture not completed (order ${capture.orderStatus}, capture ${capture.captureStatus ?? 'none'})`,
      );
      return undefined;
    }
    return confirmLedgerPayment(tx, deps, locked, {
      captureId: capture.captureId,
      amountCents: amountToCents(canonicalAmount(capture.amount ?? '0')),
      currency: capture.currency ?? '',
      payerEmail: capture.payerEmail,
      // PayPal confirmed it in answer to the capture the customer's browser asked for.
      receivedBy: actingAs(origin, CUSTOMER_ACTOR),
    });
  });
  await afterConfirmation(deps, result);
  if (result?.outcome === 'amount-mismatch') throw conflict('The PayPal payment did not match the amount due. Please contact us.');
  const now = await findLedgerByProviderId(deps.db, [wallet.provider], orderId);
  const done = result && now && completedResult(now);
  if (!done) throw new HttpError(402, 'PayPal did not complete the payment. Please try again or choose another method.');
  return done;
}

/**
 * Marks the order as being captured (pending), or says why it may not be: replaced by a newer
 * order, its invoice paid meanwhile, or a capture already under way.
 */
async function claimForCapture(deps: PaymentDeps, ledgerId: string): Promise<string | CodedMessage | undefined> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockLedgerEntry(tx, ledgerId);
    if (!locked) return ORDER_NOT_FOUND;
    if (locked.serviceRequestId !== null) {
      const invoice = await lockInvoiceById(tx, locked.serviceRequestId);
      if (invoice && isSettledPaymentStatus(invoice.paymentStatus)) {
        await moveLedgerStatus(tx, locked.id, ['created'], 'canceled', 'the invoice was already paid');
        return PAYMENT_MESSAGES.invoiceAlreadyPaid(invoice.referenceId);
      }
    }
    if (locked.status === 'canceled') return PAYMENT_MESSAGES.attemptReplaced;
    if (locked.status === 'failed') return 'This PayPal payment did not go through. Please start a new one.';
    // A capture claimed long ago never finished (the process stopped mid-call): it may be tried
    // again. PayPal answers a repeated capture (same PayPal-Request-Id) with the first one's result.
    const abandoned = locked.status === 'pending' && isStaleCapture(locked);
    if (locked.status !== 'created' && !abandoned) return PAYMENT_MESSAGES.paymentInProgress;
    await moveLedgerStatus(tx, locked.id, ['created', 'pending'], 'pending');
    return undefined;
  });
}

export function isStaleCapture(entry: Pick<LedgerRow, 'status' | 'method' | 'updatedAt'>, now = Date.now()): boolean {
  return entry.status === 'pending' && entry.method === 'paypal' && now - entry.updatedAt.getTime() > STALE_CAPTURE_MS;
}

function completedResult(entry: LedgerRow): CaptureResult | undefined {
  if (entry.status !== 'succeeded' || !entry.providerCaptureId) return undefined;
  return { status: 'COMPLETED', captureId: entry.providerCaptureId, amount: entry.amount, outcome: outcomeOf(entry) };
}

function walletProvider(deps: PaymentDeps): WalletProvider {
  if (!deps.providers.wallet) throw new HttpError(503, PAYMENT_MESSAGES.paypalUnavailable);
  return deps.providers.wallet;
}
