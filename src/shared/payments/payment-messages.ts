// What the server answers when a payment cannot go ahead, and what the pages say about it: one
// wording for both sides. Plain constants (no zod), so any payment page may import them. The
// customer's are messages of shared-messages.ts, made here with their code and values (a page
// shows them in its language); the back office's stay here, in English.
import { codedMessage } from '../coded-message.js';
import { formatUsd } from '../money-format.js';
import type { PaymentMethod } from './payment-methods.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

export const PAYMENT_MESSAGES = {
  /** 404: paying an invoice whose reference names no invoiced request. */
  invoiceNotFound: codedMessage(MESSAGES.invoiceNotFound),
  /** 404: the invoice view or a reported transfer for a reference that names no request. */
  requestNotFound: codedMessage(MESSAGES.requestNotFound),
  /** 404: a payment outcome or receipt asked for by an id we do not know. */
  paymentNotFound: codedMessage(MESSAGES.paymentNotFound),
  /** 404: an admin action on a payment id that is not in the ledger. */
  noSuchPayment: 'There is no payment with that id.',
  /** 409: starting, reporting or capturing a payment of an invoice already paid. */
  invoiceAlreadyPaid: (reference: string) => codedMessage(MESSAGES.invoiceAlreadyPaid, { reference }),
  /** 409: paying a factored invoice here (decision 078): it is paid to the factor. */
  invoiceAssignedToFactor: (reference: string) => codedMessage(MESSAGES.invoiceAssignedToFactor, { reference }),
  /** 409: a second bank method reported while the first is unconfirmed. */
  transferAlreadyReported: (method: PaymentMethod) => codedMessage(MESSAGES.transferAlreadyReported, { method }),
  /** 409: card or PayPal while a reported transfer is unconfirmed, without the customer's go-ahead. */
  reportedTransferPending: (method: PaymentMethod) => codedMessage(MESSAGES.reportedTransferPending, { method }),
  /** 409: a checkout, card form or PayPal order replaced by a newer one for the same invoice. */
  attemptReplaced: codedMessage(MESSAGES.attemptReplaced),
  /** 409: a previous attempt went through at the provider while a new one was being started. */
  paymentInProgress: codedMessage(MESSAGES.paymentInProgress),
  /** 503 and the pages: production without card keys. */
  cardsUnavailable: codedMessage(MESSAGES.cardsUnavailable),
  paypalUnavailable: codedMessage(MESSAGES.paypalUnavailable),
  /** Shown on the payment pages when card and PayPal are not offered at all (manual mode). */
  onlineUnavailable: codedMessage(MESSAGES.onlineUnavailable),
  /** Shown on every payment page and the dashboard in test mode. */
  testMode: codedMessage(MESSAGES.testMode),
  /** 400: paying more of an invoice than its balance (the amount rule's own words: every page carries them). */
  amountOverBalance: (balance: string) => codedMessage(MESSAGES.amountTooLarge, { max: formatUsd(balance) }),
  /**
   * 400: paying less than the smallest payment (or than the whole balance, when less is left). The
   * free-form pages' words; the pages check it as it is typed, in their language (payments.amount.tooSmall).
   */
  amountBelowMinimum: (min: string) => `The smallest payment we can take is ${formatUsd(min)}.`,
  /** The customer reported a transfer (toast and page). */
  transferReported: (method: PaymentMethod, amount: string) =>
    codedMessage(MESSAGES.transferReported, { method, amount: formatUsd(amount) }),
  /** 409 for an admin confirming a transfer on a paid invoice without choosing the overpayment. */
  confirmOnPaidInvoice: (reference: string) =>
    `Invoice ${reference} is already paid. Confirm this transfer only as an overpayment (it is then due for a refund), or reject it if the money did not arrive.`,
  /** 409: a refund larger than what is left to refund. */
  refundTooLarge: (available: string) => `At most ${formatUsd(available)} of this payment can still be refunded.`,
  /** 409: refunding an attempt that took no money. */
  notRefundable: 'Only a confirmed payment can be refunded.',
} as const;
