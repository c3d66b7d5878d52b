// An account as the back office reads it: in the list, and whole in its dialog.
import type { AccountDetail, AccountSummary } from '../../../shared/accounts/account-schemas.js';
import type { Executor } from '../../db/client.js';
import {
  accountNameOf,
  countAccountRecords,
  findMergedAccounts,
  openBalanceOf,
  type AccountListRow,
  type AccountRow,
} from './account-repository.js';
import { findContacts, findDomains } from './contact-repository.js';

function factsOf(row: AccountRow, openBalance: string, mergedIntoName: string | null | undefined) {
  return {
    id: row.id,
    name: row.name,
    terms: row.terms,
    creditLimit: row.creditLimit,
    openBalance,
    language: row.language,
    factored: row.factored,
    remindersPaused: row.remindersPaused,
    mergedInto: row.mergedIntoId === null ? null : { id: row.mergedIntoId, name: mergedIntoName ?? '' },
  };
}

export function accountSummaryOf(row: AccountListRow): AccountSummary {
  return {
    ...factsOf(row.account, row.openBalance, row.mergedIntoName),
    contactEmails: row.contactEmails,
    domains: row.domains,
  };
}

/** The account whole: contacts, domains, merges and counts, read with the caller's executor (inside its transaction after a change). */
export async function accountDetailOf(executor: Executor, row: AccountRow): Promise<AccountDetail> {
  // One read after another: inside a transaction the executor is one connection, which runs one
  // query at a time (node-postgres queues overlapping ones, deprecated, and refuses them from pg 9).
  const openBalance = await openBalanceOf(executor, row.id);
  const contacts = await findContacts(executor, row.id);
  const domains = await findDomains(executor, row.id);
  const merged = await findMergedAccounts(executor, row.id);
  const counts = await countAccountRecords(executor, row.id);
  const mergedIntoName = row.mergedIntoId === null ? null : await accountNameOf(executor, row.mergedIntoId);
  return {
    ...factsOf(row, openBalance, mergedIntoName),
    notes: row.notes,
    reminderOffsets: row.reminderOffsets,
    contacts: contacts.map((contact) => ({
      id: contact.id,
      email: contact.email,
      name: contact.name,
      createdAt: contact.createdAt.toISOString(),
    })),
    domains: domains.map((domain) => ({ ...domain, confirmedAt: domain.confirmedAt.toISOString() })),
    mergedAccounts: merged.map((account) => ({
      id: account.id,
      name: account.name,
      mergedAt: (account.mergedAt ?? row.updatedAt).toISOString(),
    })),
    requestCount: counts.requests,
    openInvoiceCount: counts.openInvoices,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
