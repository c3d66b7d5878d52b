// Account statements (issue 38, decision 075): what an account owed at the start of a period, each
// movement in it in date order, and what it owed at the end. Amounts are dollar strings the server
// summed in whole cents; a positive amount raises what is owed, a negative one lowers it.
import { z } from 'zod';
import { calendarDaySchema } from './aging.js';

/**
 * A statement's rows: an invoice sent (+ its total), a payment (- the part applied to an invoice),
 * a refund of applied money (+), a credit note (-), and an invoice voided (- what it still owed).
 */
export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'refund', 'credit_note', 'void'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const statementEntrySchema = z.object({
  /** The day it happened in the billing time zone (YYYY-MM-DD). */
  on: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** Signed dollars: "+" owed more, "-" owed less. */
  amount: z.string(),
  invoiceNumber: z.string(),
  referenceId: z.string(),
  /** A credit note's number, or a payment's (or refunded payment's) method; null otherwise. */
  detail: z.string().nullable(),
  /** What was owed after this row. */
  balance: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  openingBalance: z.string(),
  closingBalance: z.string(),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

/** A monthly statement as it was made and mailed on the first of the month. */
export const storedStatementSchema = z.object({
  id: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  openingBalance: z.string(),
  closingBalance: z.string(),
  createdAt: z.string(),
  /** When its mail was queued to the billing contacts; null when the account had none. */
  mailedAt: z.string().nullable(),
});
export type StoredStatement = z.infer<typeof storedStatementSchema>;

/** How many monthly statements a list shows: two years. */
export const STORED_STATEMENTS_SHOWN = 24;

/** The longest period one statement covers (a leap year). */
export const STATEMENT_MAX_DAYS = 366;

/** A period asked for: the first of this month to today when absent; checked further by the server (statementPeriodProblem). */
export const statementPeriodQuerySchema = z.strictObject({
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
});
export type StatementPeriodQuery = z.infer<typeof statementPeriodQuerySchema>;

export type StatementPeriodProblem = 'order' | 'future' | 'tooLong';

/** What is wrong with a period ending on `to` (inclusive) as of `today`, or null. Both ends YYYY-MM-DD. */
export function statementPeriodProblem(from: string, to: string, today: string): StatementPeriodProblem | null {
  if (from > to) return 'order';
  if (to > today) return 'future';
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return days > STATEMENT_MAX_DAYS ? 'tooLong' : null;
}

/** The customer's statements (their account's, when they are one of its billing contacts). */
export const CUSTOMER_STATEMENTS_API = {
  list: '/api/account/statements',
  storedPdf: (statementId: number) => `/api/account/statements/${statementId}.pdf`,
  /** With `from` and `to` (YYYY-MM-DD) as the query. */
  periodPdf: '/api/account/statement.pdf',
} as const;

export const customerStatementsSchema = z.object({
  /** Null when the signed-in address is no account's billing contact. */
  account: z
    .object({
      name: z.string(),
      /** What the account owes today: every sent invoice's balance. */
      balance: z.string(),
    })
    .nullable(),
  statements: z.array(storedStatementSchema),
});
export type CustomerStatements = z.infer<typeof customerStatementsSchema>;

const STATEMENTS = '/api/admin/receivables';

export const STATEMENTS_ADMIN_API = {
  /** JSON; `from`/`to` as the query. */
  statement: (accountId: number) => `${STATEMENTS}/accounts/${accountId}/statement`,
  statementPdf: (accountId: number) => `${STATEMENTS}/accounts/${accountId}/statement.pdf`,
  stored: (accountId: number) => `${STATEMENTS}/accounts/${accountId}/statements`,
  storedPdf: (statementId: number) => `${STATEMENTS}/statements/${statementId}.pdf`,
} as const;

export const storedStatementListSchema = z.object({ items: z.array(storedStatementSchema) });
export type StoredStatementList = z.infer<typeof storedStatementListSchema>;
