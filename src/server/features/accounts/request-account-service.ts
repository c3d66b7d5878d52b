// A request's account in the back office (decision 072): which account it is billed to, the
// office's choice of another (or of none: a one-off customer), and the credit check a quote or an
// invoice dialog shows before it is confirmed. The server only warns about the limit; the office decides.
import { ACCOUNT_MESSAGES, type CreditCheck, type RequestAccount } from '../../../shared/accounts/account-schemas.js';
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import type { Database, Executor } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { findAccount, holdAccount, openBalanceOf } from './account-repository.js';
import { findRequestAccount, lockRequestAccount, moveInvoicesOfRequests, setRequestAccount } from './attachment-repository.js';

async function requestAccountOf(executor: Executor, accountId: number | null): Promise<RequestAccount> {
  const account = accountId === null ? undefined : await findAccount(executor, accountId);
  if (!account) return { account: null };
  return {
    account: {
      id: account.id,
      name: account.name,
      terms: account.terms,
      creditLimit: account.creditLimit,
      openBalance: await openBalanceOf(executor, account.id),
    },
  };
}

export async function requestAccountView(db: Database, requestId: number): Promise<RequestAccount> {
  const request = await findRequestAccount(db, requestId);
  if (!request) throw notFound(ACCOUNT_MESSAGES.requestNotFound);
  return requestAccountOf(db, request.accountId);
}

/**
 * Bills the request to another account, or to none. Its sent and voided invoices follow it (with
 * the terms they were sent on); a draft takes the account's terms when it is sent.
 */
export async function chooseRequestAccount(
  db: Database,
  requestId: number,
  accountId: number | null,
  audit: MemberAuditContext,
): Promise<RequestAccount> {
  return db.transaction(async (tx) => {
    const request = await lockRequestAccount(tx, requestId);
    if (!request) throw notFound(ACCOUNT_MESSAGES.requestNotFound);
    const account = accountId === null ? null : await holdAccount(tx, accountId);
    if (account === undefined) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (account !== null && account.mergedIntoId !== null) throw conflict(ACCOUNT_MESSAGES.merged);
    if (request.accountId === accountId) return requestAccountOf(tx, accountId);

    await setRequestAccount(tx, requestId, accountId);
    const invoicesMoved = await moveInvoicesOfRequests(tx, [requestId], accountId, false);
    await recordAuditEvent(tx, audit, {
      action: 'service_request.account_changed',
      recordType: 'service_request',
      recordId: requestId,
      changes: {
        accountId: { before: request.accountId, after: accountId },
        ...factsOf({ accountName: account?.name ?? null, invoicesMoved }),
      },
    });
    return requestAccountOf(tx, accountId);
  });
}

/** The account's open balance on its other invoices, plus what this request's quote or invoice would add, against its limit. */
export async function creditCheck(db: Database, requestId: number, adding: string): Promise<CreditCheck> {
  const request = await findRequestAccount(db, requestId);
  if (!request) throw notFound(ACCOUNT_MESSAGES.requestNotFound);
  const account = request.accountId === null ? undefined : await findAccount(db, request.accountId);
  const openBalance = account ? await openBalanceOf(db, account.id, requestId) : '0.00';
  const afterCents = amountToCents(openBalance) + amountToCents(adding);
  const limit = account?.creditLimit ?? null;
  return {
    account: account ? { id: account.id, name: account.name } : null,
    creditLimit: limit,
    openBalance,
    adding,
    balanceAfter: centsToAmount(afterCents),
    exceedsLimit: limit !== null && afterCents > amountToCents(limit),
  };
}
