// The aging view (issue 38, decision 075): who owes what and for how long, for the owner and
// accounting. Every amount is a dollar string summed from whole cents by the server; the back office
// is English, so its labels live here beside the schemas.
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, adminPageSchema } from '../admin-lists.js';
import { isOneLine, ONE_LINE_ERROR } from '../form-schema-fields.js';
import { safeString } from '../safe-text.js';
import { AGING_BUCKETS, RECEIVABLE_STATES, type AgingBucket } from './receivables.js';

export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  over_90: 'Over 90 days',
};

/** The one row that gathers every customer without an account (paid on receipt): its id in the view and the API. */
export const ONE_OFF_ROW_ID = 'one-off';
export const ONE_OFF_ROW_NAME = 'One-off customers';

const RECEIVABLES = '/api/admin/receivables';

export const RECEIVABLES_ADMIN_API = {
  aging: `${RECEIVABLES}/aging`,
  /** `account` is an account's id or ONE_OFF_ROW_ID. */
  agingInvoices: (account: number | typeof ONE_OFF_ROW_ID) => `${RECEIVABLES}/aging/${account}/invoices`,
  agingExport: `${RECEIVABLES}/aging/export`,
  agingPdf: `${RECEIVABLES}/aging.pdf`,
} as const;

/** A calendar day a person typed or picked (YYYY-MM-DD). */
export const calendarDaySchema = z.iso.date({ error: 'Use a date like 2027-01-31' });

/** GET aging: the accounts' rows a page at a time (largest balance first), searched by name, aged as of a day (today when absent). */
export const agingQuerySchema = z.strictObject({
  asOf: calendarDaySchema.optional(),
  search: safeString().trim().max(100, { error: 'Search for at most 100 characters' }).refine(isOneLine, ONE_LINE_ERROR).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AgingQuery = z.infer<typeof agingQuerySchema>;

/** GET aging/{account}/invoices: one row's open invoices, oldest due first. */
export const agingInvoicesQuerySchema = agingQuerySchema.omit({ search: true });
export type AgingInvoicesQuery = z.infer<typeof agingInvoicesQuerySchema>;

/** GET aging/export: the accounts' rows, or every open invoice. */
export const agingExportQuerySchema = z.strictObject({
  asOf: calendarDaySchema.optional(),
  rows: z.enum(['accounts', 'invoices']).default('accounts'),
});

export const agingPdfQuerySchema = z.strictObject({ asOf: calendarDaySchema.optional() });

/** The params of aging/{account}/invoices. */
export const agingAccountParamsSchema = z.strictObject({
  account: z.union([z.literal(ONE_OFF_ROW_ID), z.coerce.number().int().positive().max(2_147_483_647)]),
});

const amount = z.string().meta({ description: 'US dollars, e.g. "1250.00"' });

/** The open balances of one row (or of everyone), by bucket and in all. */
export const agingAmountsSchema = z.object({
  ...(Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, amount])) as Record<AgingBucket, typeof amount>),
  total: amount,
});
export type AgingAmounts = z.infer<typeof agingAmountsSchema>;

export const agingRowSchema = z.object({
  /** The account's id as text, or ONE_OFF_ROW_ID. */
  id: z.string(),
  accountId: z.number().int().nullable(),
  name: z.string(),
  /** The account's payment terms today; null for the one-off row. */
  terms: z.string().nullable(),
  openInvoices: z.number().int(),
  amounts: agingAmountsSchema,
});
export type AgingRow = z.infer<typeof agingRowSchema>;

export const agingReportSchema = adminPageSchema(agingRowSchema).extend({
  /** The day the balances are aged as of (YYYY-MM-DD, the billing time zone's today unless asked). */
  asOf: z.string(),
  /** Every open balance, whatever the search or the page: the sum of the rows to the cent. */
  totals: agingAmountsSchema,
  openInvoices: z.number().int(),
});
export type AgingReport = z.infer<typeof agingReportSchema>;

export const agingInvoiceSchema = z.object({
  id: z.number().int(),
  serviceRequestId: z.number().int(),
  number: z.string(),
  referenceId: z.string(),
  /** Who the request was from: the one-off row's only way to tell its customers apart. */
  contactName: z.string(),
  contactEmail: z.string(),
  sentAt: z.string(),
  dueOn: z.string(),
  /** Negative while not yet due. */
  daysPastDue: z.number().int(),
  bucket: z.enum(AGING_BUCKETS),
  total: amount,
  balance: amount,
  state: z.enum(RECEIVABLE_STATES),
});
export type AgingInvoice = z.infer<typeof agingInvoiceSchema>;

export const agingInvoicePageSchema = adminPageSchema(agingInvoiceSchema).extend({ asOf: z.string() });
export type AgingInvoicePage = z.infer<typeof agingInvoicePageSchema>;

/** "Net 30", "Due on receipt": how the back office writes an account's terms. */
export function termsLabel(terms: string | null): string {
  if (terms === null) return 'Due on receipt';
  const days = /^net_(\d+)$/.exec(terms)?.[1];
  return days ? `Net ${days}` : 'Due on receipt';
}
