// What the admin dashboard reads and sends about payments (the ledger).
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema, type AdminListQuery } from '../admin-lists.js';
import { moneyAmountSchema } from '../money.js';
import { LEDGER_STATUSES, PAYMENT_METHODS, PAYMENT_MODES, PAYMENT_PROVIDERS, REFUND_STATUSES } from './payments.js';
import { safeString } from '../safe-text.js';
import { englishLabels } from '../labels/label-message.js';
import { LEDGER_STATUS_MESSAGES } from '../labels/payment-labels.js';

/** The status filter: a ledger status, or every overpayment not yet refunded in full. */
export const PAYMENT_LIST_STATUSES = [...LEDGER_STATUSES, 'refund_due'] as const;

const isoDate = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

/** The Payments tab's filters (and its CSV export's): search, status, method, and a date range (UTC days, inclusive). */
export const paymentListQuerySchema = adminListQuerySchema(PAYMENT_LIST_STATUSES)
  .extend({
    method: z.enum(['all', ...PAYMENT_METHODS]).default('all'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The start date must not be after the end date',
    path: ['from'],
  });

export interface PaymentListQuery extends AdminListQuery {
  method: string;
  from?: string | undefined;
  to?: string | undefined;
}

/** The query string for the ledger or its export (empty values left out). */
export function paymentListSearchParams(query: Partial<PaymentListQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.method && query.method !== 'all') params.set('method', query.method);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** One refund of a payment: through the provider (card, PayPal) or recorded by hand (bank methods). */
export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** Stripe refund or PayPal refund id; null for refunds recorded by hand. */
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The admin's e-mail; null when it came from the provider (a refund made in Stripe's dashboard). */
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

const adminPaymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(LEDGER_STATUSES),
  serviceRequestId: z.number().nullable(),
  /** The invoice's reference ID, or what the customer typed on a free-form payment. */
  reference: z.string().nullable(),
  payerEmail: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  providerCaptureId: z.string().nullable(),
  failureReason: z.string().nullable(),
  notes: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** Money that arrived beyond what its invoice owed (all of it, or part): to be refunded. */
  overpayment: z.boolean(),
  /** The part that paid the invoice (decision 073); null for a free-form payment or one not confirmed. */
  appliedAmount: z.string().nullable(),
  /** What the payment's invoice still owes now; null without a sent invoice. */
  invoiceBalance: z.string().nullable(),
  /** Refunds that succeeded, and those still pending at the provider. */
  refundedAmount: z.string(),
  refundPendingAmount: z.string(),
  /** What may still be refunded ("0.00" unless the payment succeeded). */
  refundableAmount: z.string(),
  /** For an overpayment: what of its unapplied part is still to be refunded; null otherwise or once refunded. */
  refundDue: z.string().nullable(),
  /** The invoice this row is for was already paid (a reported transfer then needs care). */
  invoiceSettled: z.boolean(),
  refunds: z.array(adminRefundSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** Sums over every row the filters match (not just the page). */
const paymentTotalsSchema = z.object({
  /** Confirmed payments, overpayments included. */
  received: z.string(),
  /** Refunds that succeeded. */
  refunded: z.string(),
  /** received - refunded. */
  net: z.string(),
  /** Overpayments still to be refunded. */
  refundDue: z.string(),
  /** Confirmed payments counted in received. */
  confirmedCount: z.number(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const adminPaymentPageSchema = adminPageSchema(adminPaymentSchema).extend({ totals: paymentTotalsSchema });
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

/** Why money was turned away or given back: the books must explain every such row. */
const bookkeepingReason = safeString().trim().min(3, { error: 'Say why, so the books explain it (at least 3 characters)' }).max(500);

export const rejectPaymentSchema = z.object({ reason: bookkeepingReason });

/**
 * POST /api/admin/payments/{id}/confirm: on a paid invoice, only with recordAsOverpayment. `amount`
 * is what actually arrived when it differs from what the customer reported (short or long).
 */
export const confirmPaymentSchema = z.object({
  recordAsOverpayment: z.boolean().default(false),
  amount: moneyAmountSchema.optional(),
});

/** POST /api/admin/payments/{id}/refunds. */
export const refundRequestSchema = z.object({
  amount: moneyAmountSchema,
  reason: bookkeepingReason,
  /**
   * The customer no longer owes what is returned (a deal cancelled after it was paid): a credit note
   * for the part of the refund that paid the invoice goes with it, so the invoice stays closed.
   * Only for an invoice that owes nothing (409 otherwise). Without it, the customer owes that part again.
   */
  creditNote: z.boolean().optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/**
 * Where a request's sent invoice stands (decision 073): its total, its credit notes, what payments
 * paid of it (net of refunds of that part) and what it still owes.
 */
export const invoiceStandingSchema = z.object({
  total: z.string(),
  credited: z.string(),
  paid: z.string(),
  balance: z.string(),
});
export type InvoiceStanding = z.infer<typeof invoiceStandingSchema>;

/** GET /api/admin/service-requests/{id}/payments: the request's ledger rows, newest first, and its invoice's standing (null without a sent invoice). */
export const requestPaymentsSchema = z.object({ items: z.array(adminPaymentSchema), invoice: invoiceStandingSchema.nullable() });
export type RequestPayments = z.infer<typeof requestPaymentsSchema>;

export const paymentSettingsSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  stripe: z.boolean(),
  paypal: z.enum(['sandbox', 'live']).nullable(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsSchema>;

/** The customer's page shows these too: sharedLabel(i18n, 'ledgerStatus', status). */
export const LEDGER_STATUS_LABELS: Record<(typeof LEDGER_STATUSES)[number], string> = /* @__PURE__ */ englishLabels(LEDGER_STATUS_MESSAGES);

export const PAYMENT_LIST_STATUS_LABELS: Record<(typeof PAYMENT_LIST_STATUSES)[number], string> = {
  ...LEDGER_STATUS_LABELS,
  refund_due: 'Refund due',
};
