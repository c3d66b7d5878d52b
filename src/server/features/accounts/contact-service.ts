// An account's billing contacts and confirmed domains (decision 072). Adding one attaches the
// requests that address (or any address at that domain) already sent without an account, and the
// invoices sent for them, so the account's balance and statements hold them; the invoices keep the
// terms they were sent on. Removing one leaves attached requests where they are.
import {
  ACCOUNT_MESSAGES,
  contactOnAnotherAccountMessage,
  domainOnAnotherAccountMessage,
  type AccountAttached,
} from '../../../shared/accounts/account-schemas.js';
import { normalizeCustomerEmail } from '../../../shared/customer-portal/customer-account.js';
import type { Database, Transaction } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { lockAccount, type AccountRow } from './account-repository.js';
import { accountDetailOf } from './account-views.js';
import { attachRequestsOfAddress, attachRequestsOfDomain, moveInvoicesOfRequests, type AttachedRequest } from './attachment-repository.js';
import { deleteContact, deleteDomain, insertContact, insertDomain, ownerOfContact, ownerOfDomain } from './contact-repository.js';

/** The account locked for a change; a merged one takes none. */
async function lockActiveAccount(tx: Transaction, accountId: number): Promise<AccountRow> {
  const account = await lockAccount(tx, accountId);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
  if (account.mergedIntoId !== null) throw conflict(ACCOUNT_MESSAGES.merged);
  return account;
}

/** The attached requests' invoices follow them (those not billed to an account yet), each request's history says so. */
async function recordAttached(
  tx: Transaction,
  audit: MemberAuditContext,
  account: AccountRow,
  requests: readonly AttachedRequest[],
  by: { contact: string } | { domain: string },
): Promise<void> {
  await moveInvoicesOfRequests(
    tx,
    requests.map((request) => request.id),
    account.id,
    true,
  );
  for (const request of requests) {
    await recordAuditEvent(tx, audit, {
      action: 'service_request.account_changed',
      recordType: 'service_request',
      recordId: request.id,
      changes: {
        accountId: { before: null, after: account.id },
        ...factsOf({ accountName: account.name, ...('contact' in by ? { byContact: by.contact } : { byDomain: by.domain }) }),
      },
    });
  }
}

export async function addContact(
  db: Database,
  accountId: number,
  input: { email: string; name?: string | undefined },
  audit: MemberAuditContext,
): Promise<AccountAttached> {
  return db.transaction(async (tx) => {
    const account = await lockActiveAccount(tx, accountId);
    const email = normalizeCustomerEmail(input.email);
    const contact = await insertContact(tx, { accountId, email, name: input.name ?? null });
    if (!contact) {
      const owner = await ownerOfContact(tx, email);
      throw conflict(owner?.id === accountId ? ACCOUNT_MESSAGES.contactOnThisAccount : contactOnAnotherAccountMessage(owner?.name ?? ''));
    }
    const attached = await attachRequestsOfAddress(tx, accountId, contact.email);
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.contact_added',
      recordType: 'customer_account',
      recordId: accountId,
      changes: factsOf({ email: contact.email, name: contact.name, attachedRequests: attached.length }),
    });
    await recordAttached(tx, audit, account, attached, { contact: contact.email });
    return { account: await accountDetailOf(tx, account), attachedRequests: attached.length };
  });
}

export async function removeContact(db: Database, accountId: number, contactId: number, audit: MemberAuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActiveAccount(tx, accountId);
    const removed = await deleteContact(tx, accountId, contactId);
    if (!removed) throw notFound(ACCOUNT_MESSAGES.contactNotFound);
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.contact_removed',
      recordType: 'customer_account',
      recordId: accountId,
      changes: { email: { before: removed.email, after: null } },
    });
  });
}

export async function addDomain(db: Database, accountId: number, domain: string, audit: MemberAuditContext): Promise<AccountAttached> {
  return db.transaction(async (tx) => {
    const account = await lockActiveAccount(tx, accountId);
    const added = await insertDomain(tx, { accountId, domain, confirmedByAdminId: audit.actor.adminId });
    if (added === undefined) {
      const owner = await ownerOfDomain(tx, domain);
      throw conflict(owner?.id === accountId ? ACCOUNT_MESSAGES.domainOnThisAccount : domainOnAnotherAccountMessage(owner?.name ?? ''));
    }
    const attached = await attachRequestsOfDomain(tx, accountId, domain);
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.domain_added',
      recordType: 'customer_account',
      recordId: accountId,
      changes: factsOf({ domain, attachedRequests: attached.length }),
    });
    await recordAttached(tx, audit, account, attached, { domain });
    return { account: await accountDetailOf(tx, account), attachedRequests: attached.length };
  });
}

export async function removeDomain(db: Database, accountId: number, domainId: number, audit: MemberAuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActiveAccount(tx, accountId);
    const removed = await deleteDomain(tx, accountId, domainId);
    if (removed === undefined) throw notFound(ACCOUNT_MESSAGES.domainNotFound);
    await recordAuditEvent(tx, audit, {
      action: 'customer_account.domain_removed',
      recordType: 'customer_account',
      recordId: accountId,
      changes: { domain: { before: removed, after: null } },
    });
  });
}
