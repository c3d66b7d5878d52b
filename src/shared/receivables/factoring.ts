// Factoring (issue 38, decision 078): a factored account's invoices are assigned to the factor and
// paid to the factor, never to us. What the owner records of the factor, what a customer is shown
// of it, and the back office's schedule of accounts. One declaration for both sides.
import { z } from 'zod';
import { isOneLine } from '../form-schema-fields.js';
import { PAYMENT_TERMS } from '../accounts/accounts.js';
import { safeString } from '../safe-text.js';

export type { FactorRemitTo, InvoiceAssignment } from './invoice-assignment.js';

/** The remit-to address's lines: each trimmed, empty ones left out, whatever line breaks were typed. */
export function remitToLines(remitTo: string): string[] {
  return remitTo
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export const FACTOR_NAME_MAX = 120;
export const REMIT_TO_MAX = 400;
/** An address on an envelope: a few lines. */
export const REMIT_TO_MAX_LINES = 6;

const optionalLine = (max: number, what: string) =>
  safeString()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .refine(isOneLine, { error: `Write the ${what} on one line` })
    .optional()
    .transform((value) => value || null);

/** PUT /api/admin/factoring/factor: the factor our factored accounts' invoices are assigned to. */
export const factorInputSchema = z.strictObject({
  factorName: safeString({ error: "Enter the factor's name" })
    .trim()
    .min(1, { error: "Enter the factor's name" })
    .max(FACTOR_NAME_MAX, { error: `At most ${FACTOR_NAME_MAX} characters` })
    .refine(isOneLine, { error: 'Write the name on one line' }),
  /** The address customers send payment to, as lines. */
  remitTo: safeString({ error: 'Enter the remit-to address' })
    .transform((value) => remitToLines(value).join('\n'))
    .pipe(
      safeString()
        .min(1, { error: 'Enter the remit-to address' })
        .max(REMIT_TO_MAX, { error: `At most ${REMIT_TO_MAX} characters` })
        .refine((value) => value.split('\n').length <= REMIT_TO_MAX_LINES, { error: `At most ${REMIT_TO_MAX_LINES} lines` })
        .refine((value) => value.split('\n').every(isOneLine), { error: 'Use plain lines: no tabs or hidden characters' }),
    ),
  email: optionalLine(254, 'e-mail').pipe(z.email({ error: 'Enter a valid e-mail address' }).nullable()),
  phone: optionalLine(40, 'phone number'),
});
export type FactorInput = z.input<typeof factorInputSchema>;
export type ParsedFactor = z.output<typeof factorInputSchema>;

/**
 * GET /api/admin/factoring/factor: the factor on file (null before one is recorded), as customers
 * see it (FactorRemitTo) and when and by whom it was last changed. Its own declaration: the
 * customers' pages load invoice-assignment.ts without the back office's schemas.
 */
export const factorViewSchema = z.object({
  factor: z
    .object({
      name: z.string(),
      remitTo: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      updatedAt: z.string(),
      updatedBy: z.string().nullable(),
    })
    .nullable(),
  /** Accounts marked factored: each of their invoices goes to this factor. */
  factoredAccounts: z.number().int(),
});
export type FactorView = z.infer<typeof factorViewSchema>;

/** One factored invoice sent in the range and not voided: a row of the schedule of accounts, and its packet. */
export const factoredInvoiceSchema = z.object({
  serviceRequestId: z.number().int(),
  invoiceNumber: z.string(),
  referenceId: z.string(),
  /** The day it was sent (billing time zone), YYYY-MM-DD. */
  invoiceDate: z.string(),
  /** The account billed: the debtor the factor collects from. */
  debtor: z.string(),
  amount: z.string(),
  dueOn: z.string(),
  terms: z.enum(PAYMENT_TERMS),
  /** Whether the packet has a proof of delivery to carry. */
  hasProofOfDelivery: z.boolean(),
});
export type FactoredInvoice = z.infer<typeof factoredInvoiceSchema>;

export const factoredInvoiceListSchema = z.object({
  items: z.array(factoredInvoiceSchema),
  /** The list shows at most this many; the schedule CSV has them all. */
  truncated: z.boolean(),
});
export type FactoredInvoiceList = z.infer<typeof factoredInvoiceListSchema>;

/** How many factored invoices the screen lists for one range (their packets one by one). */
export const FACTORED_INVOICE_LIST_MAX = 500;
