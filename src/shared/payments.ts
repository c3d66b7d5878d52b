// Payment methods, the states of a payment attempt in the ledger, and the shapes of the payment
// calls (spec sections 3 and 7), shared by the payment pages and the server.
import { z } from 'zod';
import { moneyAmountSchema } from './money.js';

export const PAYMENT_METHODS = [
  'credit_card',
  'paypal',
  'bank_transfer',
  'zelle',
  'wire_transfer',
  'ach',
  'direct_deposit',
] as const;
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

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Credit / Debit Card',
  paypal: 'PayPal',
  bank_transfer: 'Bank Transfer',
  zelle: 'Zelle',
  wire_transfer: 'Wire Transfer',
  ach: 'ACH Transfer',
  direct_deposit: 'Direct Deposit',
};

/** 'test' stands in for Stripe and PayPal when neither is configured: no money moves. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'manual', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const LEDGER_STATUSES = ['created', 'pending', 'pending_verification', 'succeeded', 'failed', 'rejected'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const CURRENCY = 'USD';


/** The smallest payment a card provider accepts. */
export const MIN_PAYMENT_AMOUNT = '0.50';

export const ACH_TIMING = '1-3 business days';

// GET /api/payments/config: what the payment pages need to draw themselves.
export const paymentsConfigSchema = z.object({
  mode: z.enum(['test', 'live']),
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
  invoiceStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

// POST /api/service-requests/{ref}/pay: the customer reports a bank transfer, Zelle, wire or ACH
// payment (card and PayPal confirm themselves through their providers).
export const invoicePaySchema = z.object({
  paymentMethod: z.enum(INVOICE_PAYMENT_METHODS, { error: 'Please select a payment method to continue.' }),
});

export const manualPaymentResultSchema = z.object({
  paymentStatus: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  memo: z.string(),
});
export type ManualPaymentResult = z.infer<typeof manualPaymentResultSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

const email = z.string().trim().max(254).pipe(z.email({ error: 'Invalid email' }));

/**
 * A card payment: an invoice (referenceId of a service request: the amount comes from our
 * database, whatever is sent) or a free-form payment (amount required, bounded by the server).
 */
export const checkoutRequestSchema = z.object({
  amount: moneyAmountSchema.optional(),
  referenceId: optionalText(100),
  email: email.optional().or(z.literal('').transform(() => undefined)),
  notes: optionalText(500),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });
export const paymentIntentResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

// GET /api/checkout-session/{id}: what the success page shows (spec section 3).
export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  payment_status: z.string(),
  payment_intent: z.string().nullable(),
  customer_details: z.object({ email: z.string().nullable() }),
  reference: z.string().nullable(),
  test_mode: z.boolean(),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

// PayPal (spec section 7).
export const paypalSetupSchema = z.object({ clientToken: z.string().nullable(), clientId: z.string().nullable(), testMode: z.boolean() });
export const paypalOrderRequestSchema = z.object({
  amount: moneyAmountSchema.optional(),
  currency: z.literal('USD').default('USD'),
  intent: z.literal('CAPTURE').default('CAPTURE'),
  referenceId: optionalText(100),
});
export const paypalOrderSchema = z.object({ id: z.string() });
export const paypalCaptureRequestSchema = z.object({ referenceId: optionalText(100) });
export const paypalCaptureResultSchema = z.object({ status: z.string(), captureId: z.string(), amount: z.string() });
export type PaypalCaptureResult = z.infer<typeof paypalCaptureResultSchema>;

// A free-form Zelle, wire or direct deposit the customer says they sent, for an admin to confirm.
export const freeFormReportSchema = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS),
  amount: moneyAmountSchema,
  email: email.optional().or(z.literal('').transform(() => undefined)),
  referenceId: optionalText(100),
  notes: optionalText(500),
});
export type FreeFormReport = z.input<typeof freeFormReportSchema>;

/** The memo a customer writes on a transfer, so we can match it to the invoice. */
export function paymentMemo(reference: string | undefined): string {
  return reference ? `Payment for ${reference}` : 'Payment';
}

/** "j***@example.com": enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
