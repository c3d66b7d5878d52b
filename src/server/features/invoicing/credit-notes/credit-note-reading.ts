// Credit notes as other features read them through invoicing's door: the documents feature's PDFs
// (the credit note's own, and the invoice's list of them) and the customer's pages.
import type { CustomerCreditNote } from '../../../../shared/invoicing/credit-notes.js';
import type { Executor } from '../../../db/client.js';
import { findDocument } from '../document-repository.js';
import { findCreditNoteById, findCreditNoteOfRequest, findCreditNotesOfInvoice, type CreditNoteRow } from './credit-note-repository.js';
import { balanceAfter } from './credit-note-views.js';

export interface CreditNoteFacts {
  id: number;
  serviceRequestId: number;
  number: string;
  amount: string;
  reason: string;
  issuedAt: Date;
  invoiceNumber: string;
  /** The corrected invoice's total, as sent. */
  invoiceTotal: string;
  /** What the invoice's balance became with this credit note (its total less it and the earlier ones). */
  balanceAfter: string;
}

/** The credit notes of the request's sent invoice, oldest first, with that invoice's total; undefined without a sent invoice. */
export async function creditNotesForDocuments(
  executor: Executor,
  serviceRequestId: number,
): Promise<{ invoiceTotal: string; creditNotes: CreditNoteFacts[] } | undefined> {
  const invoice = await findDocument(executor, serviceRequestId, 'sent');
  if (!invoice?.total) return undefined;
  const rows = await findCreditNotesOfInvoice(executor, invoice.id);
  return { invoiceTotal: invoice.total, creditNotes: rows.map((row, i) => factsOf(row, rows.slice(0, i + 1))) };
}

/** One credit note by its id (the back office's PDF, a mail's attachment). */
export async function creditNoteById(executor: Executor, id: number): Promise<CreditNoteFacts | undefined> {
  const row = await findCreditNoteById(executor, id);
  return row && withBalance(executor, row);
}

/** A request's credit note by its number (the customer's PDF: the request is theirs, checked by the caller). */
export async function creditNoteOfRequest(
  executor: Executor,
  serviceRequestId: number,
  number: string,
): Promise<CreditNoteFacts | undefined> {
  const row = await findCreditNoteOfRequest(executor, serviceRequestId, number);
  return row && withBalance(executor, row);
}

async function withBalance(executor: Executor, row: CreditNoteRow): Promise<CreditNoteFacts> {
  const siblings = await findCreditNotesOfInvoice(executor, row.invoiceId);
  return factsOf(
    row,
    siblings.filter((note) => note.id <= row.id),
  );
}

/** `upTo`: the invoice's credit notes up to and including `row`. */
function factsOf(row: CreditNoteRow, upTo: readonly CreditNoteRow[]): CreditNoteFacts {
  return {
    id: row.id,
    serviceRequestId: row.serviceRequestId,
    number: row.number,
    amount: row.amount,
    reason: row.reason,
    issuedAt: row.createdAt,
    invoiceNumber: row.invoiceNumber,
    invoiceTotal: row.invoiceTotal,
    balanceAfter: balanceAfter(row.invoiceTotal, upTo),
  };
}

/**
 * The sent invoice's total and credit notes as the customer reads them (the payment page, their
 * page); null total and none before an invoice is sent.
 */
export async function customerCreditNotesOf(
  executor: Executor,
  serviceRequestId: number,
): Promise<{ invoiceTotal: string | null; creditNotes: CustomerCreditNote[] }> {
  const sent = await creditNotesForDocuments(executor, serviceRequestId);
  if (!sent) return { invoiceTotal: null, creditNotes: [] };
  return {
    invoiceTotal: sent.invoiceTotal,
    creditNotes: sent.creditNotes.map((note) => ({
      number: note.number,
      amount: note.amount,
      reason: note.reason,
      issuedAt: note.issuedAt.toISOString(),
    })),
  };
}
