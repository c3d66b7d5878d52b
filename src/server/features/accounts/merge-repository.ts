// The SQL of merging two accounts: every record of the merged account is moved to the survivor by
// its account_id, nothing deleted; the merged account's row stays, marked, for history.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accountStatements,
  customerAccountContacts,
  customerAccountDomains,
  customerAccounts,
  invoices,
  serviceRequests,
} from '../../db/schema.js';

export interface MergeMoves {
  requests: number;
  invoices: number;
  contacts: number;
  domains: number;
  statements: number;
  mergedAccounts: number;
}

/** Moves everything `fromId` holds to `intoId`; returns how many of each moved. */
export async function moveAccountRecords(executor: Executor, fromId: number, intoId: number): Promise<MergeMoves> {
  const now = sql`now()`;
  const requests = await executor
    .update(serviceRequests)
    .set({ accountId: intoId, updatedAt: now })
    .where(eq(serviceRequests.accountId, fromId))
    .returning({ id: serviceRequests.id });
  const movedInvoices = await executor
    .update(invoices)
    .set({ accountId: intoId, updatedAt: now })
    .where(eq(invoices.accountId, fromId))
    .returning({ id: invoices.id });
  const contacts = await executor
    .update(customerAccountContacts)
    .set({ accountId: intoId })
    .where(eq(customerAccountContacts.accountId, fromId))
    .returning({ id: customerAccountContacts.id });
  const domains = await executor
    .update(customerAccountDomains)
    .set({ accountId: intoId })
    .where(eq(customerAccountDomains.accountId, fromId))
    .returning({ id: customerAccountDomains.id });
  // One statement per account and month: a month the survivor already has stays on the merged account.
  const statements = await executor
    .update(accountStatements)
    .set({ accountId: intoId })
    .where(
      and(
        eq(accountStatements.accountId, fromId),
        sql`not exists (select 1 from ${accountStatements} s where s.account_id = ${intoId} and s.period_start = ${accountStatements.periodStart})`,
      ),
    )
    .returning({ id: accountStatements.id });
  // Accounts merged into the merged one now point at the survivor: one step from any of them to it.
  const earlierMerges = await executor
    .update(customerAccounts)
    .set({ mergedIntoId: intoId, updatedAt: now })
    .where(eq(customerAccounts.mergedIntoId, fromId))
    .returning({ id: customerAccounts.id });
  return {
    requests: requests.length,
    invoices: movedInvoices.length,
    contacts: contacts.length,
    domains: domains.length,
    statements: statements.length,
    mergedAccounts: earlierMerges.length,
  };
}

/** Statements left on the merged account (the survivor had one for the same month). */
export async function countStatementsOf(executor: Executor, accountId: number): Promise<number> {
  const rows = await executor
    .select({ id: accountStatements.id })
    .from(accountStatements)
    .where(eq(accountStatements.accountId, accountId));
  return rows.length;
}

export async function markMerged(executor: Executor, fromId: number, intoId: number): Promise<void> {
  await executor
    .update(customerAccounts)
    .set({ mergedIntoId: intoId, mergedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(customerAccounts.id, fromId));
}
