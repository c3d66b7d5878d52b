// What the admin dashboard reads and sends about payments (the ledger).
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin-lists.js';
import { LEDGER_STATUSES, PAYMENT_METHODS, PAYMENT_PROVIDERS } from './payments.js';

export const paymentListQuerySchema = adminListQuerySchema(LEDGER_STATUSES);

export const adminPaymentSchema = z.object({
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
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentPageSchema = adminPageSchema(adminPaymentSchema);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

export const rejectPaymentSchema = z.object({
  reason: z.string().trim().min(3, { error: 'Say why, so the books explain it (at least 3 characters)' }).max(500),
});

export const paymentSettingsSchema = z.object({
  mode: z.enum(['test', 'live']),
  stripe: z.boolean(),
  paypal: z.enum(['sandbox', 'live']).nullable(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsSchema>;

export const LEDGER_STATUS_LABELS: Record<(typeof LEDGER_STATUSES)[number], string> = {
  created: 'Started',
  pending: 'Processing',
  pending_verification: 'Pending Verification',
  succeeded: 'Confirmed',
  failed: 'Failed',
  rejected: 'Rejected',
};
