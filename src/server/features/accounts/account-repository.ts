// The SQL of customer accounts themselves: insert, read, lock, change, and the list. An account's
// open balance is read from its sent invoices' balances (kept by invoicing from the ledger,
// decision 073): plain SQL on the invoices table, so accounts imports no other feature.
import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminListQuery } from '../../../shared/admin-lists.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like-pattern.js';
import { countUpToCap, onePerRow, pageOf } from '../../db/paged-list.js';
import { customerAccountContacts, customerAccountDomains, customerAccounts, invoices, serviceRequests } from '../../db/schema.js';

export type AccountRow = typeof customerAccounts.$inferSelect;
export type NewAccountRow = typeof customerAccounts.$inferInsert;
export type AccountValues = Partial<Omit<NewAccountRow, 'id' | 'createdAt' | 'mergedIntoId' | 'mergedAt'>>;

/** What the account of each listed row owes on its sent invoices (0.00 when nothing), as numeric(14,2) text. */
const listedOpenBalance = sql<string>`(select coalesce(sum(i.balance), 0)::numeric(14, 2) from ${invoices} i
  where i.account_id = ${customerAccounts.id} and i.state = 'sent' and i.balance > 0)`;

/** A sent invoice that still owes: written as constants, so the planner reads the partial index of open invoices. */
const openInvoice = sql`${invoices.state} = 'sent' and ${invoices.balance} > 0`;

export async function insertAccount(executor: Executor, values: NewAccountRow): Promise<AccountRow> {
  const [row] = await executor.insert(customerAccounts).values(values).returning();
  if (!row) throw new Error('the account insert returned no row');
  return row;
}

export async function findAccount(executor: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await executor.select().from(customerAccounts).where(eq(customerAccounts.id, id));
  return row;
}

/** The account, locked until the transaction ends: one change at a time per account (and a merge waits for it). */
export async function lockAccount(executor: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await executor.select().from(customerAccounts).where(eq(customerAccounts.id, id)).for('update');
  return row;
}

/** The account, kept from changing (or merging) until the transaction ends, while others may read it too. */
export async function holdAccount(executor: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await executor.select().from(customerAccounts).where(eq(customerAccounts.id, id)).for('share');
  return row;
}

export async function updateAccount(executor: Executor, id: number, values: AccountValues): Promise<AccountRow> {
  const [row] = await executor
    .update(customerAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customerAccounts.id, id))
    .returning();
  if (!row) throw new Error(`account ${id} vanished under its lock`);
  return row;
}

/** What its sent invoices still owe (0.00 when nothing); `exceptRequestId`'s invoice left out. */
export async function openBalanceOf(executor: Executor, accountId: number, exceptRequestId?: number): Promise<string> {
  const [row] = await executor
    .select({ balance: sql<string>`coalesce(sum(${invoices.balance}), 0)::numeric(14, 2)` })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        openInvoice,
        exceptRequestId === undefined ? undefined : ne(invoices.serviceRequestId, exceptRequestId),
      ),
    );
  return row?.balance ?? '0.00';
}

const mergedInto = alias(customerAccounts, 'merged_into');

/** The list's filter: active or merged accounts, and a search over names, contacts' addresses and domains. */
function matchingAccounts(query: Pick<AdminListQuery, 'search' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === 'active') conditions.push(isNull(customerAccounts.mergedIntoId));
  if (query.status === 'merged') conditions.push(isNotNull(customerAccounts.mergedIntoId));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(customerAccounts.name, pattern),
        sql`exists (select 1 from ${customerAccountContacts} c where c.account_id = ${customerAccounts.id} and c.email ilike ${pattern})`,
        sql`exists (select 1 from ${customerAccountDomains} d where d.account_id = ${customerAccounts.id} and d.domain ilike ${pattern})`,
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  account: customerAccounts,
  openBalance: listedOpenBalance,
  contactEmails: sql<
    string[]
  >`array(select c.email from ${customerAccountContacts} c where c.account_id = ${customerAccounts.id} order by c.email)`,
  domains: sql<
    string[]
  >`array(select d.domain from ${customerAccountDomains} d where d.account_id = ${customerAccounts.id} order by d.domain)`,
  mergedIntoName: mergedInto.name,
};

export type AccountListRow = {
  account: AccountRow;
  openBalance: string;
  contactEmails: string[];
  domains: string[];
  mergedIntoName: string | null;
};

/**
 * A page of accounts by name (then id), each with its open balance, contacts and domains. The page's
 * ids are found first, so the sums and lists are made for its rows only, not for every row skipped
 * before it (page 400 of 10,000 accounts: 183 ms the other way, measured).
 */
export async function findAccountPage(executor: Executor, query: AdminListQuery): Promise<AccountListRow[]> {
  const byName = [asc(sql`lower(${customerAccounts.name})`), asc(customerAccounts.id)];
  const pageIds = pageOf(
    executor
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(matchingAccounts(query))
      .orderBy(...byName)
      .$dynamic(),
    query,
  ).as('page_ids');
  return executor
    .select(listColumns)
    .from(customerAccounts)
    .innerJoin(pageIds, eq(pageIds.id, customerAccounts.id))
    .leftJoin(mergedInto, eq(mergedInto.id, customerAccounts.mergedIntoId))
    .orderBy(...byName);
}

export async function countMatchingAccounts(executor: Executor, query: AdminListQuery): Promise<number> {
  return countUpToCap(executor, executor.select(onePerRow()).from(customerAccounts).where(matchingAccounts(query)).$dynamic());
}

/** The name of the account another was merged into (for the detail's "merged into"). */
export async function accountNameOf(executor: Executor, id: number): Promise<string | undefined> {
  const [row] = await executor.select({ name: customerAccounts.name }).from(customerAccounts).where(eq(customerAccounts.id, id));
  return row?.name;
}

/** The accounts merged into this one, newest first. */
export async function findMergedAccounts(executor: Executor, id: number) {
  return executor
    .select({ id: customerAccounts.id, name: customerAccounts.name, mergedAt: customerAccounts.mergedAt })
    .from(customerAccounts)
    .where(eq(customerAccounts.mergedIntoId, id))
    .orderBy(sql`${customerAccounts.mergedAt} desc`, asc(customerAccounts.id));
}

/** How many requests it holds, and how many of its sent invoices still owe. */
export async function countAccountRecords(executor: Executor, id: number): Promise<{ requests: number; openInvoices: number }> {
  // One after the other: the executor may be a transaction's one connection (see accountDetailOf).
  const [requests] = await executor.select({ value: count() }).from(serviceRequests).where(eq(serviceRequests.accountId, id));
  const [open] = await executor
    .select({ value: count() })
    .from(invoices)
    .where(and(eq(invoices.accountId, id), openInvoice));
  return { requests: requests?.value ?? 0, openInvoices: open?.value ?? 0 };
}
