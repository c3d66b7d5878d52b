// The terms an invoice is sent on (decision 072): the request's account's terms as they stand at the
// moment of sending (a later change of terms leaves sent invoices as they were), and the day due
// counted from the day it was sent in the billing time zone.
import { calendarDayIn } from '../../../shared/calendar-date.js';
import { dueDayFor } from '../../../shared/accounts/accounts.js';
import type { Executor } from '../../db/client.js';
import { termsOfAccount } from '../accounts/index.js';
import type { InvoiceTerms } from './document-repository.js';

export async function invoiceTermsAt(
  executor: Executor,
  request: { accountId: number | null },
  sentAt: Date,
  billingTimeZone: string,
): Promise<InvoiceTerms> {
  const terms = await termsOfAccount(executor, request.accountId);
  return { accountId: request.accountId, terms, dueOn: dueDayFor(terms, calendarDayIn(sentAt, billingTimeZone)) };
}
