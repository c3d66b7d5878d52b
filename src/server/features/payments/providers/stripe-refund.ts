// A Stripe refund in the ledger's terms. Apart from the SDK (types only), so the webhook's
// event handling and test mode use it without loading Stripe's client.
import type Stripe from 'stripe';
import type { RefundStatus } from '../../../../shared/payments/payment-methods.js';
import type { ProviderRefund } from './refunds.js';

const REFUND_STATUS_OF_STRIPE = new Map<string, RefundStatus>([
  ['succeeded', 'succeeded'],
  ['pending', 'pending'],
  // Waiting on the customer (some non-card methods): not final yet.
  ['requires_action', 'pending'],
  ['failed', 'failed'],
  ['canceled', 'canceled'],
]);

/** A Stripe refund in the ledger's terms (also for refund.updated and charge.refunded events). */
export function providerRefundOfStripe(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    amountCents: refund.amount,
    // A status Stripe adds later is not taken as final: a refund.updated event brings the next one.
    status: REFUND_STATUS_OF_STRIPE.get(refund.status ?? '') ?? 'pending',
    failureReason: refund.failure_reason ?? null,
    refundId: refund.metadata?.refundId ?? null,
  };
}
