// What a customer owes on a sent invoice (issue 38): its state for people, and the aging buckets.
// The balance itself is kept on the invoice's row by the server, from the ledger (decision 073).

/** A sent invoice as the customer and the office see it. */
export const RECEIVABLE_STATES = ['open', 'partially_paid', 'paid', 'overdue', 'void'] as const;
export type ReceivableState = (typeof RECEIVABLE_STATES)[number];

export interface ReceivableFacts {
  documentState: 'draft' | 'sent' | 'void';
  totalCents: number;
  balanceCents: number;
  /** YYYY-MM-DD. */
  dueOn: string | null;
}

/** Overdue is a sent invoice past its due day (in the billing time zone) with a balance. */
export function receivableStateOf(facts: ReceivableFacts, today: string): ReceivableState {
  if (facts.documentState === 'void') return 'void';
  if (facts.balanceCents <= 0) return 'paid';
  if (facts.dueOn !== null && facts.dueOn < today) return 'overdue';
  return facts.balanceCents < facts.totalCents ? 'partially_paid' : 'open';
}

/** Aging buckets by days past due: not yet due (current), then 1-30, 31-60, 61-90 and over 90. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days_1_30';
  if (daysPastDue <= 60) return 'days_31_60';
  if (daysPastDue <= 90) return 'days_61_90';
  return 'over_90';
}
