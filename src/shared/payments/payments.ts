// The shapes of the payment calls (spec section 7), shared by the payment pages and the server;
// with the methods and ledger states of payment-methods.ts, re-exported here for the server.
import { billedLineSchema } from '../invoicing/billed-lines.js';
import { z } from 'zod';
import { customerCreditNoteSchema } from '../invoicing/credit-notes.js';
import { isOneLine, maxCharacters, ONE_LINE_ERROR, optionalLine } from '../form-schema-fields.js';
import { moneyAmountSchema } from '../money.js';
import { invoiceAssignmentSchema } from '../receivables/invoice-assignment.js';

import { INVOICE_PAYMENT_METHODS, MANUAL_PAYMENT_METHODS, PAYMENT_METHODS, PAYMENT_MODES } from './payment-methods.js';
import { PAYMENT_STATUSES } from '../service-requests/service-requests.js';
import { safeString } from '../safe-text.js';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

export * from './payment-methods.js';

// GET /api/payments/config: what the payment pages need to draw themselves.
export const paymentsConfigSchema = z.object({
  /** live, test (stand-ins, no money moves) or manual (no card or PayPal: bank methods only). */
  mode: z.enum(PAYMENT_MODES),
  /** Null in test mode: the local checkout stands in for Stripe. */
  stripePublishableKey: z.string().nullable(),
  /** Null when PayPal is not configured (test mode draws its own button). */
  paypalClientId: z.string().nullable(),
  cardAvailable: z.boolean(),
  paypalAvailable: z.boolean(),
  maxAmount: z.string(),
  zelle: z.object({ email: z.string(), name: z.string() }),
  bankInstructions: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

// GET /api/service-requests/{ref}: the invoice view (spec section 3). The e-mail is masked:
// whoever holds a payment link sees enough to recognise the invoice, not the address.
export const invoiceViewSchema = z.object({
  referenceId: z.string(),
  customerName: z.string(),
  contactEmail: z.string(),
  finalAmount: z.string().nullable(),
  /** INV-YYYY-NNNNNN once the invoice is sent; null before. */
  invoiceNumber: z.string().nullable(),
  invoiceStatus: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: z.string().nullable(),
  /** The provider's id of the payment that paid it (or our ledger id for a confirmed transfer). */
  paymentId: z.string().nullable(),
  /** Returned to the customer so far, "0.00" when nothing was. */
  amountRefunded: z.string(),
  /** A bank transfer, Zelle, wire or ACH the customer reported that no one has confirmed yet. */
  pendingTransfer: z.object({ method: z.enum(MANUAL_PAYMENT_METHODS), reportedAt: z.string(), amount: z.string() }).nullable(),
  /** The sent invoice's billed lines, in order (issue 37); empty before it is sent. */
  lines: z.array(billedLineSchema),
  /**
   * The sent invoice's total as issued; null before it is sent. finalAmount is what is owed: the
   * total less the credit notes (decision 069).
   */
  invoiceTotal: z.string().nullable(),
  /** The credit notes that lowered the amount owed, oldest first. */
  creditNotes: z.array(customerCreditNoteSchema),
  /**
   * What the sent invoice still owes (decision 073): its total less credit notes less what was paid
   * of it; what the page offers to pay. Null before it is sent (and once voided).
   */
  balance: z.string().nullable(),
  /** What payments paid of the invoice so far, net of refunds; "0.00" when nothing was. */
  amountPaid: z.string(),
  /** Set when the invoice is assigned to our factor (decision 078): paid to them, never on this page. */
  assignment: invoiceAssignmentSchema.nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

// POST /api/service-requests/{ref}/pay: the customer reports a bank transfer, Zelle, wire or ACH
// payment (card and PayPal confirm themselves through their providers).
export const invoicePaySchema = z.object({
  paymentMethod: z.enum(INVOICE_PAYMENT_METHODS, withCode(MESSAGES.selectPaymentMethod)),
  /** What the customer sent, when part of the balance (decision 073); the whole balance when absent. */
  amount: moneyAmountSchema.optional(),
});
export type InvoicePayRequest = z.input<typeof invoicePaySchema>;

export const manualPaymentResultSchema = z.object({
  paymentStatus: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  memo: z.string(),
});
export type ManualPaymentResult = z.infer<typeof manualPaymentResultSchema>;

const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, maxCharacters(max))
    .optional()
    .transform((value) => value || undefined);

// A reference or an e-mail the customer types is one line (both reach our mails' lines and
// subjects); notes are free text.
const email = safeString()
  .trim()
  .max(254)
  .refine(isOneLine, ONE_LINE_ERROR)
  .pipe(z.email(withCode(MESSAGES.invalidEmail)));
/** An e-mail the customer may leave empty; one schema, not a union, so a refusal says why. */
const optionalEmail = safeString()
  .trim()
  .max(254)
  .refine(isOneLine, ONE_LINE_ERROR)
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.email(withCode(MESSAGES.invalidEmail)).optional());

/**
 * A card payment: an invoice (referenceId of a service request: the amount is its balance from our
 * database, or the part of it sent in `amount`, checked against it) or a free-form payment (amount
 * required, bounded by the server).
 */
export const checkoutRequestSchema = z.object({
  amount: moneyAmountSchema.optional(),
  referenceId: optionalLine(100),
  email: optionalEmail,
  notes: optionalText(500),
  /**
   * The customer saw that a transfer they reported is still unconfirmed and chose to pay this way
   * anyway. Without it, paying an invoice with a reported transfer is refused (409).
   */
  acknowledgeReportedTransfer: z.boolean().optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });
export const paymentIntentResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

/**
 * What became of one payment (GET /api/payments/{id}/outcome, where id is the checkout session,
 * payment intent or PayPal order id the server gave the page): read from our ledger, which only
 * the provider's confirmation (or an admin's) marks paid.
 */
const PAYMENT_OUTCOME_STATUSES = ['paid', 'processing', 'canceled', 'failed'] as const;
export type PaymentOutcomeStatus = (typeof PAYMENT_OUTCOME_STATUSES)[number];

export const paymentOutcomeSchema = z.object({
  status: z.enum(PAYMENT_OUTCOME_STATUSES),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** The invoice's reference ID, or the reference the customer typed; never one from the URL. */
  reference: z.string().nullable(),
  /** True when the reference is one of our invoices (the page links back to it). */
  isInvoice: z.boolean(),
  /** The provider's id of the moved money (Stripe payment intent, PayPal capture); null until paid. */
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Where the receipt went, masked (j***@example.com); null when we have no address yet. */
  receiptEmail: z.string().nullable(),
  /** The invoice had already been paid another way: this payment is an overpayment we refund. */
  overpayment: z.boolean(),
  testMode: z.boolean(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/** POST /api/payments/{id}/receipt: where to send the receipt of a payment made without an e-mail. */
export const receiptEmailSchema = z.object({ email });

// GET /api/checkout-session/{id}: what the success page shows (spec section 3), with the outcome.
export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  payment_status: z.string(),
  payment_intent: z.string().nullable(),
  customer_details: z.object({ email: z.string().nullable() }),
  reference: z.string().nullable(),
  test_mode: z.boolean(),
  outcome: paymentOutcomeSchema,
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

// PayPal (spec section 7).
export const paypalSetupSchema = z.object({ clientToken: z.string().nullable(), clientId: z.string().nullable(), testMode: z.boolean() });
export const paypalOrderRequestSchema = z.object({
  amount: moneyAmountSchema.optional(),
  currency: z.literal('USD').default('USD'),
  intent: z.literal('CAPTURE').default('CAPTURE'),
  referenceId: optionalLine(100),
  /** As for card payments: paying an invoice that has a reported, unconfirmed transfer. */
  acknowledgeReportedTransfer: z.boolean().optional(),
});
export const paypalOrderSchema = z.object({ id: z.string() });
export const paypalCaptureRequestSchema = z.object({ referenceId: optionalLine(100) });
export const paypalCaptureResultSchema = z.object({
  status: z.string(),
  captureId: z.string(),
  amount: z.string(),
  outcome: paymentOutcomeSchema,
});
export type PaypalCaptureResult = z.infer<typeof paypalCaptureResultSchema>;

// A free-form Zelle, wire or direct deposit the customer says they sent, for an admin to confirm.
export const freeFormReportSchema = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS),
  amount: moneyAmountSchema,
  email: optionalEmail,
  referenceId: optionalLine(100),
  notes: optionalText(500),
});
export type FreeFormReport = z.input<typeof freeFormReportSchema>;
