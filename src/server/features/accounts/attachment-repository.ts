// The SQL that ties requests (and the invoices sent for them) to accounts: service_requests and
// invoices are other features' tables, written here by their account_id column only, so accounts
// needs no other feature's door (service-requests and invoicing import accounts', not the reverse).
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { emailDomainOf } from '../../../shared/accounts/account-schemas.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like-pattern.js';
import { customerAccountContacts, customerAccountDomains, customerAccounts, invoices, serviceRequests } from '../../db/schema.js';

export interface AttachedRequest {
  id: number;
  referenceId: string;
}

/**
 * The account a request from `email` (normalised) belongs to: the one it is a billing contact of,
 * else the one its domain is confirmed for; null for a one-off customer. The account's row is held
 * until the transaction ends, so a merge under way finishes first; a merged account's requests go
 * to the account it was merged into.
 */
export async function findAccountIdForAddress(executor: Executor, email: string): Promise<number | null> {
  const [row] = await executor
    .select({ id: customerAccounts.id, mergedIntoId: customerAccounts.mergedIntoId })
    .from(customerAccounts)
    .where(
      eq(
        customerAccounts.id,
        sql`coalesce(
          (select c.account_id from ${customerAccountContacts} c where c.email = ${email}),
          (select d.account_id from ${customerAccountDomains} d where d.domain = ${emailDomainOf(email)}))`,
      ),
    )
    .for('share');
  if (!row) return null;
  return row.mergedIntoId ?? row.id;
}

/** The requests with no account whose contact e-mail is this address (any case) now belong to the account. */
export async function attachRequestsOfAddress(executor: Executor, accountId: number, email: string): Promise<AttachedRequest[]> {
  return executor
    .update(serviceRequests)
    .set({ accountId, updatedAt: sql`now()` })
    .where(and(isNull(serviceRequests.accountId), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
    .returning({ id: serviceRequests.id, referenceId: serviceRequests.referenceId });
}

/**
 * The requests with no account from any address at this domain, except an address that is another
 * account's billing contact (the contact outranks the domain), now belong to the account.
 */
export async function attachRequestsOfDomain(executor: Executor, accountId: number, domain: string): Promise<AttachedRequest[]> {
  return executor
    .update(serviceRequests)
    .set({ accountId, updatedAt: sql`now()` })
    .where(
      and(
        isNull(serviceRequests.accountId),
        // ILIKE reads the trigram index of contact e-mails; the exact test keeps sub.acme.com out of acme.com.
        sql`${serviceRequests.contactEmail} ilike ${containing(`@${domain}`)}`,
        sql`split_part(lower(${serviceRequests.contactEmail}), '@', 2) = ${domain}`,
        sql`not exists (select 1 from ${customerAccountContacts} c where c.email = lower(${serviceRequests.contactEmail}))`,
      ),
    )
    .returning({ id: serviceRequests.id, referenceId: serviceRequests.referenceId });
}

/**
 * The sent and voided invoices of these requests follow them to `accountId` (their terms and due
 * days stay as they were sent). `onlyUnbilled` leaves an invoice already billed to an account alone.
 */
export async function moveInvoicesOfRequests(
  executor: Executor,
  requestIds: readonly number[],
  accountId: number | null,
  onlyUnbilled: boolean,
): Promise<number> {
  if (requestIds.length === 0) return 0;
  const moved = await executor
    .update(invoices)
    .set({ accountId, updatedAt: sql`now()` })
    .where(
      and(
        inArray(invoices.serviceRequestId, [...requestIds]),
        ne(invoices.state, 'draft'),
        onlyUnbilled ? isNull(invoices.accountId) : undefined,
      ),
    )
    .returning({ id: invoices.id });
  return moved.length;
}

export interface RequestAccountRow {
  id: number;
  referenceId: string;
  accountId: number | null;
}

/** The request's account, the request locked until the transaction ends (as invoicing locks it to send). */
export async function lockRequestAccount(executor: Executor, requestId: number): Promise<RequestAccountRow | undefined> {
  const [row] = await executor
    .select({ id: serviceRequests.id, referenceId: serviceRequests.referenceId, accountId: serviceRequests.accountId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId))
    .for('update');
  return row;
}

export async function findRequestAccount(executor: Executor, requestId: number): Promise<RequestAccountRow | undefined> {
  const [row] = await executor
    .select({ id: serviceRequests.id, referenceId: serviceRequests.referenceId, accountId: serviceRequests.accountId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  return row;
}

export async function setRequestAccount(executor: Executor, requestId: number, accountId: number | null): Promise<void> {
  await executor
    .update(serviceRequests)
    .set({ accountId, updatedAt: sql`now()` })
    .where(eq(serviceRequests.id, requestId));
}
