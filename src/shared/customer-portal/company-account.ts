// The customer company on the customer's own page (issue 38, decision 072): a billing contact of
// an account sees the account's name, what it owes and every invoice sent to it, whoever made the
// request. A customer who is no account's billing contact gets `account: null` and sees their own
// requests only, as before.
import { z } from 'zod';
import { PAYMENT_TERMS } from '../accounts/accounts.js';
import { RECEIVABLE_STATES } from '../receivables/receivables.js';

/** Invoices on one page of the company's list. */
export const COMPANY_INVOICES_PAGE_SIZE = 10;

/** GET /api/account/company */
export const portalCompanyAccountSchema = z.object({
  account: z
    .object({
      name: z.string(),
      terms: z.enum(PAYMENT_TERMS),
      /** What its sent invoices still owe, to the cent. */
      balance: z.string(),
      /** The part of the balance past its due days. */
      overdueBalance: z.string(),
      /** Sent invoices that still owe something. */
      openInvoices: z.number().int(),
    })
    .nullable(),
});
export type PortalCompanyAccount = z.infer<typeof portalCompanyAccountSchema>;

/** GET /api/account/company/invoices: those still owing first (the soonest due first), then the rest, newest first. */
export const portalCompanyInvoicesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const portalCompanyInvoiceSchema = z.object({
  number: z.string(),
  referenceId: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
  /** YYYY-MM-DD, in the company's billing time zone. */
  dueOn: z.string(),
  total: z.string(),
  balance: z.string(),
  state: z.enum(RECEIVABLE_STATES),
  /** The payment page, while something is owed. */
  payUrl: z.string().nullable(),
  /** The invoice's PDF; null for a voided one (the request's page shows its re-issue). */
  pdfUrl: z.string().nullable(),
});
export type PortalCompanyInvoice = z.infer<typeof portalCompanyInvoiceSchema>;

export const portalCompanyInvoicePageSchema = z.object({
  items: z.array(portalCompanyInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PortalCompanyInvoicePage = z.infer<typeof portalCompanyInvoicePageSchema>;
