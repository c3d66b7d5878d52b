// The income account each line kind is booked to (decision 077): the owner chooses once, on the
// Billing screen; until then a kind has its default (Freight Income, Fuel Surcharge Income,
// Accessorial Income). Saving records, in one audit event, each kind whose account changed.
import type { AuditChanges } from '../../../../shared/audit/audit.js';
import { DEFAULT_INCOME_ACCOUNTS, type IncomeAccounts } from '../../../../shared/receivables/books.js';
import { LINE_KINDS, type LineKind } from '../../../../shared/invoicing/invoice-lines.js';
import type { Database, Executor } from '../../../db/client.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { changeOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { findChosenIncomeAccounts, lockChosenIncomeAccounts, upsertIncomeAccount } from './income-accounts-repository.js';

export async function incomeAccounts(executor: Executor): Promise<IncomeAccounts> {
  const chosen = await findChosenIncomeAccounts(executor);
  return {
    items: LINE_KINDS.map((kind) => {
      const accountName = chosen.get(kind);
      return { kind, accountName: accountName ?? DEFAULT_INCOME_ACCOUNTS[kind], isDefault: accountName === undefined };
    }),
  };
}

/** Each kind's account as the books use it now. */
export async function incomeAccountLookup(executor: Executor): Promise<(kind: LineKind) => string> {
  const chosen = await findChosenIncomeAccounts(executor);
  return (kind) => chosen.get(kind) ?? DEFAULT_INCOME_ACCOUNTS[kind];
}

/**
 * Saves every kind's account. A kind never chosen and saved as its default stays unchosen (nothing
 * changed); once chosen, a kind keeps its row.
 */
export async function saveIncomeAccounts(
  db: Database,
  accounts: Readonly<Record<LineKind, string>>,
  audit: MemberAuditContext,
): Promise<IncomeAccounts> {
  await db.transaction(async (tx) => {
    const before = await lockChosenIncomeAccounts(tx, LINE_KINDS);
    let changes: AuditChanges = {};
    for (const kind of LINE_KINDS) {
      const was = before.get(kind) ?? null;
      if (was === accounts[kind] || (was === null && accounts[kind] === DEFAULT_INCOME_ACCOUNTS[kind])) continue;
      await upsertIncomeAccount(tx, kind, accounts[kind], audit.actor.adminId);
      changes = { ...changes, ...changeOf(kind, was ?? `${DEFAULT_INCOME_ACCOUNTS[kind]} (default)`, accounts[kind]) };
    }
    if (Object.keys(changes).length === 0) return;
    await recordAuditEvent(tx, audit, {
      action: 'income_accounts.changed',
      recordType: 'income_accounts',
      recordId: 'income_accounts',
      changes,
    });
  });
  return incomeAccounts(db);
}
