// PayPal (Orders v2, capture intent), as the rest of the feature sees it: the real API in live
// mode, a local stand-in in test mode.
import type { CheckoutItem } from '../checkout-items.js';
import type { ProviderRefund, RefundInput } from './refunds.js';

export interface WalletOrderInput {
  /** Dollars, two decimals ("1250.00"). */
  amount: string;
  description: string;
  /** The invoice's lines, adding up to amount; undefined: no items, as before lines existed. */
  items?: CheckoutItem[] | undefined;
  /** Ours: the ledger entry (custom_id) and the reference (invoice_id), echoed back on capture. */
  ledgerId: string;
  reference: string;
}

export interface WalletCapture {
  /** The order's status: COMPLETED when the money moved. */
  orderStatus: string;
  captureId: string | null;
  captureStatus: string | null;
  amount: string | null;
  currency: string | null;
  /** The custom_id we gave the order: our ledger entry. */
  ledgerId: string | null;
  /** The PayPal account's e-mail (payer.email_address), for the receipt when we have none. */
  payerEmail: string | null;
}

export interface WalletProvider {
  readonly provider: 'paypal' | 'test';
  /** For the browser SDK's card fields; null when not available (test mode). */
  clientToken(): Promise<string | null>;
  createOrder(input: WalletOrderInput): Promise<{ id: string }>;
  captureOrder(orderId: string): Promise<WalletCapture>;
  /** Refunds part or all of a capture (Payments v2 captures/{id}/refund; idempotent on input.refundId). */
  refundCapture(input: RefundInput & { captureId: string }): Promise<ProviderRefund>;
}
