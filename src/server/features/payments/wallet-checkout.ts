// PayPal: create an order for the amount we decide (the invoice's, or a bounded free-form
// amount), and capture it once the customer approved it, accepting the money only when PayPal
// reports the capture COMPLETED for exactly that amount in USD, for the order we made.
import { amountToCents, canonicalAmount } from '../../../shared/money.js';
import { CURRENCY } from '../../../shared/payments.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import { confirmLedgerPayment, failLedgerPayment } from './confirmations.js';
import type { PaymentDeps } from './deps.js';
import { findLedgerByProviderId, insertLedgerEntry, lockLedgerEntry, markLedgerStatus, setProviderPaymentId } from './ledger-repository.js';
import { asServiceRequestReference, resolvePaymentTarget, type PaymentRequest } from './payment-target.js';
import type { WalletProvider } from './providers/wallet-provider.js';

export const PAYPAL_UNAVAILABLE = 'PayPal is not available right now. Please choose another method or call us.';
export const ORDER_NOT_FOUND = 'We could not find that PayPal order.';

export async function createWalletOrder(deps: PaymentDeps, request: PaymentRequest): Promise<{ id: string }> {
  const wallet = walletProvider(deps);
  const target = await resolvePaymentTarget(deps.db, request, deps.settings.maxAmount, deps.company.name);
  const entry = await insertLedgerEntry(deps.db, {
    serviceRequestId: target.invoice?.id ?? null,
    customerReference: target.reference ?? null,
    payerEmail: target.email ?? null,
    provider: wallet.provider,
    method: 'paypal',
    amount: target.amount,
    currency: CURRENCY,
    status: 'created',
  });
  try {
    const order = await wallet.createOrder({ amount: target.amount, description: target.description, ledgerId: entry.id, reference: target.reference ?? 'payment' });
    await setProviderPaymentId(deps.db, entry.id, order.id);
    return order;
  } catch (error) {
    deps.log.error({ err: error, ledgerId: entry.id }, 'PayPal order creation failed');
    await markLedgerStatus(deps.db, entry.id, 'failed', { reason: 'provider error creating the order' });
    throw new HttpError(502, 'Failed to create the PayPal order. Please try again.');
  }
}

export interface CaptureResult {
  status: 'COMPLETED';
  captureId: string;
  amount: string;
}

/**
 * Captures an order we created. For an invoice page, `referenceId` must be that order's invoice:
 * an order made for one invoice cannot be used to mark another paid.
 */
export async function captureWalletOrder(deps: PaymentDeps, orderId: string, referenceId: string | undefined): Promise<CaptureResult> {
  const wallet = walletProvider(deps);
  const entry = await findLedgerByProviderId(deps.db, [wallet.provider], orderId);
  if (!entry) throw notFound(ORDER_NOT_FOUND);
  const invoiceReference = asServiceRequestReference(referenceId);
  if ((invoiceReference ?? null) !== (entry.serviceRequestId === null ? null : entry.customerReference)) {
    deps.log.warn({ ledgerId: entry.id }, 'PayPal capture asked for a different invoice than its order was made for');
    throw conflict('This PayPal order belongs to another payment.');
  }
  if (entry.status === 'succeeded' && entry.providerCaptureId) return { status: 'COMPLETED', captureId: entry.providerCaptureId, amount: entry.amount };

  let capture;
  try {
    capture = await wallet.captureOrder(orderId);
  } catch (error) {
    // A second capture of one order (a double click, a retry) is refused by PayPal once the
    // first went through: answer it with the first one's result.
    const settled = await findLedgerByProviderId(deps.db, [wallet.provider], orderId);
    if (settled?.status === 'succeeded' && settled.providerCaptureId) return { status: 'COMPLETED', captureId: settled.providerCaptureId, amount: settled.amount };
    deps.log.error({ err: error, ledgerId: entry.id }, 'PayPal capture failed');
    throw new HttpError(502, 'PayPal could not complete the payment. Please try again.');
  }
  const completed = capture.orderStatus === 'COMPLETED' && capture.captureStatus === 'COMPLETED' && capture.captureId && capture.amount;

  let mailed = false;
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockLedgerEntry(tx, entry.id);
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    if (!completed || (capture.ledgerId !== null && capture.ledgerId !== locked.id)) {
      await failLedgerPayment(tx, locked, `PayPal capture not completed (order ${capture.orderStatus}, capture ${capture.captureStatus ?? 'none'})`);
      return undefined;
    }
    const outcome = await confirmLedgerPayment(tx, deps, locked, {
      captureId: capture.captureId,
      amountCents: amountToCents(canonicalAmount(capture.amount ?? '0')),
      currency: capture.currency ?? '',
    });
    mailed = outcome === 'confirmed';
    return outcome;
  });
  if (mailed) deps.onEmailQueued();
  if (result === 'amount-mismatch') throw conflict('The PayPal payment did not match the amount due. Please contact us.');
  if (!result || !capture.captureId) throw new HttpError(402, 'PayPal did not complete the payment. Please try again or choose another method.');
  return { status: 'COMPLETED', captureId: capture.captureId, amount: entry.amount };
}

function walletProvider(deps: PaymentDeps): WalletProvider {
  if (!deps.providers.wallet) throw new HttpError(503, PAYPAL_UNAVAILABLE);
  return deps.providers.wallet;
}
