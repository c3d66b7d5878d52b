// The monthly statements (decision 075): on the 1st of each month in the billing time zone, last
// month's statement for every active (not merged) account that had a movement in it or owes
// something, kept in account_statements and mailed to the account's billing contacts with the PDF
// attached, in the account's language.
//
// Once per account and month, however many instances run it and however often: the unique
// (account_id, period_start) key lets one insert make each statement, and the mails are queued in
// the transaction of that insert, so only the run that made a statement mails it. A run that stops
// halfway leaves the accounts it reached done; the next run (the scheduler retries) does the rest.
// Accounts are taken a page at a time and nothing of a page outlives it: the PDFs are made by the
// e-mail worker when each mail is sent, never here.
import type { BaseLogger } from 'pino';
import type { Statement } from '../../../../shared/receivables/statements.js';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { SYSTEM_ACTOR, NO_ORIGIN, actingAs } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import type { ScheduledJob } from '../../../platform/scheduler/scheduler.js';
import type { ReceivablesDeps } from '../deps.js';
import { statementMails } from './statement-mail.js';
import { findAccountsToStatement, findBillingContacts, findFactor, type StatementAccount } from './statement-repository.js';
import { startOfDayIn } from '../../../infra/zone-days.js';
import { firstOfNextMonth } from './statement-schedule.js';
import { buildStatements, monthBefore, type StatementPeriod } from './statement-service.js';
import { insertStatements, markStatementsMailed } from './stored-statement-repository.js';

export const MONTHLY_STATEMENTS_JOB = 'monthly-statements';

/** Accounts per page: one transaction each, a few hundred mails at most. */
const ACCOUNTS_PER_PAGE = 200;

export interface MonthlyStatementsOutcome {
  period: StatementPeriod;
  /** Statements this run made (others may have been made by another instance or an earlier run). */
  made: number;
  /** Mails queued: one per billing contact of each statement made. */
  mailsQueued: number;
}

type MonthlyDeps = Pick<ReceivablesDeps, 'db' | 'outbox' | 'company' | 'publicBaseUrl' | 'billingTimeZone'>;

/** The scheduler's job (platform/scheduler): due at midnight on each 1st in the billing time zone. */
export function monthlyStatementsJob(deps: MonthlyDeps & { logger?: Pick<BaseLogger, 'info'> }): ScheduledJob {
  return {
    name: MONTHLY_STATEMENTS_JOB,
    nextRunAfter: (now) => startOfDayIn(firstOfNextMonth(calendarDayIn(now, deps.billingTimeZone)), deps.billingTimeZone),
    async run({ now }) {
      const outcome = await makeMonthlyStatements(deps, now);
      deps.logger?.info({ ...outcome }, 'monthly statements made');
      return outcome;
    },
  };
}

/**
 * Makes last month's statements (the month before `now`'s in the billing time zone) for every
 * account still without one. A first run after the 1st (a server that was down, a new install)
 * catches up the month that ended; it never reaches further back.
 */
export async function makeMonthlyStatements(deps: MonthlyDeps, now: Date, pageSize = ACCOUNTS_PER_PAGE): Promise<MonthlyStatementsOutcome> {
  const period = monthBefore(calendarDayIn(now, deps.billingTimeZone));
  const outcome: MonthlyStatementsOutcome = { period, made: 0, mailsQueued: 0 };
  let afterId = 0;
  for (;;) {
    const accounts = await findAccountsToStatement(deps.db, period.start, afterId, pageSize);
    if (accounts.length === 0) return outcome;
    const statements = await buildStatements(deps.db, accounts, period, deps.billingTimeZone);
    const due = accounts.filter((account) => isWorthSending(statements.get(account.id)));
    const page = await storeAndMail(deps, due, statements, now);
    outcome.made += page.made;
    outcome.mailsQueued += page.mailsQueued;
    afterId = accounts[accounts.length - 1]!.id;
  }
}

/** A statement goes to an account that had a movement in the month or owes (or is owed) at its end. */
function isWorthSending(statement: Statement | undefined): statement is Statement {
  return statement !== undefined && (statement.entries.length > 0 || statement.closingBalance !== '0.00');
}

async function storeAndMail(
  deps: MonthlyDeps,
  accounts: readonly StatementAccount[],
  statements: ReadonlyMap<number, Statement>,
  now: Date,
): Promise<{ made: number; mailsQueued: number }> {
  if (accounts.length === 0) return { made: 0, mailsQueued: 0 };
  return deps.outbox.transaction(async (tx) => {
    const made = await insertStatements(
      tx,
      accounts.map((account) => ({ statement: statements.get(account.id)!, language: account.language, createdAt: now })),
    );
    const contacts = await findBillingContacts(tx, [...made.keys()]);
    const factor = accounts.some((account) => account.factored && made.has(account.id)) ? await findFactor(tx) : null;
    const mailed: number[] = [];
    let mailsQueued = 0;
    const audit = actingAs(NO_ORIGIN, SYSTEM_ACTOR);
    for (const account of accounts) {
      const statementId = made.get(account.id);
      if (statementId === undefined) continue; // made by another run meanwhile: mailed by it
      const statement = statements.get(account.id)!;
      const to = contacts.get(account.id) ?? [];
      const mails = statementMails(deps, statement, statementId, account.language, to, account.factored ? factor : null);
      await deps.outbox.enqueue(tx, mails);
      mailsQueued += mails.length;
      if (mails.length > 0) mailed.push(statementId);
      await recordAuditEvent(tx, audit, {
        action: 'account_statement.made',
        recordType: 'customer_account',
        recordId: account.id,
        changes: factsOf({
          statementId,
          periodStart: statement.periodStart,
          periodEnd: statement.periodEnd,
          closingBalance: statement.closingBalance,
          mailedTo: to.length,
        }),
      });
    }
    await markStatementsMailed(tx, mailed, now);
    return { made: made.size, mailsQueued };
  });
}
