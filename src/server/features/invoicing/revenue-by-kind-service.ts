// Revenue by line kind (issue 37: Advanced Analytics' revenue "by kind"): what the invoices paid
// in a window billed, per kind of charge. Paid, like the report's revenue, which counts money
// when it is confirmed: an invoice counts in the window its payment was confirmed in (the
// request's paid_at, set once), for its sent invoice's billed lines. Refunds are not split across
// kinds (a refund is of an amount, not of lines): the report's monthly revenue nets them.
import { LINE_KINDS, type LineKind } from '../../../shared/invoicing/invoice-lines.js';
import { centsToAmount } from '../../../shared/money-format.js';
import type { Executor } from '../../db/client.js';
import { sumPaidLinesByKind, type PaidRequestFilters, type PaidWindow } from './revenue-by-kind-repository.js';

export interface KindRevenue {
  kind: LineKind;
  /** Dollars, two decimals. */
  amount: string;
  /** How many billed lines of that kind. */
  lines: number;
}

/** The kinds that earned anything in the window, in the kinds' order (linehaul first). */
export async function revenueByKind(executor: Executor, window: PaidWindow, filters: PaidRequestFilters = {}): Promise<KindRevenue[]> {
  const rows = await sumPaidLinesByKind(executor, window, filters);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return LINE_KINDS.flatMap((kind) => {
    const row = byKind.get(kind);
    return row ? [{ kind, amount: centsToAmount(Number(row.cents)), lines: row.lines }] : [];
  });
}
