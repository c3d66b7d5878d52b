// Payment methods, providers and ledger states (spec section 3), and the small helpers the
// payment pages show them with: plain constants, apart from the call shapes in payments.ts, so
// a page that only names methods does not download zod.
import { englishLabels } from '../labels/label-message.js';
import { PAYMENT_METHOD_MESSAGES, REFUND_STATUS_MESSAGES } from '../labels/payment-labels.js';

export const PAYMENT_METHODS = ['credit_card', 'paypal', 'bank_transfer', 'zelle', 'wire_transfer', 'ach', 'direct_deposit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods each page offers, in the spec's order. */
export const INVOICE_PAYMENT_METHODS = ['bank_transfer', 'zelle', 'wire_transfer', 'ach', 'credit_card', 'paypal'] as const;
export const FREE_FORM_PAYMENT_METHODS = ['credit_card', 'zelle', 'direct_deposit', 'wire_transfer'] as const;
export const SIMPLE_PAYMENT_METHODS = ['credit_card', 'paypal', 'bank_transfer', 'zelle', 'wire_transfer'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** Money we cannot see arrive: the customer reports it and an admin confirms it. */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'zelle', 'wire_transfer', 'ach', 'direct_deposit'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

export function isManualMethod(method: string): method is ManualPaymentMethod {
  return (MANUAL_PAYMENT_METHODS as readonly string[]).includes(method);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = /* @__PURE__ */ englishLabels(PAYMENT_METHOD_MESSAGES);

/** 'test' stands in for Stripe and PayPal when neither is configured: no money moves. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'manual', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One ledger row per attempt. created -> pending -> succeeded | failed | canceled;
 * pending_verification -> succeeded | rejected. A succeeded row is never changed again (refunds
 * are rows of their own). canceled: abandoned, expired, or replaced by a newer attempt for the
 * same invoice; no money moved. See docs/decisions/023-payment-state-machine.md.
 */
export const LEDGER_STATUSES = ['created', 'pending', 'pending_verification', 'succeeded', 'failed', 'rejected', 'canceled'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/**
 * live: Stripe and/or PayPal configured. test: local stand-ins, no money moves (never in
 * production unless PAYMENTS_TEST_MODE=true). manual: neither: only bank transfer, Zelle, wire,
 * ACH and direct deposit are offered.
 */
export const PAYMENT_MODES = ['live', 'test', 'manual'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A refund: pending at the provider, then succeeded, failed or canceled. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = /* @__PURE__ */ englishLabels(REFUND_STATUS_MESSAGES);

export const CURRENCY = 'USD';

/** The smallest payment a card provider accepts. */
export const MIN_PAYMENT_AMOUNT = '0.50';

/** The memo a customer writes on a transfer, so we can match it to the invoice. */
export function paymentMemo(reference: string | undefined): string {
  return reference ? `Payment for ${reference}` : 'Payment';
}

/** "j***@example.com": enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
