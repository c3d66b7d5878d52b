// Issuing a credit note (decision 069): the sent invoice never changes; the credit note, with its
// own number, lowers the balance (the invoice's total less its credit notes), which becomes the
// request's final amount. What is still owed, the invoice's balance, is recomputed from the ledger
// (decision 073: a credit note past what is unpaid leaves the excess due for a refund) and the
// invoice's payment status follows it. The payment attempts opened for the old amount are closed,
// the audit log says who and why, and the customer is mailed the credit note's PDF with the amount
// now due, all in one transaction (the attempts end at the provider after it commits).
import { amountToCents, centsToAmount, formatUsd } from '../../../../shared/money-format.js';
import type { CreditNote, CreditNoteInput } from '../../../../shared/invoicing/credit-notes.js';
import { conflict } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { creditNoteEmail, recordInvoiceBalance } from '../../service-requests/index.js';
import { recomputeInvoiceBalance } from '../invoice-balance.js';
import type { InvoicingDeps } from '../deps.js';
import { lockCorrectableInvoice } from './correction-checks.js';
import { nextCreditNoteNumber } from './credit-note-numbers.js';
import { findCreditNoteById, findCreditNotesOfInvoice, insertCreditNote } from './credit-note-repository.js';
import { creditNoteView } from './credit-note-views.js';
import { factorAssignmentOfRequest } from '../../accounts/index.js';

type CreditDeps = Pick<InvoicingDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'now' | 'payments'>;

export async function issueCreditNote(
  deps: CreditDeps,
  serviceRequestId: number,
  input: CreditNoteInput,
  audit: MemberAuditContext,
): Promise<CreditNote> {
  const issuedAt = deps.now?.() ?? new Date();
  const { note, endAttempts } = await deps.outbox.transaction(async (tx) => {
    const { request, invoice } = await lockCorrectableInvoice(tx, deps.payments, serviceRequestId, 'a credit note');
    const earlier = await findCreditNotesOfInvoice(tx, invoice.id);
    const balanceCents = amountToCents(invoice.total) - earlier.reduce((sum, note) => sum + amountToCents(note.amount), 0);
    const amountCents = amountToCents(input.amount);
    if (amountCents > balanceCents) {
      throw conflict(`A credit note can be at most the balance of invoice ${invoice.number}, ${formatUsd(centsToAmount(balanceCents))}.`);
    }
    // Nothing left to pay is a withdrawn invoice, not a zero one (an amount owed is positive): void it.
    if (amountCents === balanceCents) {
      throw conflict(
        `A credit note for the whole balance of invoice ${invoice.number} (${formatUsd(centsToAmount(balanceCents))}) leaves nothing to pay: void the invoice instead, and re-issue it if something is still owed.`,
      );
    }
    const balance = centsToAmount(balanceCents - amountCents);
    const number = await nextCreditNoteNumber(tx, issuedAt);
    const id = await insertCreditNote(tx, {
      invoiceId: invoice.id,
      number,
      amount: input.amount,
      reason: input.reason,
      createdByAdminId: audit.actor.adminId,
      createdAt: issuedAt,
    });
    const updated = await recordInvoiceBalance(tx, request.id, balance);
    // The request is locked and was checked above: a miss here is a bug, and rolls everything back.
    if (!updated) throw new Error(`request ${request.id}: its invoice changed under its lock`);
    const endAttempts = await deps.payments.closeOpenAttempts(tx, request.id, `credit note ${number} changed the amount due`);
    const amountDue = await recomputeInvoiceBalance(tx, request.id);
    await deps.payments.settleStanding(tx, request.id);
    await recordAuditEvent(tx, audit, {
      action: 'invoice.credit_note_issued',
      recordType: 'service_request',
      recordId: request.id,
      changes: {
        finalAmount: { before: request.finalAmount, after: balance },
        ...factsOf({ invoiceNumber: invoice.number, creditNoteNumber: number, amount: input.amount, reason: input.reason }),
      },
    });
    // A factored invoice is still paid to the factor: the mail says where, not our payment page (decision 078).
    const assignment = await factorAssignmentOfRequest(tx, request.id);
    await deps.outbox.enqueue(tx, [
      creditNoteEmail(
        updated,
        { id, number, amount: input.amount, reason: input.reason, invoiceNumber: invoice.number },
        deps,
        amountDue ?? balance,
        assignment,
      ),
    ]);
    const note = await findCreditNoteById(tx, id);
    if (!note) throw new Error(`credit note ${id} vanished in its own transaction`);
    return { note, endAttempts };
  });
  await endAttempts();
  return creditNoteView(note);
}
