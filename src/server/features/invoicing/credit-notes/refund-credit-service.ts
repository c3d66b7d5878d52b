// A credit note that goes with a refund (decision 073). A refund returns money and, by itself,
// leaves the customer owing it again (the balance is what is owed less what is paid). When the
// deal was cancelled after the invoice was paid, the office refunds and says the customer no longer
// owes what is returned: this credit note, issued in the refund's own transaction, keeps the
// invoice closed at zero. Only for an invoice that owes nothing now: a credit note on an invoice
// still owing is the invoice's own correction (credit-note-service.ts). The request is locked, the
// number taken last, and the audit log and the customer's mail are those of any credit note.
import { amountToCents, centsToAmount, formatUsd } from '../../../../shared/money-format.js';
import { conflict } from '../../../errors.js';
import type { Transaction } from '../../../db/client.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { creditNoteEmail, lockRequestForInvoicing } from '../../service-requests/index.js';
import type { InvoicingDeps } from '../deps.js';
import { findDocument } from '../document-repository.js';
import { invoiceBalanceOf, recomputeInvoiceBalance } from '../invoice-balance.js';
import { nextCreditNoteNumber } from './credit-note-numbers.js';
import { findCreditNotesOfInvoice, insertCreditNote } from './credit-note-repository.js';

type RefundCreditDeps = Pick<InvoicingDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'now'>;

export interface RefundCredit {
  amount: string;
  reason: string;
  /** The ledger id of the payment refunded, for the audit log. */
  paymentId: string;
}

/** Issues the credit note in the caller's transaction; returns its number. 409 when the invoice still owes or the credit exceeds it. */
export async function issueRefundCreditNote(
  tx: Transaction,
  deps: RefundCreditDeps,
  serviceRequestId: number,
  credit: RefundCredit,
  audit: MemberAuditContext,
): Promise<string> {
  const request = await lockRequestForInvoicing(tx, serviceRequestId);
  const invoice = await findDocument(tx, serviceRequestId, 'sent');
  if (!request || !invoice?.number || !invoice.total) {
    throw conflict('This payment’s request has no sent invoice to credit: refund it without a credit note.');
  }
  const owed = await invoiceBalanceOf(tx, serviceRequestId);
  if (owed !== null && amountToCents(owed) > 0) {
    throw conflict(
      `Invoice ${invoice.number} still owes ${formatUsd(owed)}: a credit note with a refund is for an invoice paid in full. Refund without one (the customer then owes what is returned), or correct the invoice with its own credit note.`,
    );
  }
  const earlier = await findCreditNotesOfInvoice(tx, invoice.id);
  const creditableCents = amountToCents(invoice.total) - earlier.reduce((sum, note) => sum + amountToCents(note.amount), 0);
  if (amountToCents(credit.amount) > creditableCents) {
    throw conflict(
      `Invoice ${invoice.number} can be credited at most ${formatUsd(centsToAmount(Math.max(0, creditableCents)))} more: refund without a credit note, or for less.`,
    );
  }
  const issuedAt = deps.now?.() ?? new Date();
  const number = await nextCreditNoteNumber(tx, issuedAt);
  const id = await insertCreditNote(tx, {
    invoiceId: invoice.id,
    number,
    amount: credit.amount,
    reason: credit.reason,
    createdByAdminId: audit.actor.adminId,
    createdAt: issuedAt,
  });
  const amountDue = await recomputeInvoiceBalance(tx, serviceRequestId);
  await recordAuditEvent(tx, audit, {
    action: 'invoice.credit_note_issued',
    recordType: 'service_request',
    recordId: request.id,
    changes: factsOf({
      invoiceNumber: invoice.number,
      creditNoteNumber: number,
      amount: credit.amount,
      reason: credit.reason,
      withRefundOfPayment: credit.paymentId,
      balance: amountDue,
    }),
  });
  await deps.outbox.enqueue(tx, [
    creditNoteEmail(request, { id, number, amount: credit.amount, reason: credit.reason, invoiceNumber: invoice.number }, deps, amountDue),
  ]);
  return number;
}
