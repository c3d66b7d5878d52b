// How an invoice number reads, INV-YYYY-NNNNNN (docs/decisions/065-invoice-numbers.md): made by
// the server when an invoice is sent, and recognised in the back office's search.

/** Six digits, zero-padded; a year past 999,999 invoices gets longer numbers rather than reused ones. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A whole invoice number however it was typed (case, spaces around it), as stored; undefined for any other text. */
export function wholeInvoiceNumber(text: string | undefined): string | undefined {
  const typed = text?.trim().toUpperCase();
  return typed && /^INV-\d{4}-\d{6,}$/.test(typed) ? typed : undefined;
}
