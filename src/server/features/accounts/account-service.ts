// Accounts in the back office (decision 072): the list, one account whole, a new account, a change
// of its fields. Each change is one transaction with its audit event (the fields before and after).
import { ADMIN_COUNT_CAP, type AdminListQuery, type AdminPage } from '../../../shared/admin-lists.js';
import {
  ACCOUNT_MESSAGES,
  type AccountChange,
  type AccountDetail,
  type AccountSummary,
  type NewAccount,
} from '../../../shared/accounts/account-schemas.js';
import type { AuditChanges } from '../../../shared/audit/audit.js';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import {
  countMatchingAccounts,
  findAccount,
  findAccountPage,
  insertAccount,
  lockAccount,
  updateAccount,
  type AccountRow,
  type AccountValues,
} from './account-repository.js';
import { accountDetailOf, accountSummaryOf } from './account-views.js';

export async function listAccounts(db: Database, query: AdminListQuery): Promise<AdminPage<AccountSummary>> {
  const [rows, total] = await Promise.all([findAccountPage(db, query), countMatchingAccounts(db, query)]);
  return {
    items: rows.map(accountSummaryOf),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalIsCapped: total >= ADMIN_COUNT_CAP,
  };
}

export async function accountDetail(db: Database, id: number): Promise<AccountDetail> {
  const row = await findAccount(db, id);
  if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
  return accountDetailOf(db, row);
}

/**
 * The audit's view of the fields: a list of days as one text (an event's values are plain), and the
 * notes only as whether there are any (internal and long: the account keeps them, as a request's
 * status history keeps its notes).
 */
function auditedFields(row: Pick<AccountRow, keyof AccountValues>) {
  return {
    name: row.name ?? null,
    terms: row.terms ?? null,
    creditLimit: row.creditLimit ?? null,
    hasNotes: Boolean(row.notes),
    language: row.language ?? null,
    factored: row.factored ?? null,
    remindersPaused: row.remindersPaused ?? null,
    reminderOffsets: row.reminderOffsets ? row.reminderOffsets.join(', ') : null,
  };
}

export async function createAccount(db: Database, input: NewAccount, audit: MemberAuditContext): Promise<AccountDetail> {
  return db.transaction(async (tx) => {
    const row = await insertAccount(tx, input);
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.created',
      recordType: 'customer_account',
      recordId: row.id,
      changes: factsOf(auditedFields(row)),
    });
    return accountDetailOf(tx, row);
  });
}

/** Changes the fields sent; a merged account takes no change (its survivor holds everything now). */
export async function changeAccount(db: Database, id: number, change: AccountChange, audit: MemberAuditContext): Promise<AccountDetail> {
  return db.transaction(async (tx) => {
    const current = await lockAccount(tx, id);
    if (!current) throw notFound(ACCOUNT_MESSAGES.notFound);
    if (current.mergedIntoId !== null) throw conflict(ACCOUNT_MESSAGES.merged);
    const values = definedFields(change);
    const changes = {
      ...changedFields(auditedFields(current), auditedFields({ ...current, ...values })),
      ...(values.notes !== undefined && values.notes !== current.notes ? factsOf({ notesChanged: true }) : {}),
    };
    // Saving what is already there changes nothing and records nothing.
    if (Object.keys(changes).length === 0) return accountDetailOf(tx, current);
    const updated = await updateAccount(tx, id, values);
    await recordAuditEvent(tx, audit, { action: 'customer_account.changed', recordType: 'customer_account', recordId: id, changes });
    return accountDetailOf(tx, updated);
  });
}

function definedFields(change: AccountChange): AccountValues {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
}

function changedFields(before: ReturnType<typeof auditedFields>, after: ReturnType<typeof auditedFields>): AuditChanges {
  const fields = Object.keys(before) as (keyof typeof before)[];
  return Object.assign({}, ...fields.map((field) => changeOf(field, before[field], after[field]))) as AuditChanges;
}
