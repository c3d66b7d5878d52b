// Customer accounts in the back office (issue 38, decision 072): what the Accounts screen sends
// and reads, one declaration for the server's validation, its API description and the screen's
// types. Every body is strict: a field the server does not know is a 400, never ignored.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from '../admin-lists.js';
import { emailField, optionalLine, requiredLine } from '../form-schema-fields.js';
import { LOCALES } from '../i18n.js';
import { moneyAmountSchema } from '../money.js';
import { safeString } from '../safe-text.js';
import { DEFAULT_REMINDER_OFFSETS, PAYMENT_TERMS, reminderOffsetsSchema, type PaymentTerms } from './accounts.js';
import { isPublicMailDomain } from './public-mail-domains.js';

export const ACCOUNT_NAME_MAX_LENGTH = 200;
export const ACCOUNT_NOTES_MAX_LENGTH = 2000;

/** How the back office names each term (it is English; the customer's page has its own words). */
export const PAYMENT_TERMS_LABELS: Readonly<Record<PaymentTerms, string>> = {
  due_on_receipt: 'Due on receipt',
  net_7: 'Net 7',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
};

/** What the server answers when it refuses a change to an account (409 and 404; the back office is English). */
export const ACCOUNT_MESSAGES = {
  notFound: 'There is no customer account with that id.',
  merged: 'This account was merged into another one: work on the account it was merged into.',
  contactNotFound: 'This account has no such billing contact.',
  domainNotFound: 'This account has no such confirmed domain.',
  contactOnThisAccount: 'This address is already a billing contact of this account.',
  domainOnThisAccount: 'This domain is already confirmed for this account.',
  publicDomain: "Anyone can get an address at a public mail service: confirm only a company's own domain.",
  domainFormat: 'Enter a domain like acme-shipping.com',
  mergeIntoItself: 'An account cannot be merged into itself.',
  nothingToChange: 'Send at least one field to change.',
  requestNotFound: 'There is no service request with that id.',
} as const;

/** 409: the address belongs to another account (one account per address), which it names. */
export function contactOnAnotherAccountMessage(accountName: string): string {
  return `This address is already a billing contact of another account, "${accountName}". Remove it there first, or merge the two accounts.`;
}

/** 409: the domain is confirmed for another account, which it names. */
export function domainOnAnotherAccountMessage(accountName: string): string {
  return `This domain is already confirmed for another account, "${accountName}". Remove it there first, or merge the two accounts.`;
}

/** A serial id in a body or a path: a positive integer PostgreSQL's integer holds. */
export const accountIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

const notesField = safeString()
  .trim()
  .max(ACCOUNT_NOTES_MAX_LENGTH, `Notes can be at most ${ACCOUNT_NOTES_MAX_LENGTH} characters`)
  .nullable()
  // Empty notes are no notes.
  .transform((notes) => notes || null);

const termsField = z.enum(PAYMENT_TERMS, { error: 'Choose due on receipt, Net 7, Net 15, Net 30 or Net 45' });
const languageField = z.enum(LOCALES, { error: 'Choose English or Spanish' });
/** A positive amount, or null for no limit. */
const creditLimitField = moneyAmountSchema.nullable();

/** POST /api/admin/accounts: only the name is required. */
export const newAccountSchema = z.strictObject({
  name: requiredLine(ACCOUNT_NAME_MAX_LENGTH),
  terms: termsField.default('due_on_receipt'),
  creditLimit: creditLimitField.default(null),
  notes: notesField.default(null),
  language: languageField.default('en'),
  factored: z.boolean().default(false),
  remindersPaused: z.boolean().default(false),
  reminderOffsets: reminderOffsetsSchema.default([...DEFAULT_REMINDER_OFFSETS]),
});
export type NewAccount = z.infer<typeof newAccountSchema>;
export type NewAccountInput = z.input<typeof newAccountSchema>;

/** PATCH /api/admin/accounts/{id}: the fields to change (null clears the credit limit or the notes). */
export const accountChangeSchema = z
  .strictObject({
    name: requiredLine(ACCOUNT_NAME_MAX_LENGTH).optional(),
    terms: termsField.optional(),
    creditLimit: creditLimitField.optional(),
    notes: notesField.optional(),
    language: languageField.optional(),
    factored: z.boolean().optional(),
    remindersPaused: z.boolean().optional(),
    reminderOffsets: reminderOffsetsSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: ACCOUNT_MESSAGES.nothingToChange });
export type AccountChange = z.infer<typeof accountChangeSchema>;
export type AccountChangeInput = z.input<typeof accountChangeSchema>;

/**
 * POST /api/admin/accounts/{id}/contacts: the request form's e-mail rule. The server stores it as
 * customer sessions compare addresses (normalizeCustomerEmail: trimmed, lower-case).
 */
