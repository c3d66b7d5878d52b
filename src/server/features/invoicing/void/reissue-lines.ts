// The re-issue's starting point: the voided invoice's billed lines, copied onto the request's draft
// after whatever it holds (proposals that arrived after the send stay, to approve or waive).
import type { Executor } from '../../../db/client.js';
import { appendLine, type LineRow } from '../document-repository.js';

/** Copies the approved lines of `lines` onto the draft, in order; returns how many. */
export async function copyBilledLines(executor: Executor, lines: readonly LineRow[], draftId: number, adminId: number): Promise<number> {
  let copied = 0;
  for (const line of lines) {
    if (line.state !== 'approved') continue;
    const copy = {
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      amount: line.amount,
      state: 'approved' as const,
      source: line.source,
      evidence: line.evidence,
      createdByAdminId: adminId,
    };
    // A proposal's key keeps the driver's evidence from proposing the line again on the draft; when
    // the draft already holds a proposal of that key, the billed copy goes in without it (never lost).
    const added =
      (await appendLine(executor, draftId, { ...copy, proposalKey: line.proposalKey })) ?? (await appendLine(executor, draftId, copy));
    if (added) copied += 1;
  }
  return copied;
}
