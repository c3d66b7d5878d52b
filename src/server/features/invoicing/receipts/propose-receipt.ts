// A driver's road receipt proposed as an invoice line (issue 37; decision 071). Dispatch calls this
// through invoicing's door in the transaction that stores the receipt: the amount paid plus the
// customer's fee for that code becomes a *proposed* flat line on the request's draft, with the
// receipt as its evidence, once per receipt (the proposal key). The office approves or waives it
// like any proposed line.
import type { LineEvidence } from '../../../../shared/invoicing/invoice-line-schemas.js';
import { lineAmount, type ReceiptKind } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import { accessorialRateFor, type RateCustomer } from '../accessorials/rate-lookup.js';
import { appendLine, ensureDraft } from '../document-repository.js';
import { receiptDescription, receiptRate } from './receipt-charge.js';

export interface ReceiptFacts {
  serviceRequestId: number;
  /** load_receipts.id: the office opens the photo by it. */
  receiptId: number;
  kind: ReceiptKind;
  /** What the driver paid, in dollars ("180.00"). */
  amount: string;
  /** When the driver saved it (the phone's time). */
  recordedAt: Date;
  driverFirstName: string;
  customer: RateCustomer;
}

export type ReceiptOutcome =
  | { proposed: true; lineId: number; rate: string; amount: string }
  /** The line for this receipt is already on the draft. */
  | { proposed: false; reason: 'already_proposed' };

export const receiptProposalKey = (receiptId: number) => `receipt:${receiptId}`;

export async function proposeReceiptLine(executor: Executor, facts: ReceiptFacts): Promise<ReceiptOutcome> {
  // The catalogue always holds a default for both receipt codes; were it lost, the receipt is billed at cost.
  const applied = await accessorialRateFor(executor, facts.kind, facts.customer);
  const fee = applied?.rate ?? null;
  const rate = receiptRate(facts.amount, fee);
  const amount = lineAmount({ quantity: '1', rate });
  // Like detention: a sent invoice does not stop the proposal (the office voids and re-issues to bill it).
  const draft = await ensureDraft(executor, facts.serviceRequestId);
  const line = await appendLine(executor, draft.id, {
    kind: facts.kind,
    description: receiptDescription(facts.kind, facts.amount, fee),
    quantity: '1',
    unit: 'flat',
    rate,
    amount,
    state: 'proposed',
    source: 'driver_receipt',
    evidence: receiptEvidence(facts),
    proposalKey: receiptProposalKey(facts.receiptId),
  });
  if (!line) return { proposed: false, reason: 'already_proposed' };
  return { proposed: true, lineId: line.id, rate, amount };
}

function receiptEvidence(facts: ReceiptFacts): LineEvidence {
  return {
    receiptId: facts.receiptId,
    receiptAmount: facts.amount,
    driverFirstName: facts.driverFirstName,
    recordedAt: facts.recordedAt.toISOString(),
  };
}
