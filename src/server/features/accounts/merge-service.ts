// Merging two accounts (decision 072): the account the office keeps takes every request, invoice,
// billing contact, domain and statement of the other, which stays as a row marked merged (its id
// still names it in the audit log and the statements kept on it). Nothing is deleted. The two
// accounts are locked in id order, so two merges (or a merge and a change) never wait on each other in a circle.
import { ACCOUNT_MESSAGES, type AccountMerged } from '../../../shared/accounts/account-schemas.js';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { findAccount, lockAccount } from './account-repository.js';
import { accountDetailOf } from './account-views.js';
import { countStatementsOf, markMerged, moveAccountRecords } from './merge-repository.js';

export async function mergeAccounts(db: Database, keptId: number, mergedId: number, audit: MemberAuditContext): Promise<AccountMerged> {
  if (keptId === mergedId) throw conflict(ACCOUNT_MESSAGES.mergeIntoItself);
  return db.transaction(async (tx) => {
    const [first, second] = keptId < mergedId ? [keptId, mergedId] : [mergedId, keptId];
    const locked = new Map([
      [first, await lockAccount(tx, first)],
      [second, await lockAccount(tx, second)],
    ]);
    const kept = locked.get(keptId);
    const merged = locked.get(mergedId);
    if (!kept || !merged) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (kept.mergedIntoId !== null || merged.mergedIntoId !== null) throw conflict(ACCOUNT_MESSAGES.merged);

    const moved = await moveAccountRecords(tx, mergedId, keptId);
    await markMerged(tx, mergedId, keptId);
    const statementsKept = await countStatementsOf(tx, mergedId);
    const facts = { ...moved, statementsKept };
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.merged',
      recordType: 'customer_account',
      recordId: keptId,
      changes: factsOf({ mergedAccountId: mergedId, mergedAccountName: merged.name, ...facts }),
    });
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.merged',
      recordType: 'customer_account',
      recordId: mergedId,
      changes: { mergedIntoId: { before: null, after: keptId }, ...factsOf({ mergedIntoName: kept.name, ...facts }) },
    });
    const survivor = await findAccount(tx, keptId);
    if (!survivor) throw notFound(ACCOUNT_MESSAGES.notFound);
    return { account: await accountDetailOf(tx, survivor), moved, statementsKept };
  });
}
