// Credit notes and voided invoices (issue 37, docs/decisions/069-credit-notes-and-void.md): what the
// office sends to correct a sent invoice, and how a credit note reads wherever it shows.
import { z } from 'zod';
import { requiredLine } from '../form-schema-fields.js';
import { moneyAmountSchema } from '../money.js';

/** CN-YYYY-NNNNNN: the invoice numbers' twin, from its own per-year counter (decision 065's rule). */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A whole credit note number as typed in an address (case aside); undefined for any other text. */
export function wholeCreditNoteNumber(text: string | undefined): string | undefined {
  const typed = text?.trim().toUpperCase();
  return typed && /^CN-\d{4}-\d{6,}$/.test(typed) ? typed : undefined;
}

/** POST .../invoice/credit-notes: how much the sent invoice's balance goes down, and why (the customer reads it). */
export const creditNoteInputSchema = z.strictObject({
  amount: moneyAmountSchema,
  reason: requiredLine(500),
});
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>;

/** POST .../invoice/void: why the sent invoice is withdrawn (kept on the voided document). */
export const voidInvoiceInputSchema = z.strictObject({ reason: requiredLine(500) });
export type VoidInvoiceInput = z.infer<typeof voidInvoiceInputSchema>;

/** A credit note as the back office lists it. */
export const creditNoteSchema = z.object({
  id: z.number(),
  /** The invoice document it corrects. */
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  number: z.string(),
  amount: z.string(),
  reason: z.string(),
  /** The member who issued it (their username), or null once their account is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** A credit note as the customer sees it (their page, the payment page): no member's name. */
export const customerCreditNoteSchema = z.object({
  number: z.string(),
  amount: z.string(),
  reason: z.string(),
  issuedAt: z.string(),
});
export type CustomerCreditNote = z.infer<typeof customerCreditNoteSchema>;
