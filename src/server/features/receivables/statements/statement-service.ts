// Making a statement (decision 075): an account's movements in a period in date order, with what it
// owed before and after. The figures are anchored on what the account owes today (its sent invoices'
// balances, as the aging view sums them): the balance at the end of a period is today's less every
// movement after it, and the opening balance is that less the period's movements. So a statement
// ending today closes at exactly the account's open balance, and opening + rows = closing by
// construction, to the cent, in whole cents throughout.
import { codedMessage, type CodedMessage } from '../../../../shared/coded-message.js';
import { centsToAmount } from '../../../../shared/money.js';
import {
  STATEMENT_MAX_DAYS,
  statementPeriodProblem,
  type Statement,
  type StatementEntry,
  type StatementPeriodProblem,
  type StatementPeriodQuery,
} from '../../../../shared/receivables/statements.js';
import { SHARED_MESSAGES } from '../../../../shared/shared-messages.js';
import { badRequest } from '../../../errors.js';
import type { Database } from '../../../db/client.js';
import { findMovementsSince, findOpenBalances, type Movement, type StatementAccount } from './statement-repository.js';

export interface StatementPeriod {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  end: string;
}

/** These accounts' statements for the period, by account, read from one snapshot of the books. */
export async function buildStatements(
  db: Database,
  accounts: readonly StatementAccount[],
  period: StatementPeriod,
  timeZone: string,
): Promise<Map<number, Statement>> {
  const ids = accounts.map((account) => account.id);
  // One snapshot: a payment confirmed between the two reads must not count in one and not the other.
  const { movements, balances } = await db.transaction(
    async (tx) => ({
      movements: await findMovementsSince(tx, ids, period.start, timeZone),
      balances: await findOpenBalances(tx, ids),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const byAccount = new Map<number, Movement[]>();
  for (const movement of movements) {
    const ofAccount = byAccount.get(movement.accountId);
    if (ofAccount) ofAccount.push(movement);
    else byAccount.set(movement.accountId, [movement]);
  }
  return new Map(
    accounts.map((account) => [account.id, statementOf(account, period, balances.get(account.id) ?? 0, byAccount.get(account.id) ?? [])]),
  );
}

/** `movements` are the account's from the period's start on, in order; `owedTodayCents` its open balance. */
function statementOf(
  account: StatementAccount,
  period: StatementPeriod,
  owedTodayCents: number,
  movements: readonly Movement[],
): Statement {
  const inPeriod = movements.filter((movement) => movement.on <= period.end);
  const afterCents = sum(movements.filter((movement) => movement.on > period.end));
  const closingCents = owedTodayCents - afterCents;
  const openingCents = closingCents - sum(inPeriod);
  let running = openingCents;
  const entries: StatementEntry[] = inPeriod.map((movement) => {
    running += movement.cents;
    return {
      on: movement.on,
      kind: movement.kind,
      amount: centsToAmount(movement.cents),
      invoiceNumber: movement.invoiceNumber,
      referenceId: movement.referenceId,
      detail: movement.detail,
      balance: centsToAmount(running),
    };
  });
  return {
    accountId: account.id,
    accountName: account.name,
    periodStart: period.start,
    periodEnd: period.end,
    openingBalance: centsToAmount(openingCents),
    closingBalance: centsToAmount(closingCents),
    entries,
  };
}

const sum = (movements: readonly Movement[]) => movements.reduce((total, movement) => total + movement.cents, 0);

/** The first day of the month `day` (YYYY-MM-DD) is in. */
export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The whole calendar month before the one `today` is in: what the 1st's statements cover. */
export function monthBefore(today: string): StatementPeriod {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const start = `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
  // The day before the 1st of this month, in UTC arithmetic (no time zone can shorten it).
  const end = new Date(Date.parse(`${firstOfMonth(today)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

const PERIOD_MESSAGES: Readonly<Record<StatementPeriodProblem, CodedMessage>> = {
  order: codedMessage(SHARED_MESSAGES.statementPeriodOrder),
  future: codedMessage(SHARED_MESSAGES.statementPeriodFuture),
  tooLong: codedMessage(SHARED_MESSAGES.statementPeriodTooLong, { days: STATEMENT_MAX_DAYS }),
};

/** The period asked for: by default the 1st of the month the period ends in, to today. 400 for a backwards, future or too long one. */
export function askedPeriod(query: StatementPeriodQuery, today: string): StatementPeriod {
  const end = query.to ?? today;
  const start = query.from ?? firstOfMonth(end);
  const problem = statementPeriodProblem(start, end, today);
  if (problem) throw badRequest(PERIOD_MESSAGES[problem]);
  return { start, end };
}

/** One account's statement for a period. */
export async function accountStatement(
  db: Database,
  account: StatementAccount,
  period: StatementPeriod,
  timeZone: string,
): Promise<Statement> {
  const statements = await buildStatements(db, [account], period, timeZone);
  return statements.get(account.id)!;
}
