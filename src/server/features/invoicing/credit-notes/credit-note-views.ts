// Credit notes as the back office and the customer read them, and an invoice's balance.
import type { CreditNote, CustomerCreditNote } from '../../../../shared/invoicing/credit-notes.js';
import { amountToCents, centsToAmount } from '../../../../shared/money-format.js';
import type { CreditNoteRow } from './credit-note-repository.js';

export function creditNoteView(row: CreditNoteRow): CreditNote {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    number: row.number,
    amount: row.amount,
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function customerCreditNoteView(row: CreditNoteRow): CustomerCreditNote {
  return { number: row.number, amount: row.amount, reason: row.reason, issuedAt: row.createdAt.toISOString() };
}

/** An invoice's total less its credit notes. */
export function balanceAfter(total: string, notes: readonly { amount: string }[]): string {
  return centsToAmount(amountToCents(total) - notes.reduce((sum, note) => sum + amountToCents(note.amount), 0));
}
