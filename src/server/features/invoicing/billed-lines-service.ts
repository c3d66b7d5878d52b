// A request's invoice lines for everyone outside the invoice editor: the sent invoice's billed
// lines (the customer's page, the payment page, the PDF, the checkouts), and a draft's for its
// preview PDF. A request invoiced before lines existed was given its line by migration 0022.
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { billedTotalCents } from '../../../shared/invoicing/invoice-lines.js';
import { centsToAmount } from '../../../shared/money-format.js';
import type { Executor } from '../../db/client.js';
import { findDocument, findLines, findSentBilledLines } from './document-repository.js';
import { billedLines } from './line-views.js';

/** The billed lines of the request's sent invoice, in order; empty when none was sent. */
export async function sentInvoiceLines(executor: Executor, serviceRequestId: number): Promise<BilledLine[]> {
  return billedLines(await findSentBilledLines(executor, serviceRequestId));
}

/** The draft as it would be sent: its billed lines and their total; undefined without a draft. */
export async function draftPreview(
  executor: Executor,
  serviceRequestId: number,
): Promise<{ lines: BilledLine[]; total: string } | undefined> {
  const draft = await findDocument(executor, serviceRequestId, 'draft');
  if (!draft) return undefined;
  const lines = await findLines(executor, [draft.id]);
  return { lines: billedLines(lines), total: centsToAmount(billedTotalCents(lines)) };
}
