// What the server answers when a payment cannot go ahead, and what the pages say about it: one
// wording for both sides. Plain constants (no zod), so any payment page may import them. The
// customer's are in shared-messages.ts (they are translated); the back office's stay here.
import { formatUsd } from './money-format.js';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './payment-methods.js';
import { englishMessage, SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

export const PAYMENT_MESSAGES = {
  /** 404: paying an invoice whose reference names no invoiced request. */
  invoiceNotFound: MESSAGES.invoiceNotFound.message,
  /** 404: the invoice view or a reported transfer for a reference that names no request. */
  requestNotFound: MESSAGES.requestNotFound.message,
  /** 404: a payment outcome or receipt asked for by an id we do not know. */
  paymentNotFound: MESSAGES.paymentNotFound.message,
  /** 404: an admin action on a payment id that is not in the ledger. */
  noSuchPayment: 'There is no payment with that id.',
  /** 409: starting, reporting or capturing a payment of an invoice already paid. */
  invoiceAlreadyPaid: (reference: string) => englishMessage(MESSAGES.invoiceAlreadyPaid, { reference }),
  /** 409: a second bank method reported while the first is unconfirmed. */
  transferAlreadyReported: (method: PaymentMethod) =>
    englishMessage(MESSAGES.transferAlreadyReported, { method: PAYMENT_METHOD_LABELS[method] }),
  /** 409: card or PayPal while a reported transfer is unconfirmed, without the customer's go-ahead. */
  reportedTransferPending: (method: PaymentMethod) =>
    englishMessage(MESSAGES.reportedTransferPending, { method: PAYMENT_METHOD_LABELS[method] }),
  /** 409: a checkout, card form or PayPal order replaced by a newer one for the same invoice. */
  attemptReplaced: MESSAGES.attemptReplaced.message,
  /** 409: a previous attempt went through at the provider while a new one was being started. */
  paymentInProgress: MESSAGES.paymentInProgress.message,
  /** 503 and the pages: production without card keys. */
  cardsUnavailable: MESSAGES.cardsUnavailable.message,
  paypalUnavailable: MESSAGES.paypalUnavailable.message,
  /** Shown on the payment pages when card and PayPal are not offered at all (manual mode). */
  onlineUnavailable: MESSAGES.onlineUnavailable.message,
  /** Shown on every payment page and the dashboard in test mode. */
  testMode: MESSAGES.testMode.message,
  /** The customer reported a transfer (toast and page). */
  transferReported: (method: PaymentMethod, amount: string) =>
    englishMessage(MESSAGES.transferReported, { method: PAYMENT_METHOD_LABELS[method], amount: formatUsd(amount) }),
  /** 409 for an admin confirming a transfer on a paid invoice without choosing the overpayment. */
  confirmOnPaidInvoice: (reference: string) =>
    `Invoice ${reference} is already paid. Confirm this transfer only as an overpayment (it is then due for a refund), or reject it if the money did not arrive.`,
  /** 409: a refund larger than what is left to refund. */
  refundTooLarge: (available: string) => `At most ${formatUsd(available)} of this payment can still be refunded.`,
  /** 409: refunding an attempt that took no money. */
  notRefundable: 'Only a confirmed payment can be refunded.',
} as const;
