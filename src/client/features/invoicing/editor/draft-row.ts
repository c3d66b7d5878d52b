// One billed line as the editor holds it while staff type: the words exactly as typed, and the
// line's id once the server has it. Its amount is only ever a preview here (the same rounding rule
// as the server's); what is saved is the kind, description, quantity, unit and rate.
import type { BilledLine } from '@shared/invoicing/billed-lines';
import type { InvoiceLine, InvoiceLineInput } from '@shared/invoicing/invoice-line-schemas';
import { centsToAmount } from '@shared/money-format';
import { lineQuantitySchema, lineRateSchema } from '@shared/invoicing/invoice-line-schemas';
import { lineAmountCents, routeDescription, trimDecimal, type LineKind, type LineUnit } from '@shared/invoicing/invoice-lines';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';

export interface DraftRow {
  /** The row's own key on this screen (a new line has no id until it is saved). */
  key: string;
  id?: number;
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
}

/** What the editor needs of the request: where the load goes and what it was quoted. */
export type InvoiceEditorRequest = Pick<
  AdminServiceRequestSummary,
  'id' | 'referenceId' | 'pickupCity' | 'pickupState' | 'deliveryCity' | 'deliveryState' | 'estimatedQuote'
>;

export type RowFields = Omit<DraftRow, 'key' | 'id'>;

/** A saved billed line as an editable row. */
export function rowOf(line: InvoiceLine, key: string): DraftRow {
  return {
    key,
    id: line.id,
    kind: line.kind,
    description: line.description,
    quantity: trimDecimal(line.quantity),
    unit: line.unit,
    rate: trimDecimal(line.rate),
  };
}

export { routeDescription };

/**
 * A new draft's first rows (decision 070): the quote's lines when the quote has them (the server
 * marks the ones saved unchanged as from the quote), else the load's linehaul, flat, at the quote
 * when there is one. Not saved until Save.
 */
export function suggestedRows(request: InvoiceEditorRequest, quoteLines: readonly BilledLine[]): RowFields[] {
  if (quoteLines.length === 0) return [suggestedLinehaul(request)];
  return quoteLines.map((line) => ({
    kind: line.kind,
    description: line.description,
    quantity: trimDecimal(line.quantity),
    unit: line.unit,
    rate: trimDecimal(line.rate),
  }));
}

export function suggestedLinehaul(request: InvoiceEditorRequest): RowFields {
  return {
    kind: 'linehaul',
    description: routeDescription(request),
    quantity: '1',
    unit: 'flat',
    rate: request.estimatedQuote ? trimDecimal(request.estimatedQuote) : '',
  };
}

/** An added line: a free-form charge, one of it, to be filled in. */
export function blankLine(): RowFields {
  return { kind: 'other', description: '', quantity: '1', unit: 'flat', rate: '' };
}

/** What the server is sent for a row: never an amount. The shared schema checks the words on both sides. */
export function inputOf(row: DraftRow): Record<keyof InvoiceLineInput, unknown> {
  return { id: row.id, kind: row.kind, description: row.description, quantity: row.quantity, unit: row.unit, rate: row.rate };
}

/**
 * The row's amount in cents as the server will compute it, or undefined while its quantity or
 * rate is not yet a number the server takes (a preview: the server prices what is saved).
 */
export function previewCents(row: Pick<DraftRow, 'quantity' | 'rate'>): number | undefined {
  const quantity = lineQuantitySchema.safeParse(row.quantity);
  const rate = lineRateSchema.safeParse(row.rate);
  if (!quantity.success || !rate.success) return undefined;
  return lineAmountCents({ quantity: quantity.data, rate: rate.data });
}

/** The linehaul rows' total as a decimal string (what a percentage surcharge applies to), or undefined while any is incomplete or there is none. */
export function linehaulTotal(rows: readonly DraftRow[]): string | undefined {
  const linehaul = rows.filter((row) => row.kind === 'linehaul');
  const cents = linehaul.length > 0 ? previewTotalCents(linehaul) : undefined;
  return cents === undefined ? undefined : centsToAmount(cents);
}

/** The rows' total in cents, or undefined while any row has no amount yet. */
export function previewTotalCents(rows: readonly DraftRow[]): number | undefined {
  let total = 0;
  for (const row of rows) {
    const cents = previewCents(row);
    if (cents === undefined) return undefined;
    total += cents;
  }
  return total;
}
