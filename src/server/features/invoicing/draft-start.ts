// Where a request's draft invoice starts (decision 070): from its quote's lines when it has a
// quote, so what the customer accepted is what the office bills unless staff change it. Lines
// taken from the quote are stored with source 'quote'.
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import type { InvoiceLineInput } from '../../../shared/invoicing/invoice-line-schemas.js';
import type { Executor } from '../../db/client.js';
import { quoteLinesOf } from '../service-requests/index.js';
import { appendLine, ensureDraft, findDocuments, findLines, type DocumentRow } from './document-repository.js';

/**
 * The request's draft, made when it has none. The request's first invoice, while it holds no line,
 * is given the quote's lines (approved: the customer was offered them); a re-issue after a void
 * starts empty (the voided invoice, not the quote, is what it corrects). For the server's own
 * callers (a detention proposal, a driver's receipt) that make a draft before the office opens
 * the editor.
 */
export async function startDraft(executor: Executor, serviceRequestId: number): Promise<DocumentRow> {
  const draft = await ensureDraft(executor, serviceRequestId);
  if (!(await isFirstInvoice(executor, serviceRequestId)) || (await findLines(executor, [draft.id])).length > 0) return draft;
  for (const line of await quoteLinesOf(executor, serviceRequestId)) {
    await appendLine(executor, draft.id, { ...lineFields(line), amount: line.amount, state: 'approved', source: 'quote' });
  }
  return draft;
}

/** The request has no invoice but (at most) its draft: nothing was sent or voided yet. */
export async function isFirstInvoice(executor: Executor, serviceRequestId: number): Promise<boolean> {
  return (await findDocuments(executor, serviceRequestId)).every((document) => document.state === 'draft');
}

/**
 * The editor's first save of a request's draft: the editor offers the quote's lines as its first
 * rows (unsaved), so a new line saved exactly as the quote's line at its place came from the quote.
 */
export function isFromQuote(line: InvoiceLineInput, index: number, quote: readonly BilledLine[]): boolean {
  const quoted = quote[index];
  if (!quoted || line.id !== undefined) return false;
  return (
    quoted.kind === line.kind &&
    quoted.description === line.description &&
    quoted.unit === line.unit &&
    sameDecimal(quoted.quantity, line.quantity) &&
    sameDecimal(quoted.rate, line.rate)
  );
}

/** "1.000" and "1" are one number (the database pads, the editor trims). */
function sameDecimal(a: string, b: string): boolean {
  const trim = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
  return trim(a) === trim(b);
}

function lineFields(line: BilledLine) {
  return { kind: line.kind, description: line.description, quantity: line.quantity, unit: line.unit, rate: line.rate };
}
