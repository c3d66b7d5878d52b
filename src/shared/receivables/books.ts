// The books (issue 38, decision 077): the accounting export for a range of days and the income
// account each line kind is booked to. One declaration for the server's validation, its API
// description and the back office's forms. Back-office texts: English only.
import { z } from 'zod';
import { daysBetween } from '../calendar-date.js';
import { isOneLine } from '../form-schema-fields.js';
import type { PaymentTerms } from '../accounts/accounts.js';
import { LINE_KINDS, type LineKind } from '../invoicing/invoice-lines.js';
import { safeString } from '../safe-text.js';

/** The files the export offers: QuickBooks Online's own import layouts, and a plain journal for any other system. */
export const BOOKS_FILES = ['quickbooks-invoices', 'quickbooks-journal', 'quickbooks-items', 'journal'] as const;
export type BooksFile = (typeof BOOKS_FILES)[number];

export const BOOKS_FILE_LABELS: Readonly<Record<BooksFile, string>> = {
  'quickbooks-invoices': 'QuickBooks Online: invoices',
  'quickbooks-journal': 'QuickBooks Online: journal entries (payments, refunds, credit notes, voids)',
  'quickbooks-items': 'QuickBooks Online: products and services (each line kind and its income account)',
  journal: 'Journal (date, document, account, debit, credit, customer, memo)',
};

/** A year and a day: a whole year's books in one file, not a decade's. */
export const MAX_BOOKS_RANGE_DAYS = 366;

const day = (what: string) =>
  safeString({ error: `Enter the ${what} as a date like 2026-11-30` })
    .trim()
    .pipe(z.iso.date({ error: `Enter the ${what} as a date like 2026-11-30` }))
    .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', { error: `The ${what} must be between 2000 and 2099` });

/**
 * A range of calendar days in the billing time zone, both included: what happened on those days
 * (sent, paid, refunded, credited, voided) is in the books of the range.
 */
export const booksRangeSchema = z
  .strictObject({ from: day('first day'), to: day('last day') })
  .refine((range) => range.from <= range.to, { error: 'The first day must come before the last', path: ['to'] })
  .refine((range) => daysBetween(range.from, range.to) < MAX_BOOKS_RANGE_DAYS, {
    error: `Export at most ${MAX_BOOKS_RANGE_DAYS} days at a time`,
    path: ['to'],
  });
export type BooksRange = z.output<typeof booksRangeSchema>;

/**
 * Payment terms as the books, the factor's schedule and the Books screen write them: QuickBooks
 * Online's own names (its list starts with Due on receipt, Net 15, Net 30 and Net 60; Net 7 and
 * Net 45 are added there once).
 */
export const TERMS_NAMES: Readonly<Record<PaymentTerms, string>> = {
  due_on_receipt: 'Due on receipt',
  net_7: 'Net 7',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
};

/** The accounts every entry uses besides the income accounts (QuickBooks Online's own names). */
export const RECEIVABLES_ACCOUNT = 'Accounts Receivable (A/R)';
/** Money received and not yet deposited: where QuickBooks Online puts a received payment by default. */
export const CASH_ACCOUNT = 'Undeposited Funds';

/** What each line kind is booked to until the owner chooses otherwise. */
export const DEFAULT_INCOME_ACCOUNTS: Readonly<Record<LineKind, string>> = {
  linehaul: 'Freight Income',
  fuel_surcharge: 'Fuel Surcharge Income',
  detention: 'Accessorial Income',
  layover: 'Accessorial Income',
  lumper: 'Accessorial Income',
  liftgate: 'Accessorial Income',
  inside_delivery: 'Accessorial Income',
  extra_stop: 'Accessorial Income',
  truck_ordered_not_used: 'Accessorial Income',
  scale_ticket: 'Accessorial Income',
  other: 'Freight Income',
};

/** QuickBooks Online refuses longer account names. */
export const ACCOUNT_NAME_MAX = 100;

/** An account's name as the chart of accounts has it; a colon names a sub-account (Parent:Child). */
export const accountNameSchema = safeString({ error: 'Enter the account name' })
  .trim()
  .min(1, { error: 'Enter the account name' })
  .max(ACCOUNT_NAME_MAX, { error: `At most ${ACCOUNT_NAME_MAX} characters` })
  .refine(isOneLine, { error: 'Use one line' })
  // A double quote breaks QuickBooks Online's import of the name.
  .refine((name) => !name.includes('"'), { error: 'Leave out double quotes' });

/** PUT /api/admin/books/income-accounts: every line kind's account, all at once. */
export const incomeAccountsInputSchema = z.strictObject(
  Object.fromEntries(LINE_KINDS.map((kind) => [kind, accountNameSchema])) as Record<LineKind, typeof accountNameSchema>,
);
export type IncomeAccountsInput = z.input<typeof incomeAccountsInputSchema>;

export const incomeAccountSchema = z.object({
  kind: z.enum(LINE_KINDS),
  accountName: z.string(),
  /** True while the owner has not chosen one: the default is what the books use. */
  isDefault: z.boolean(),
});
export type IncomeAccount = z.infer<typeof incomeAccountSchema>;

export const incomeAccountsSchema = z.object({ items: z.array(incomeAccountSchema) });
export type IncomeAccounts = z.infer<typeof incomeAccountsSchema>;