export const newContactSchema = z.strictObject({
  email: emailField,
  name: optionalLine(ACCOUNT_NAME_MAX_LENGTH),
});
export type NewContactInput = z.input<typeof newContactSchema>;

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A company's mail domain as typed ("Acme-Shipping.com", "@acme-shipping.com"): lower-case, no @. */
export const domainField = safeString()
  .trim()
  .toLowerCase()
  .transform((typed) => typed.replace(/^@/, ''))
  .refine((domain) => DOMAIN_PATTERN.test(domain), { error: ACCOUNT_MESSAGES.domainFormat })
  .refine((domain) => !isPublicMailDomain(domain), { error: ACCOUNT_MESSAGES.publicDomain });

/** POST /api/admin/accounts/{id}/domains */
export const newDomainSchema = z.strictObject({ domain: domainField });
export type NewDomainInput = z.input<typeof newDomainSchema>;

/** POST /api/admin/accounts/{id}/merge: the account at {id} keeps everything of `mergedAccountId`. */
export const accountMergeSchema = z.strictObject({ mergedAccountId: accountIdSchema });

/** PUT /api/admin/service-requests/{id}/account: the office's choice, or null for a one-off customer. */
export const requestAccountChoiceSchema = z.strictObject({ accountId: accountIdSchema.nullable() });

/** GET /api/admin/service-requests/{id}/credit: the amount a quote or an invoice would add. */
export const creditCheckQuerySchema = z.strictObject({ adding: moneyAmountSchema });

export const ACCOUNT_LIST_STATUSES = ['active', 'merged'] as const;
/** GET /api/admin/accounts: `search` matches part of a name, a billing contact's address or a domain. */
export const accountListQuerySchema = adminListQuerySchema(ACCOUNT_LIST_STATUSES);

/** The domain part of an e-mail address, lower-case. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

const isoDateTime = z.iso.datetime({ offset: true });
const accountReference = z.object({ id: z.number().int(), name: z.string() });

/** The fields every view of an account shows. */
const accountFacts = {
  id: z.number().int(),
  name: z.string(),
  terms: z.enum(PAYMENT_TERMS),
  /** Null: no limit. */
  creditLimit: z.string().nullable(),
  /** What its sent invoices still owe, to the cent. */
  openBalance: z.string(),
  language: z.enum(LOCALES),
  factored: z.boolean(),
  remindersPaused: z.boolean(),
  /** Set once merged into another account (which then holds all it had). */
  mergedInto: accountReference.nullable(),
};

/** An account in the list. */
export const accountSummarySchema = z.object({
  ...accountFacts,
  contactEmails: z.array(z.string()),
  domains: z.array(z.string()),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountPageSchema = adminPageSchema(accountSummarySchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

export const accountContactSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AccountContact = z.infer<typeof accountContactSchema>;

export const accountDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  /** The member who confirmed it (their e-mail), null once that member is gone. */
  confirmedBy: z.string().nullable(),
  confirmedAt: isoDateTime,
});
export type AccountDomain = z.infer<typeof accountDomainSchema>;

/** One account whole, for its dialog. */
export const accountDetailSchema = z.object({
  ...accountFacts,
  notes: z.string().nullable(),
  reminderOffsets: z.array(z.number().int()),
  contacts: z.array(accountContactSchema),
  domains: z.array(accountDomainSchema),
  /** Accounts merged into this one, newest first. */
  mergedAccounts: z.array(accountReference.extend({ mergedAt: isoDateTime })),
  requestCount: z.number().int(),
  openInvoiceCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** A billing contact or a domain added: the account, and how many earlier requests it attached. */
export const accountAttachedSchema = z.object({ account: accountDetailSchema, attachedRequests: z.number().int() });
export type AccountAttached = z.infer<typeof accountAttachedSchema>;

/** What a merge moved to the surviving account. */
export const accountMergedSchema = z.object({
  account: accountDetailSchema,
  moved: z.object({
    requests: z.number().int(),
    invoices: z.number().int(),
    contacts: z.number().int(),
    domains: z.number().int(),
    statements: z.number().int(),
    mergedAccounts: z.number().int(),
  }),
  /** Statements of a month the survivor already had one for: they stay, readable, on the merged account. */
  statementsKept: z.number().int(),
});
export type AccountMerged = z.infer<typeof accountMergedSchema>;

/** A request's account as its admin view shows it; null for a one-off customer. */
export const requestAccountSchema = z.object({
  account: z
    .object({
      id: z.number().int(),
      name: z.string(),
      terms: z.enum(PAYMENT_TERMS),
      creditLimit: z.string().nullable(),
      openBalance: z.string(),
    })
    .nullable(),
});
export type RequestAccount = z.infer<typeof requestAccountSchema>;

/**
 * The credit check before a quote or an invoice (decision 072): the account's open balance on its
 * other invoices, the amount the quote or invoice adds, and whether the sum passes the limit. The
 * server never refuses on it; the office decides.
 */
export const creditCheckSchema = z.object({
  /** Null for a one-off customer (no account, no limit). */
  account: accountReference.nullable(),
  creditLimit: z.string().nullable(),
  /** What the account owes on its sent invoices other than this request's. */
  openBalance: z.string(),
  adding: z.string(),
  balanceAfter: z.string(),
  exceedsLimit: z.boolean(),
});
export type CreditCheck = z.infer<typeof creditCheckSchema>;
