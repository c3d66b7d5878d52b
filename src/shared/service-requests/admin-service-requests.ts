// What the admin dashboard reads and sends about service requests. One declaration serves the
// server's validation, its OpenAPI description and the dashboard's types.
import { LOCALES } from '../i18n.js';
import { z } from 'zod';
import { QUOTE_RESPONSES } from '../customer-portal/customer-portal.js';
import { emailField } from '../form-schema-fields.js';
import { adminListQuerySchema, adminPageSchema, statusHistoryEntrySchemaOf, statusUpdateSchemaOf } from '../admin-lists.js';
import { moneyAmountSchema } from '../money.js';
import { STATUS_EVENTS } from './request-status-events.js';
import { INVOICE_STATUSES, PAYMENT_STATUSES, SERVICE_REQUEST_STATUSES, URGENCY_LEVELS, USER_ROLES } from './service-requests.js';

export const serviceRequestListQuerySchema = adminListQuerySchema(SERVICE_REQUEST_STATUSES);

const nullableText = z.string().nullable();

/**
 * The instant estimate the shipper saw when they sent the request, as the server computed it
 * then (docs/decisions/026-instant-estimate.md); null when there was none.
 */
export const customerEstimateSchema = z.object({
  lowCents: z.number().int(),
  highCents: z.number().int(),
  /** Estimated road miles between the request's ZIP codes. */
  miles: z.number(),
});
export type CustomerEstimate = z.infer<typeof customerEstimateSchema>;

/** A request card in the list: what an admin needs to decide what to do next. */
export const adminServiceRequestSummarySchema = z.object({
  id: z.number(),
  referenceId: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  userRole: z.enum(USER_ROLES),
  serviceType: z.string(),
  serviceDescription: z.string(),
  urgency: z.enum(URGENCY_LEVELS),
  contactName: z.string(),
  contactCompany: nullableText,
  contactEmail: z.string(),
  contactPhone: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  estimatedQuote: nullableText,
  /** YYYY-MM-DD: the last day the quote holds; null without a quote (or one set before quotes had a date). */
  quoteValidUntil: nullableText,
  /** The customer's answer on their page; null while they have not answered the current quote. */
  quoteResponse: z.enum(QUOTE_RESPONSES).nullable(),
  /** ISO 8601: when they answered. */
  quoteRespondedAt: nullableText,
  /** Why they declined, in their words. */
  quoteDeclineReason: nullableText,
  customerEstimate: customerEstimateSchema.nullable(),
  finalAmount: nullableText,
  /** INV-YYYY-NNNNNN, given when the invoice was sent; null before. */
  invoiceNumber: nullableText,
  invoiceStatus: z.enum(INVOICE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Money arrived twice (an overpayment) and is not yet refunded in full. */
  refundDue: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The customer's payment page, at the configured public address. */
  paymentUrl: z.string(),
  /** The language the customer wrote in: their e-mails are in it. */
  language: z.enum(LOCALES),
});
export type AdminServiceRequestSummary = z.infer<typeof adminServiceRequestSummarySchema>;

export const adminServiceRequestPageSchema = adminPageSchema(adminServiceRequestSummarySchema);
export type AdminServiceRequestPage = z.infer<typeof adminServiceRequestPageSchema>;

export const adminUploadSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type AdminUpload = z.infer<typeof adminUploadSchema>;

const statusHistoryEntrySchema = statusHistoryEntrySchemaOf(SERVICE_REQUEST_STATUSES).extend({
  /** The business event that moved the status (request-status-events.ts); null for a person's change or the arrival. */
  event: z.enum(STATUS_EVENTS).nullable(),
});

/** Everything the customer sent, and everything that happened to the request since. */
export const adminServiceRequestDetailSchema = adminServiceRequestSummarySchema.extend({
  length: nullableText,
  width: nullableText,
  height: nullableText,
  weight: nullableText,
  itemType: nullableText,
  specialHandling: nullableText,
  pickupAddress: z.string(),
  pickupAddress2: nullableText,
  pickupZip: z.string(),
  pickupInstructions: nullableText,
  deliveryAddress: z.string(),
  deliveryAddress2: nullableText,
  deliveryZip: z.string(),
  deliveryInstructions: nullableText,
  preferredDate: nullableText,
  preferredTime: nullableText,
  carrierRequirements: nullableText,
  loadVolume: nullableText,
  contractTerms: nullableText,
  preferredLanes: nullableText,
  dispatchingRates: nullableText,
  equipmentNeeded: nullableText,
  loadTypes: nullableText,
  coverageAreas: nullableText,
  additionalNotes: nullableText,
  paymentMethod: nullableText,
  paymentReference: nullableText,
  invoiceSentAt: nullableText,
  paidAt: nullableText,
  updatedAt: z.string(),
  photos: z.array(adminUploadSchema),
  history: z.array(statusHistoryEntrySchema),
});
export type AdminServiceRequestDetail = z.infer<typeof adminServiceRequestDetailSchema>;

export const statusUpdateSchema = statusUpdateSchemaOf(SERVICE_REQUEST_STATUSES);
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

export const quoteUpdateSchema = z.object({ quote: moneyAmountSchema });

export const invoiceSchema = z.object({ finalAmount: moneyAmountSchema });

/** PATCH .../contact-email: the same rules as the request form's e-mail field. */
export const contactEmailUpdateSchema = z.object({ email: emailField });

/** The payment page a customer is sent to for a request. */
export function paymentPageUrl(publicBaseUrl: string, referenceId: string): string {
  return `${publicBaseUrl}/payment?ref=${encodeURIComponent(referenceId)}`;
}

/** The answer to a request id that does not exist (the request's page, dispatch and the audit history). */
export const REQUEST_NOT_FOUND = 'There is no service request with that id.';
