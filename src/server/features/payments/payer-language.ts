// The language a payer's mails are written in: the language the request they paid was sent in.
// A payment for no request of ours (a Quick Payment with a reference of the payer's own) has no
// record of a language, so its mails are in English.
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n.js';
import type { Executor } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';
import type { LedgerRow } from './ledger-repository.js';

export async function payerLanguage(executor: Executor, entry: Pick<LedgerRow, 'serviceRequestId'>): Promise<Locale> {
  if (entry.serviceRequestId === null) return DEFAULT_LOCALE;
  const [request] = await executor
    .select({ language: serviceRequests.language })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, entry.serviceRequestId));
  return request?.language ?? DEFAULT_LOCALE;
}
