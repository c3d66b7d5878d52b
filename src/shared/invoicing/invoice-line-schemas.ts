// What the back office sends and reads about an invoice's lines (decision 066). One declaration
// serves the server's validation, its OpenAPI description and the editor's types. The browser
// sends a line's kind, words, quantity, unit and rate; never an amount or a total: an object with
// any other key is refused (400), so nothing priced by the browser is ever stored.
import { z } from 'zod';
import { requiredLine } from '../form-schema-fields.js';
import { safeString } from '../safe-text.js';
import {
  INVOICE_DOCUMENT_STATES,
  LINE_KINDS,
  LINE_SOURCES,
  LINE_STATES,
  LINE_UNITS,
  MAX_INVOICE_LINES,
  MAX_LINE_DESCRIPTION,
  QUANTITY_DECIMALS,
  QUANTITY_WHOLE_DIGITS,
  RATE_DECIMALS,
  RATE_WHOLE_DIGITS,
} from './invoice-lines.js';

/**
 * Every schema made by positiveDecimalSchema: the second of the two rules money is read by (the
 * first is moneyAmountSchema, for amounts in dollars and cents). A rate or a price per unit has more
 * decimals than cents (0.415 a mile, 3.859 a gallon): its point is always the decimal point and a
 * comma is never taken, so "2,50" or "1.234,56" is refused and nothing is guessed. The security
 * battery (tests/security/ambiguous-amounts.test.ts) finds every route field built on either.
 */
export const DECIMAL_RULE_SCHEMAS = new WeakSet<z.ZodType>();

/**
 * A positive decimal with at most `decimals` digits after the point and `whole` before it, typed
 * ("2.25", " 812 ") or a JSON number; its canonical form keeps what was typed ("2.250" -> "2.25").
 * No thousands separators: a quantity or a rate is short, and a comma here would be a guess.
 */
export function positiveDecimalSchema(what: string, decimals: number, whole: number, example: string) {
  const shape = new RegExp(`^\\d{1,${whole}}(\\.\\d{1,${decimals}})?$`);
  const howTo = `Enter the ${what} as a number with at most ${decimals} decimals, like ${example}`;
  const schema = z.union([safeString(), z.number()], { error: howTo }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!shape.test(text)) {
      context.addIssue({ code: 'custom', message: howTo, input: value });
      return z.NEVER;
    }
    const canonical = text
      .replace(/^0+(?=\d)/, '')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
    if (!/[1-9]/.test(canonical)) {
      context.addIssue({ code: 'custom', message: `The ${what} must be more than 0`, input: value });
      return z.NEVER;
    }
    return canonical;
  });
  DECIMAL_RULE_SCHEMAS.add(schema);
  return schema;
}

export const lineQuantitySchema = positiveDecimalSchema('quantity', QUANTITY_DECIMALS, QUANTITY_WHOLE_DIGITS, '812 or 2.25');
export const lineRateSchema = positiveDecimalSchema('rate', RATE_DECIMALS, RATE_WHOLE_DIGITS, '2.15 or 0.415');

/** One line as the editor sends it: an existing line keeps its id (and its evidence). */
export const invoiceLineInputSchema = z.strictObject(
  {
    id: z.number().int().positive().optional(),
    kind: z.enum(LINE_KINDS, { error: 'Choose the kind of charge' }),
    description: requiredLine(MAX_LINE_DESCRIPTION),
    quantity: lineQuantitySchema,
    unit: z.enum(LINE_UNITS, { error: 'Choose a unit' }),
    rate: lineRateSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'The server computes each amount and the total: send the kind, description, quantity, unit and rate only'
        : undefined,
  },
);
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

/** PUT .../invoice/draft: the draft's billed lines, in order (proposed and waived lines are kept apart). */
export const draftLinesSchema = z.strictObject(
  {
    lines: z.array(invoiceLineInputSchema).max(MAX_INVOICE_LINES, `An invoice holds at most ${MAX_INVOICE_LINES} lines`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'The server computes the total: send the lines only' : undefined) },
);
export type DraftLines = z.infer<typeof draftLinesSchema>;

/** What detention or a receipt proved, shown beside a line (and to the customer, for an approved one). */
export const lineEvidenceSchema = z.object({
  /** When the driver arrived and left (ISO instants), for detention. */
  arrivedAt: z.string().optional(),
  departedAt: z.string().optional(),
  /** The appointment the free time ran from, when the driver was early. */
  appointmentAt: z.string().optional(),
  freeMinutes: z.number().optional(),
  billedMinutes: z.number().optional(),
  stop: z.enum(['pickup', 'delivery']).optional(),
  /** The stop's IANA time zone, in which the times are shown. */
  timeZone: z.string().optional(),
  driverFirstName: z.string().optional(),
  /** City and state, when the driver's phone shared a place. */
  location: z.string().optional(),
  /** A receipt the driver photographed (lumper, scale ticket). */
  receiptId: z.number().optional(),
  receiptAmount: z.string().optional(),
  /** When the driver saved the receipt on the phone (ISO instant). */
  recordedAt: z.string().optional(),
});
export type LineEvidence = z.infer<typeof lineEvidenceSchema>;

/** A line as the back office reads it. */
export const invoiceLineSchema = z.object({
  id: z.number(),
  position: z.number(),
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  quantity: z.string(),
  unit: z.enum(LINE_UNITS),
  rate: z.string(),
  amount: z.string(),
  state: z.enum(LINE_STATES),
  source: z.enum(LINE_SOURCES),
  evidence: lineEvidenceSchema.nullable(),
  waiveReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice document: a draft, the sent invoice, or a voided one. */
export const invoiceDocumentSchema = z.object({
  id: z.number(),
  state: z.enum(INVOICE_DOCUMENT_STATES),
  number: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The billed (approved) lines' sum, computed by the server. */
  total: z.string(),
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** POST .../lines/{lineId}/waive: why the office does not bill a proposed line. */
export const waiveLineSchema = z.strictObject({ reason: requiredLine(500) });
