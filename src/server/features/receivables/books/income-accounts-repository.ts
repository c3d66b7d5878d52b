// The SQL of the income accounts (decision 077): one row per line kind the owner chose an account
// for; a kind without a row is booked to its default.
import { inArray, sql } from 'drizzle-orm';
import type { LineKind } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import { incomeAccounts } from '../../../db/schema.js';

export async function findChosenIncomeAccounts(executor: Executor): Promise<Map<LineKind, string>> {
  const rows = await executor.select({ kind: incomeAccounts.lineKind, accountName: incomeAccounts.accountName }).from(incomeAccounts);
  return new Map(rows.map((row) => [row.kind, row.accountName]));
}

/** The chosen rows of these kinds, locked until the transaction ends: two owners saving take turns. */
export async function lockChosenIncomeAccounts(executor: Executor, kinds: readonly LineKind[]): Promise<Map<LineKind, string>> {
  const rows = await executor
    .select({ kind: incomeAccounts.lineKind, accountName: incomeAccounts.accountName })
    .from(incomeAccounts)
    .where(inArray(incomeAccounts.lineKind, [...kinds]))
    .for('update');
  return new Map(rows.map((row) => [row.kind, row.accountName]));
}

export async function upsertIncomeAccount(executor: Executor, kind: LineKind, accountName: string, adminId: number): Promise<void> {
  await executor
    .insert(incomeAccounts)
    .values({ lineKind: kind, accountName, updatedByAdminId: adminId, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: incomeAccounts.lineKind,
      set: { accountName, updatedByAdminId: adminId, updatedAt: sql`now()` },
    });
}
