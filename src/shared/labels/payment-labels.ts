// Payments: methods, refunds and the ledger's statuses. Each label once, in English, as a message of the `shared` catalog
// (see ../shared-labels.ts). Apart from the other kinds so a page carries only the labels it reads.
import type { LabelMessage } from './label-message.js';

export const PAYMENT_METHOD_MESSAGES = {
  credit_card: /*i18n*/ { id: 'shared.paymentMethod.credit_card', message: 'Credit / Debit Card' },
  paypal: /*i18n*/ { id: 'shared.paymentMethod.paypal', message: 'PayPal' },
  bank_transfer: /*i18n*/ { id: 'shared.paymentMethod.bank_transfer', message: 'Bank Transfer' },
  zelle: /*i18n*/ { id: 'shared.paymentMethod.zelle', message: 'Zelle' },
  wire_transfer: /*i18n*/ { id: 'shared.paymentMethod.wire_transfer', message: 'Wire Transfer' },
  ach: /*i18n*/ { id: 'shared.paymentMethod.ach', message: 'ACH Transfer' },
  direct_deposit: /*i18n*/ { id: 'shared.paymentMethod.direct_deposit', message: 'Direct Deposit' },
} as const satisfies Record<string, LabelMessage>;
export const REFUND_STATUS_MESSAGES = {
  pending: /*i18n*/ { id: 'shared.refundStatus.pending', message: 'Refund pending' },
  succeeded: /*i18n*/ { id: 'shared.refundStatus.succeeded', message: 'Refunded' },
  failed: /*i18n*/ { id: 'shared.refundStatus.failed', message: 'Refund failed' },
  canceled: /*i18n*/ { id: 'shared.refundStatus.canceled', message: 'Refund canceled' },
} as const satisfies Record<string, LabelMessage>;
/** A payment attempt in the ledger, as the customer's page and the back office show it. */
export const LEDGER_STATUS_MESSAGES = {
  created: /*i18n*/ { id: 'shared.ledgerStatus.created', message: 'Started' },
  pending: /*i18n*/ { id: 'shared.ledgerStatus.pending', message: 'Processing' },
  pending_verification: /*i18n*/ { id: 'shared.ledgerStatus.pending_verification', message: 'Pending Verification' },
  succeeded: /*i18n*/ { id: 'shared.ledgerStatus.succeeded', message: 'Confirmed' },
  failed: /*i18n*/ { id: 'shared.ledgerStatus.failed', message: 'Failed' },
  rejected: /*i18n*/ { id: 'shared.ledgerStatus.rejected', message: 'Rejected' },
  canceled: /*i18n*/ { id: 'shared.ledgerStatus.canceled', message: 'Cancelled' },
} as const satisfies Record<string, LabelMessage>;
