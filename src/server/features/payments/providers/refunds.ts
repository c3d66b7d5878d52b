// Refunds as both providers report them, in the ledger's terms.
import type { RefundStatus } from '../../../../shared/payments/payment-methods.js';

export interface RefundInput {
  amountCents: number;
  /** Our refund row's id: the idempotency key, and echoed back in the provider's metadata. */
  refundId: string;
  /** Shown to the customer by some providers (PayPal's note_to_payer); at most 255 characters. */
  note: string;
}

export interface ProviderRefund {
  /** The provider's refund id (Stripe `re_…`, PayPal refund id). */
  id: string;
  amountCents: number;
  status: RefundStatus;
  failureReason: string | null;
  /** Our refund id, when the refund was made by us (Stripe metadata.refundId); null otherwise. */
  refundId: string | null;
}
