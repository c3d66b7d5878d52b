// Invoice numbers, INV-YYYY-NNNNNN: sequential per UTC year with no gap and no duplicate, given
// in the transaction that sends the invoice (docs/decisions/065-invoice-numbers.md).
import type { Executor } from '../../db/client.js';
import { takeNextInvoiceNumber } from './invoice-number-repository.js';

/** Six digits, zero-padded; a year past 999,999 invoices gets longer numbers rather than reused ones. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A whole invoice number however it was typed (case, spaces around it), as stored; undefined for any other text. */
export function wholeInvoiceNumber(text: string | undefined): string | undefined {
  const typed = text?.trim().toUpperCase();
  return typed && /^INV-\d{4}-\d{6,}$/.test(typed) ? typed : undefined;
}

/** The number of an invoice sent at `sentAt`, taken in the sending transaction `executor`. */
export async function nextInvoiceNumber(executor: Executor, sentAt: Date): Promise<string> {
  const year = sentAt.getUTCFullYear();
  return formatInvoiceNumber(year, await takeNextInvoiceNumber(executor, year));
}
