// The monthly statements kept in account_statements (decision 075): one per account and month, made
// once (the unique (account_id, period_start) key), read again for the office and the customer.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../../shared/i18n.js';
import {
  STORED_STATEMENTS_SHOWN,
  type Statement,
  type StatementEntry,
  type StoredStatement,
} from '../../../../shared/receivables/statements.js';
import type { Executor } from '../../../db/client.js';
import { accountStatements } from '../../../db/schema.js';

export interface NewStoredStatement {
  statement: Statement;
  language: Locale;
  createdAt: Date;
}

/** Inserts the statements not made yet; returns the ids of those this call made, by account. */
export async function insertStatements(executor: Executor, statements: readonly NewStoredStatement[]): Promise<Map<number, number>> {
  if (statements.length === 0) return new Map();
  const made = await executor
    .insert(accountStatements)
    .values(
      statements.map(({ statement, language, createdAt }) => ({
        accountId: statement.accountId,
        periodStart: statement.periodStart,
        periodEnd: statement.periodEnd,
        openingBalance: statement.openingBalance,
        closingBalance: statement.closingBalance,
        entries: statement.entries,
        language,
        createdAt,
      })),
    )
    .onConflictDoNothing({ target: [accountStatements.accountId, accountStatements.periodStart] })
    .returning({ id: accountStatements.id, accountId: accountStatements.accountId });
  return new Map(made.map((row) => [row.accountId, row.id]));
}

export async function markStatementsMailed(executor: Executor, statementIds: readonly number[], at: Date): Promise<void> {
  if (statementIds.length === 0) return;
  await executor
    .update(accountStatements)
    .set({ mailedAt: at })
    .where(inArray(accountStatements.id, [...statementIds]));
}

const storedColumns = {
  id: accountStatements.id,
  periodStart: accountStatements.periodStart,
  periodEnd: accountStatements.periodEnd,
  openingBalance: accountStatements.openingBalance,
  closingBalance: accountStatements.closingBalance,
  createdAt: accountStatements.createdAt,
  mailedAt: accountStatements.mailedAt,
};

/** An account's latest monthly statements, newest first. */
export async function findStoredStatements(executor: Executor, accountId: number): Promise<StoredStatement[]> {
  const rows = await executor
    .select(storedColumns)
    .from(accountStatements)
    .where(eq(accountStatements.accountId, accountId))
    .orderBy(desc(accountStatements.periodStart))
    .limit(STORED_STATEMENTS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), mailedAt: row.mailedAt?.toISOString() ?? null }));
}

export interface StoredStatementRow {
  id: number;
  accountId: number;
  periodStart: string;
  periodEnd: string;
  openingBalance: string;
  closingBalance: string;
  entries: StatementEntry[];
  language: Locale;
  createdAt: Date;
}

/** A kept statement by id; with `accountId`, only if it is that account's (a customer's own). */
export async function findStoredStatement(
  executor: Executor,
  statementId: number,
  accountId?: number,
): Promise<StoredStatementRow | undefined> {
  const [row] = await executor
    .select({
      id: accountStatements.id,
      accountId: accountStatements.accountId,
      periodStart: accountStatements.periodStart,
      periodEnd: accountStatements.periodEnd,
      // numeric(12,2) as the database writes it, two decimals.
      openingBalance: sql<string>`${accountStatements.openingBalance}::text`,
      closingBalance: sql<string>`${accountStatements.closingBalance}::text`,
      entries: accountStatements.entries,
      language: accountStatements.language,
      createdAt: accountStatements.createdAt,
    })
    .from(accountStatements)
    .where(and(eq(accountStatements.id, statementId), accountId === undefined ? undefined : eq(accountStatements.accountId, accountId)));
  return row && { ...row, entries: row.entries as StatementEntry[] };
}
