// What the server answers when a payment cannot go ahead, and what the pages say about it: one
// wording for both sides. Plain constants (no zod), so any payment page may import them.
import { formatUsd } from './money-format.js';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './payment-methods.js';

export const PAYMENT_MESSAGES = {
  /** 404: paying an invoice whose reference names no invoiced request. */
  invoiceNotFound: 'Service Request Not Found: the requested service could not be found.',
  /** 404: the invoice view or a reported transfer for a reference that names no request. */
  requestNotFound: 'The requested service could not be found.',
  /** 404: a payment outcome or receipt asked for by an id we do not know. */
  paymentNotFound: 'We could not find that payment.',
  /** 404: an admin action on a payment id that is not in the ledger. */
  noSuchPayment: 'There is no payment with that id.',
  /** 409: starting, reporting or capturing a payment of an invoice already paid. */
  invoiceAlreadyPaid: (reference: string) => `Invoice ${reference} is already paid. Nothing more is due, and no payment was taken.`,
  /** 409: a second bank method reported while the first is unconfirmed. */
  transferAlreadyReported: (method: PaymentMethod) =>
    `You already reported a ${PAYMENT_METHOD_LABELS[method]} payment for this invoice. We will confirm it when it arrives.`,
  /** 409: card or PayPal while a reported transfer is unconfirmed, without the customer's go-ahead. */
  reportedTransferPending: (method: PaymentMethod) =>
    `You reported a ${PAYMENT_METHOD_LABELS[method]} payment for this invoice that we have not confirmed yet. Paying another way now could charge you twice.`,
  /** 409: a checkout, card form or PayPal order replaced by a newer one for the same invoice. */
  attemptReplaced:
    'This payment was replaced by a newer one for the same invoice, and no money was taken. Please pay from the invoice page again.',
  /** 409: a previous attempt went through at the provider while a new one was being started. */
  paymentInProgress: 'A payment for this invoice has just gone through or is being processed. Please refresh the page in a moment.',
  /** 503 and the pages: production without card keys. */
  cardsUnavailable: 'Card payments are not available right now. Please choose another method or call us.',
  paypalUnavailable: 'PayPal is not available right now. Please choose another method or call us.',
  /** Shown on the payment pages when card and PayPal are not offered at all (manual mode). */
  onlineUnavailable: 'Card and PayPal payments are not available on this site right now. You can pay by bank transfer, Zelle, wire or ACH.',
  /** Shown on every payment page and the dashboard in test mode. */
  testMode: 'Test mode - no money moves. Card and PayPal payments on this site are simulated.',
  /** The customer reported a transfer (toast and page). */
  transferReported: (method: PaymentMethod, amount: string) =>
    `Your ${PAYMENT_METHOD_LABELS[method]} payment of ${formatUsd(amount)} is reported. We will confirm it when it arrives and e-mail your receipt.`,
  /** 409 for an admin confirming a transfer on a paid invoice without choosing the overpayment. */
  confirmOnPaidInvoice: (reference: string) =>
    `Invoice ${reference} is already paid. Confirm this transfer only as an overpayment (it is then due for a refund), or reject it if the money did not arrive.`,
  /** 409: a refund larger than what is left to refund. */
  refundTooLarge: (available: string) => `At most ${formatUsd(available)} of this payment can still be refunded.`,
  /** 409: refunding an attempt that took no money. */
  notRefundable: 'Only a confirmed payment can be refunded.',
} as const;
