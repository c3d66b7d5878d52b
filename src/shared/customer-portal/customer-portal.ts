// What a signed-in customer sees on their own page (issue 21): every request made with their
// e-mail, one request whole, the answer to a quote, their documents and their contact
// preferences. The server's routes live under /api/account (see the API paths below); the
// browser's portal reads the same shapes. Never a staff note, another customer's record, an
// admin's name or a storage key.
import { billedLineSchema } from '../invoicing/billed-lines.js';
import { z } from 'zod';
import { customerCreditNoteSchema } from '../invoicing/credit-notes.js';
import { invoiceAssignmentSchema } from '../receivables/invoice-assignment.js';
import { deliveryUpdateSchema, proofOfDeliverySummarySchema } from '../dispatch/dispatch.js';
import {
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  SERVICE_REQUEST_STATUSES,
  URGENCY_LEVELS,
  USER_ROLES,
} from '../service-requests/service-requests.js';
import { LEDGER_STATUSES, PAYMENT_METHODS, REFUND_STATUSES } from '../payments/payment-methods.js';
import { moneyAmountSchema } from '../money.js';
import { safeString } from '../safe-text.js';
import { codedMessage } from '../coded-message.js';
import { maxCharacters } from '../form-schema-fields.js';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

/** Where the portal's API lives; every path below is relative to the site. */
export const CUSTOMER_API = {
  signInRequest: '/api/account/sign-in/request',
  signInCode: '/api/account/sign-in/code',
  signInLink: '/api/account/sign-in/link',
  session: '/api/account/session',
  signOut: '/api/account/sign-out',
  signOutEverywhere: '/api/account/sign-out-everywhere',
  requests: '/api/account/requests',
  request: (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}`,
  photo: (referenceId: string, photoId: string) =>
    `/api/account/requests/${encodeURIComponent(referenceId)}/photos/${encodeURIComponent(photoId)}`,
  acceptQuote: (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/quote/accept`,
  declineQuote: (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/quote/decline`,
  invoicePdf: (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/invoice.pdf`,
  creditNotePdf: (referenceId: string, number: string) =>
    `/api/account/requests/${encodeURIComponent(referenceId)}/credit-notes/${encodeURIComponent(number)}.pdf`,
  proofOfDeliveryPdf: (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/proof-of-delivery.pdf`,
  receiptPdf: (paymentId: string) => `/api/account/payments/${encodeURIComponent(paymentId)}/receipt.pdf`,
  repeat: (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/repeat`,
  preferences: '/api/account/preferences',
  /** The customer company the signed-in address is a billing contact of (decision 072). */
  companyAccount: '/api/account/company',
  companyInvoices: '/api/account/company/invoices',
} as const;

/** The answer a customer gave to a quote. */
export const QUOTE_RESPONSES = ['accepted', 'declined'] as const;
export type QuoteResponse = (typeof QUOTE_RESPONSES)[number];

/** How long a quote holds unless QUOTE_VALIDITY_DAYS says otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;

export const PORTAL_PAGE_SIZE = 10;

/** GET /api/account/requests: newest first, searched (reference ID, city, service) and paged on the server. */
export const portalRequestListQuerySchema = z.object({
  q: safeString().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PortalRequestListQuery = z.input<typeof portalRequestListQuerySchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** The quote as the customer sees it: amount, until when it holds, and their answer. */
/**
 * The offer has lapsed: its last day (YYYY-MM-DD, UTC) is behind `today`. An offer without a date
 * (set before issue 21) never lapses. The server's rules and the dashboard's words both read it.
 */
export function isQuoteExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

export const portalQuoteSchema = z.object({
  amount: z.string(),
  /**
   * YYYY-MM-DD: the last day the quote holds. Null for a quote set before quotes had an end date
   * (issue 21): it does not lapse (isQuoteExpired below).
   */
  validUntil: z.string().nullable(),
  /** True once validUntil has passed with no answer: it can no longer be accepted. */
  expired: z.boolean(),
  response: z.enum(QUOTE_RESPONSES).nullable(),
  respondedAt: isoDateTime.nullable(),
  declineReason: z.string().nullable(),
  /**
   * The quote's lines (decision 070), on the request's own page; the list of requests shows the
   * amount only and leaves them out.
   */
  lines: z.array(billedLineSchema).optional(),
});
export type PortalQuote = z.infer<typeof portalQuoteSchema>;

export const portalRequestSummarySchema = z.object({
  referenceId: z.string(),
  role: z.enum(USER_ROLES),
  serviceType: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  createdAt: isoDateTime,
  /** "City, ST"; empty for broker and dispatcher requests, whose forms ask for no places. */
  from: z.string(),
  to: z.string(),
  quote: portalQuoteSchema.nullable(),
  /** The invoice's amount, once sent; null before. */
  invoiceAmount: z.string().nullable(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type PortalRequestSummary = z.infer<typeof portalRequestSummarySchema>;

export const portalRequestPageSchema = z.object({
  items: z.array(portalRequestSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PortalRequestPage = z.infer<typeof portalRequestPageSchema>;

/** One field as submitted, labelled the way the request form labels it (only fields with a value). */
export const portalDetailFieldSchema = z.object({ label: z.string(), value: z.string() });

export const portalRefundSchema = z.object({
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  createdAt: isoDateTime,
});

export const portalPaymentSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  status: z.enum(LEDGER_STATUSES),
  /** When the money was confirmed; null while pending. */
  confirmedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Only confirmed payments have a receipt. */
  receiptUrl: z.string().nullable(),
  refunds: z.array(portalRefundSchema),
});
export type PortalPayment = z.infer<typeof portalPaymentSchema>;

export const portalPhotoSchema = z.object({ id: z.string(), url: z.string(), contentType: z.string() });

export const portalRequestDetailSchema = portalRequestSummarySchema.extend({
  urgency: z.enum(URGENCY_LEVELS),
  /** Everything the customer sent, in the form's order. */
  details: z.array(portalDetailFieldSchema),
  /** The phone the request was sent with, as stored ((312) 555-0123): offered for the customer's own texts (issue 40). */
  contactPhone: z.string(),
  /** Each change of status, oldest first (the same history /track shows). */
  timeline: z.array(z.object({ status: z.enum(SERVICE_REQUEST_STATUSES), at: isoDateTime })),
  photos: z.array(portalPhotoSchema),
  invoice: z
    .object({
      amount: z.string(),
      /** INV-YYYY-NNNNNN, given when the invoice was sent. */
      number: z.string(),
      /** What it bills, line by line (issue 37): approved lines only, a detention line with the driver's times. */
      lines: z.array(billedLineSchema),
      sentAt: isoDateTime.nullable(),
      paidAt: isoDateTime.nullable(),
      /** The invoice PDF (GET, this customer's session only). */
      pdfUrl: z.string(),
      /** The same payment page the invoice e-mail links to; null once nothing is owed. */
      payUrl: z.string().nullable(),
      /** The invoice's total as sent; `amount` is what is owed, this less the credit notes (decision 069). */
      invoiceTotal: z.string(),
      /** The credit notes that lowered it, oldest first, each with its PDF (this customer's session only). */
      creditNotes: z.array(customerCreditNoteSchema.extend({ pdfUrl: z.string() })),
      /** Set when the invoice is assigned to our factor (decision 078): paid to them, so no `payUrl`. */
      assignment: invoiceAssignmentSchema.nullable(),
    })
    .nullable(),
  payments: z.array(portalPaymentSchema),
  /** Each update of the driver carrying the load, oldest first (issue 22): first name and stage only. */
  deliveryUpdates: z.array(deliveryUpdateSchema),
  /** Once delivered: when, and who signed. */
  proofOfDelivery: proofOfDeliverySummarySchema.nullable(),
  /** The proof of delivery PDF (GET, this customer's session only); null before delivery. */
  proofOfDeliveryUrl: z.string().nullable(),
});
export type PortalRequestDetail = z.infer<typeof portalRequestDetailSchema>;

export const quoteDeclineSchema = z.object({
  reason: safeString(withCode(MESSAGES.declineReasonRequired))
    .trim()
    .min(1, withCode(MESSAGES.declineReasonRequired))
    .max(1000, maxCharacters(1000)),
});
export type QuoteDecline = z.input<typeof quoteDeclineSchema>;

export const QUOTE_MESSAGES = {
  noQuote: codedMessage(MESSAGES.quoteNone),
  expired: codedMessage(MESSAGES.quoteExpired),
  alreadyAnswered: codedMessage(MESSAGES.quoteAlreadyAnswered),
  invoiced: codedMessage(MESSAGES.quoteInvoiced),
  /** The team revised the quote after the page showed it: the customer must see the new amount first. */
  changed: codedMessage(MESSAGES.quoteChanged),
} as const;

/**
 * POST .../quote/accept: no body, or the amount the page showed. When given and no longer the
 * quote's amount (the team revised it meanwhile), the answer is refused with QUOTE_MESSAGES.changed.
 */
export const quoteAcceptSchema = z.object({ amount: moneyAmountSchema.optional() });

/**
 * GET /api/account/requests/:ref/repeat: an earlier request's form values (never its photos,
 * date or quote), to start a new request pre-filled. Keys are the request form's field names.
 */
export const portalRepeatSchema = z.object({
  role: z.enum(USER_ROLES),
  values: z.record(z.string(), z.string()),
});
export type PortalRepeat = z.infer<typeof portalRepeatSchema>;

/** Which status changes the customer is e-mailed about (the confirmation, quote, invoice and receipts always go). */
export const customerPreferencesSchema = z.object({
  statusEmails: z.array(z.enum(SERVICE_REQUEST_STATUSES)),
});
export type CustomerPreferences = z.infer<typeof customerPreferencesSchema>;

/** Until a customer chooses, every status change is e-mailed (today's behaviour). */
export const DEFAULT_CUSTOMER_PREFERENCES: CustomerPreferences = { statusEmails: [...SERVICE_REQUEST_STATUSES] };

export const PORTAL_NOT_FOUND_MESSAGE = codedMessage(MESSAGES.portalNotFound);
