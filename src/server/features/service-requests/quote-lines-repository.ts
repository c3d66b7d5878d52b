// The SQL of a quote's lines (quote_lines, decision 070): read in order, and replaced whole when
// the quote is set again (a quote is an offer, not a document: no line keeps an identity).
import { asc, eq, inArray } from 'drizzle-orm';
import type { LineKind, LineUnit } from '../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../db/client.js';
import { quoteLines } from '../../db/schema.js';

export interface QuoteLineRow {
  serviceRequestId: number;
  position: number;
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
  amount: string;
}

/** A line to store: its amount already computed by the one rounding rule. */
export type PricedQuoteLine = Omit<QuoteLineRow, 'serviceRequestId' | 'position'>;

const columns = {
  serviceRequestId: quoteLines.serviceRequestId,
  position: quoteLines.position,
  kind: quoteLines.kind,
  description: quoteLines.description,
  quantity: quoteLines.quantity,
  unit: quoteLines.unit,
  rate: quoteLines.rate,
  amount: quoteLines.amount,
};

/** The quote lines of some requests, each request's in order. */
export function findQuoteLines(executor: Executor, serviceRequestIds: readonly number[]): Promise<QuoteLineRow[]> {
  if (serviceRequestIds.length === 0) return Promise.resolve([]);
  return executor
    .select(columns)
    .from(quoteLines)
    .where(inArray(quoteLines.serviceRequestId, [...serviceRequestIds]))
    .orderBy(asc(quoteLines.serviceRequestId), asc(quoteLines.position), asc(quoteLines.id));
}

/** Replaces the request's quote lines with `lines`, in their order. Run under the request's row lock. */
export async function replaceQuoteLines(executor: Executor, serviceRequestId: number, lines: readonly PricedQuoteLine[]): Promise<void> {
  await executor.delete(quoteLines).where(eq(quoteLines.serviceRequestId, serviceRequestId));
  if (lines.length === 0) return;
  await executor.insert(quoteLines).values(lines.map((line, index) => ({ serviceRequestId, position: index + 1, ...line })));
}
