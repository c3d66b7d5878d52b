// Editing a draft invoice (decision 066): the back office sends the billed lines in order, the
// server prices each one and keeps the proposals (proposed or waived lines) as they are. A sent
// invoice is never edited: its draft is gone, and a request's next draft is a re-issue.
import { REQUEST_NOT_FOUND } from '../../../shared/service-requests/admin-service-requests.js';
import type { InvoiceDocument, InvoiceLineInput } from '../../../shared/invoicing/invoice-line-schemas.js';
import { billedTotalCents, lineAmountCents, trimDecimal } from '../../../shared/invoicing/invoice-lines.js';
import { MAX_AMOUNT, amountToCents, centsToAmount, formatUsd } from '../../../shared/money-format.js';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { lockRequestForInvoicing, quoteLinesOf } from '../service-requests/index.js';
import { isFromQuote } from './draft-start.js';
import type { InvoicingDeps } from './deps.js';
import {
  deleteLines,
  ensureDraft,
  findDocuments,
  findLines,
  insertLines,
  lockDraft,
  moveLine,
  updateLines,
  type LineChange,
  type LineRow,
  type NewLine,
} from './document-repository.js';
import { documentView } from './line-views.js';

/** Every invoice document of a request (drafts, the sent one, voided ones), with their lines. */
export async function invoicesOf(db: Executor, serviceRequestId: number): Promise<InvoiceDocument[]> {
  const documents = await findDocuments(db, serviceRequestId);
  const lines = await findLines(
    db,
    documents.map((document) => document.id),
  );
  return documents.map((document) => documentView(document, lines));
}

/**
 * Replaces the draft's billed lines with `lines`, in their order: a line with an id changes that
 * line (it must be one of this draft's billed lines), one without is added, and a billed line
 * left out is removed. Proposed and waived lines are decided by their own routes, never here.
 * Refused (409) once the request's invoice is sent.
 */
export async function saveDraftLines(
  deps: Pick<InvoicingDeps, 'db'>,
  serviceRequestId: number,
  lines: readonly InvoiceLineInput[],
  audit: MemberAuditContext,
): Promise<InvoiceDocument> {
  return deps.db.transaction(async (tx) => {
    const request = await lockRequestForInvoicing(tx, serviceRequestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.invoiceNumber !== null) {
      throw conflict(
        `Invoice ${request.invoiceNumber} was sent and never changes: correct it with a credit note, or void it and issue a new one.`,
      );
    }
    // A first save may keep the quote's lines the editor offered (draft-start.ts): they say so.
    const firstSave = (await findDocuments(tx, serviceRequestId)).length === 0;
    const quote = firstSave ? await quoteLinesOf(tx, serviceRequestId) : [];
    await ensureDraft(tx, serviceRequestId);
    const draft = await lockDraft(tx, serviceRequestId);
    if (!draft) throw notFound(REQUEST_NOT_FOUND);
    const before = await findLines(tx, [draft.id]);
    const billed = new Map(before.filter((line) => line.state === 'approved').map((line) => [line.id, line]));
    const kept = new Set<number>();

    // One statement for the new lines and one for the changed ones; an unchanged line is left as it is.
    const added: (NewLine & { position: number })[] = [];
    const changed: (LineChange & { id: number })[] = [];
    for (const [index, line] of lines.entries()) {
      const priced = { ...lineFields(line), amount: pricedAmount(line, index), position: index + 1 };
      if (line.id === undefined) {
        const source = isFromQuote(line, index, quote) ? 'quote' : 'staff';
        added.push({ ...priced, state: 'approved', source, createdByAdminId: audit.actor.adminId });
        continue;
      }
      const current = billed.get(line.id);
      if (!current || kept.has(line.id))
        throw badRequest(`Line ${line.id} is not a billed line of this draft: reload the invoice and try again.`);
      kept.add(line.id);
      if (!sameLine(current, priced)) changed.push({ id: line.id, ...priced });
    }
    await updateLines(tx, changed);
    await insertLines(tx, draft.id, added);
    await deleteLines(
      tx,
      [...billed.keys()].filter((id) => !kept.has(id)),
    );
    await placeProposalsAfter(tx, before, lines.length);

    const after = await findLines(tx, [draft.id]);
    if (billedTotalCents(after) > amountToCents(MAX_AMOUNT))
      throw badRequest(`An invoice's total can be at most ${formatUsd(MAX_AMOUNT)}.`);
    await recordAuditEvent(tx, audit, {
      action: 'invoice.draft_saved',
      recordType: 'service_request',
      recordId: serviceRequestId,
      changes: {
        billedLines: { before: billedCount(before), after: billedCount(after) },
        total: { before: centsToAmount(billedTotalCents(before)), after: centsToAmount(billedTotalCents(after)) },
        ...factsOf({ invoiceId: draft.id }),
      },
    });
    return documentView(draft, after);
  });
}

/**
 * The line's amount by the one rounding rule, refused (400) when it rounds to nothing or is more
 * than an amount can hold: every billed line is worth at least a cent.
 */
function pricedAmount(line: InvoiceLineInput, index: number): string {
  const cents = lineAmountCents(line);
  if (cents === 0) throw badRequest(`Line ${index + 1} comes to less than half a cent: raise its quantity or rate, or remove it.`);
  if (cents > amountToCents(MAX_AMOUNT))
    throw badRequest(`Line ${index + 1} comes to more than ${formatUsd(MAX_AMOUNT)}: split it or check its quantity and rate.`);
  return centsToAmount(cents);
}

/** Whether a stored line already reads as the edit would write it (decimals compared by value). */
function sameLine(current: LineRow, next: LineChange): boolean {
  return (
    current.position === next.position &&
    current.kind === next.kind &&
    current.description === next.description &&
    current.unit === next.unit &&
    trimDecimal(current.quantity) === trimDecimal(next.quantity) &&
    trimDecimal(current.rate) === trimDecimal(next.rate) &&
    current.amount === next.amount
  );
}

function lineFields(line: InvoiceLineInput) {
  return { kind: line.kind, description: line.description, quantity: line.quantity, unit: line.unit, rate: line.rate };
}

function billedCount(lines: readonly LineRow[]): number {
  return lines.filter((line) => line.state === 'approved').length;
}

/** Proposed and waived lines follow the billed ones, in the order they had. */
async function placeProposalsAfter(tx: Executor, before: readonly LineRow[], billedCountNow: number): Promise<void> {
  const proposals = before.filter((line) => line.state !== 'approved');
  for (const [index, line] of proposals.entries()) await moveLine(tx, line.id, billedCountNow + index + 1);
}
