// The terms an invoice is sent on: its account's, or due on receipt for a one-off customer.
import { eq } from 'drizzle-orm';
import { ONE_OFF_TERMS, type PaymentTerms } from '../../../shared/accounts/accounts.js';
import type { Executor } from '../../db/client.js';
import { customerAccounts } from '../../db/schema.js';

export async function termsOfAccount(executor: Executor, accountId: number | null): Promise<PaymentTerms> {
  if (accountId === null) return ONE_OFF_TERMS;
  const [account] = await executor
    .select({ terms: customerAccounts.terms })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  return account?.terms ?? ONE_OFF_TERMS;
}
