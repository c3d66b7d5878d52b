// What the back office sends and reads about a quote's lines (decision 070). A quote line is
// written like an invoice line (kind, words, quantity, unit, rate; never an amount: the server
// prices it by the one rounding rule) but has no id: saving a quote replaces its lines whole.
import { z } from 'zod';
import { billedLineSchema } from './billed-lines.js';
import { invoiceLineInputSchema } from './invoice-line-schemas.js';
import { MAX_INVOICE_LINES } from './invoice-lines.js';

export const quoteLineInputSchema = invoiceLineInputSchema.omit({ id: true });
export type QuoteLineInput = z.infer<typeof quoteLineInputSchema>;

/** PUT .../quote/lines: the quote's lines, in order; their total becomes the quote. */
export const quoteLinesSchema = z.strictObject(
  {
    lines: z
      .array(quoteLineInputSchema)
      .min(1, 'A quote has at least one line')
      .max(MAX_INVOICE_LINES, `A quote holds at most ${MAX_INVOICE_LINES} lines`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'The server computes the total: send the lines only' : undefined) },
);
export type QuoteLines = z.infer<typeof quoteLinesSchema>;

/** A request's quote lines as the back office reads them (empty before any quote). */
export const quoteLinesViewSchema = z.object({ lines: z.array(billedLineSchema) });
export type QuoteLinesView = z.infer<typeof quoteLinesViewSchema>;
