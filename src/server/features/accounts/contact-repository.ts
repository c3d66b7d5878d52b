// The SQL of an account's billing contacts and confirmed domains. Each address and each domain
// belongs to one account at most (unique indexes): an insert that meets another's answers nothing,
// and the caller says whose it is.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adminUsers, customerAccountContacts, customerAccountDomains, customerAccounts } from '../../db/schema.js';

export type ContactRow = typeof customerAccountContacts.$inferSelect;

export interface DomainView {
  id: number;
  domain: string;
  confirmedBy: string | null;
  confirmedAt: Date;
}

export async function findContacts(executor: Executor, accountId: number): Promise<ContactRow[]> {
  return executor
    .select()
    .from(customerAccountContacts)
    .where(eq(customerAccountContacts.accountId, accountId))
    .orderBy(asc(customerAccountContacts.email));
}

export async function findDomains(executor: Executor, accountId: number): Promise<DomainView[]> {
  return executor
    .select({
      id: customerAccountDomains.id,
      domain: customerAccountDomains.domain,
      confirmedBy: adminUsers.email,
      confirmedAt: customerAccountDomains.confirmedAt,
    })
    .from(customerAccountDomains)
    .leftJoin(adminUsers, eq(adminUsers.id, customerAccountDomains.confirmedByAdminId))
    .where(eq(customerAccountDomains.accountId, accountId))
    .orderBy(asc(customerAccountDomains.domain));
}

/** The new contact, or undefined when the address already belongs to an account (this one or another). */
export async function insertContact(
  executor: Executor,
  values: { accountId: number; email: string; name: string | null },
): Promise<ContactRow | undefined> {
  const [row] = await executor.insert(customerAccountContacts).values(values).onConflictDoNothing().returning();
  return row;
}

/** The new domain's id, or undefined when the domain is already confirmed for an account. */
export async function insertDomain(
  executor: Executor,
  values: { accountId: number; domain: string; confirmedByAdminId: number },
): Promise<number | undefined> {
  const [row] = await executor
    .insert(customerAccountDomains)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: customerAccountDomains.id });
  return row?.id;
}

/** The account an address is a billing contact of. */
export async function ownerOfContact(executor: Executor, email: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await executor
    .select({ id: customerAccounts.id, name: customerAccounts.name })
    .from(customerAccountContacts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerAccountContacts.accountId))
    .where(eq(customerAccountContacts.email, email));
  return row;
}

/** The account a domain is confirmed for. */
export async function ownerOfDomain(executor: Executor, domain: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await executor
    .select({ id: customerAccounts.id, name: customerAccounts.name })
    .from(customerAccountDomains)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerAccountDomains.accountId))
    .where(eq(customerAccountDomains.domain, domain));
  return row;
}

/** The removed contact, or undefined when the account has no such contact. */
export async function deleteContact(executor: Executor, accountId: number, contactId: number): Promise<ContactRow | undefined> {
  const [row] = await executor
    .delete(customerAccountContacts)
    .where(and(eq(customerAccountContacts.id, contactId), eq(customerAccountContacts.accountId, accountId)))
    .returning();
  return row;
}

/** The removed domain, or undefined when the account has no such domain. */
export async function deleteDomain(executor: Executor, accountId: number, domainId: number): Promise<string | undefined> {
  const [row] = await executor
    .delete(customerAccountDomains)
    .where(and(eq(customerAccountDomains.id, domainId), eq(customerAccountDomains.accountId, accountId)))
    .returning({ domain: customerAccountDomains.domain });
  return row?.domain;
}
