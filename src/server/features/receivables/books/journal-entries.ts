// The double entry of each receivables document (decision 077), in whole cents: every document's
// debits equal its credits. An invoice debits Accounts Receivable and credits the income account of
// each line kind; a credit note and a void reverse income (in the invoice's proportions) against
// A/R; a payment debits cash and credits A/R; a refund gives the cash back against A/R. Pure
// functions of the documents' figures: the export's SQL reads, these book.
import { CASH_ACCOUNT, RECEIVABLES_ACCOUNT } from '../../../../shared/receivables/books.js';
import type { LineKind } from '../../../../shared/invoicing/invoice-lines.js';

export type IncomeAccountOf = (kind: LineKind) => string;

export interface JournalLine {
  account: string;
  debitCents: number;
  creditCents: number;
  /** What the line is for (the line kinds an income line books). */
  memo: string;
}

/** The amount of each line kind a document books, in cents (kinds absent: nothing). */
export type KindAmounts = ReadonlyMap<LineKind, number>;

/**
 * An invoice: A/R for its total, each kind's lines to that kind's income account. The billed lines
 * add up to the total (the server sends nothing else); an invoice recorded before lines existed
 * has none, and books its total as linehaul.
 */
export function invoiceLines(
  totalCents: number,
  kinds: KindAmounts,
  incomeAccount: IncomeAccountOf,
  labelOf: (kind: LineKind) => string,
): JournalLine[] {
  const billed = sumOf(kinds) === totalCents ? kinds : allocateByKind(totalCents, kinds);
  return [debit(RECEIVABLES_ACCOUNT, totalCents, 'Invoice total'), ...incomeLines(billed, incomeAccount, labelOf, 'credit')];
}

/** A credit note or a void: income given back in the invoice's proportions, A/R lowered by the amount. */
export function reversalLines(
  amountCents: number,
  invoiceKinds: KindAmounts,
  incomeAccount: IncomeAccountOf,
  labelOf: (kind: LineKind) => string,
  memo: string,
): JournalLine[] {
  return [
    ...incomeLines(allocateByKind(amountCents, invoiceKinds), incomeAccount, labelOf, 'debit'),
    credit(RECEIVABLES_ACCOUNT, amountCents, memo),
  ];
}

/** Money received for an invoice: cash in, A/R down by all of it (an overpayment leaves the customer in credit until refunded). */
export function paymentLines(amountCents: number, memo: string): JournalLine[] {
  return [debit(CASH_ACCOUNT, amountCents, memo), credit(RECEIVABLES_ACCOUNT, amountCents, memo)];
}

/** Money given back: A/R up (the customer is owed less credit, or owes again), cash out. */
export function refundLines(amountCents: number, memo: string): JournalLine[] {
  return [debit(RECEIVABLES_ACCOUNT, amountCents, memo), credit(CASH_ACCOUNT, amountCents, memo)];
}

/**
 * An amount split over line kinds in proportion to their amounts, in whole cents that add up to it
 * exactly: each kind's share rounded down, then the cents left over go one each to the kinds with
 * the largest remainders (the larger amount first on a tie, then the kinds' order). An invoice
 * with no lines (recorded before lines existed) books everything as linehaul.
 */
export function allocateByKind(amountCents: number, kinds: KindAmounts): Map<LineKind, number> {
  const entries = [...kinds.entries()].filter(([, cents]) => cents > 0);
  const base = sumOf(new Map(entries));
  if (base === 0) return new Map([['linehaul', amountCents]]);
  const shares = entries.map(([kind, cents], order) => {
    const exact = BigInt(amountCents) * BigInt(cents);
    return { kind, cents, order, floor: Number(exact / BigInt(base)), remainder: Number(exact % BigInt(base)) };
  });
  let left = amountCents - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || b.cents - a.cents || a.order - b.order);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return new Map(shares.filter((share) => share.floor > 0).map((share) => [share.kind, share.floor]));
}

function sumOf(kinds: KindAmounts): number {
  let cents = 0;
  for (const amount of kinds.values()) cents += amount;
  return cents;
}

/** The debits and credits of a set of lines, to check a document balances. */
export function totalsOf(lines: readonly JournalLine[]): { debitCents: number; creditCents: number } {
  return {
    debitCents: lines.reduce((sum, line) => sum + line.debitCents, 0),
    creditCents: lines.reduce((sum, line) => sum + line.creditCents, 0),
  };
}

/** One line per income account (two kinds booked to one account make one line), in the kinds' order. */
function incomeLines(
  kinds: KindAmounts,
  incomeAccount: IncomeAccountOf,
  labelOf: (kind: LineKind) => string,
  side: 'debit' | 'credit',
): JournalLine[] {
  const byAccount = new Map<string, { cents: number; kinds: string[] }>();
  for (const [kind, cents] of kinds) {
    if (cents === 0) continue;
    const account = incomeAccount(kind);
    const booked = byAccount.get(account) ?? { cents: 0, kinds: [] };
    booked.cents += cents;
    booked.kinds.push(labelOf(kind));
    byAccount.set(account, booked);
  }
  return [...byAccount].map(([account, { cents, kinds: labels }]) =>
    side === 'debit' ? debit(account, cents, labels.join(', ')) : credit(account, cents, labels.join(', ')),
  );
}

function debit(account: string, cents: number, memo: string): JournalLine {
  return { account, debitCents: cents, creditCents: 0, memo };
}

function credit(account: string, cents: number, memo: string): JournalLine {
  return { account, debitCents: 0, creditCents: cents, memo };
}
