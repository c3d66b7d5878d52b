// Invoice numbers, INV-YYYY-NNNNNN: sequential per UTC year with no gap and no duplicate, given
// in the transaction that sends the invoice (docs/decisions/065-invoice-numbers.md).
import { formatInvoiceNumber } from '../../../shared/invoicing/invoice-numbers.js';
import type { Executor } from '../../db/client.js';
import { takeNextInvoiceNumber } from './invoice-number-repository.js';

/** The number of an invoice sent at `sentAt`, taken in the sending transaction `executor`. */
export async function nextInvoiceNumber(executor: Executor, sentAt: Date): Promise<string> {
  const year = sentAt.getUTCFullYear();
  return formatInvoiceNumber(year, await takeNextInvoiceNumber(executor, year));
}
