// What the customer's page shows of a billing contact's company (decision 072): the account their
// address is a contact of, its balances, and its invoices a page at a time, whoever made the
// request. Read from the invoices' account_id, so a request attached later, or moved by a merge,
// is there too. The customer-portal feature shapes them for the page.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PaymentTerms } from '../../../shared/accounts/accounts.js';
import type { Executor } from '../../db/client.js';
import { customerAccountContacts, customerAccounts, invoices, serviceRequests } from '../../db/schema.js';

export interface CompanyOfContact {
  id: number;
  name: string;
  terms: PaymentTerms;
  /** Its invoices are paid to the factor (decision 078), never on our payment page. */
  factored: boolean;
}

/** The account this (normalised) address is a billing contact of, or null. */
export async function companyOfContact(executor: Executor, email: string): Promise<CompanyOfContact | null> {
  const [row] = await executor
    .select({ id: customerAccounts.id, name: customerAccounts.name, terms: customerAccounts.terms, factored: customerAccounts.factored })
    .from(customerAccountContacts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerAccountContacts.accountId))
    .where(eq(customerAccountContacts.email, email));
  return row ?? null;
}

export interface CompanyBalances {
  balance: string;
  overdueBalance: string;
  openInvoices: number;
}

/** What the account's sent invoices still owe, and the part past due on `today` (YYYY-MM-DD). */
export async function companyBalances(executor: Executor, accountId: number, today: string): Promise<CompanyBalances> {
  const [row] = await executor
    .select({
      balance: sql<string>`coalesce(sum(${invoices.balance}), 0)::numeric(14, 2)`,
      overdueBalance: sql<string>`coalesce(sum(${invoices.balance}) filter (where ${invoices.dueOn} < ${today}), 0)::numeric(14, 2)`,
      openInvoices: count(),
    })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), sql`${invoices.state} = 'sent' and ${invoices.balance} > 0`));
  return { balance: row?.balance ?? '0.00', overdueBalance: row?.overdueBalance ?? '0.00', openInvoices: row?.openInvoices ?? 0 };
}

export interface CompanyInvoiceRow {
  number: string | null;
  referenceId: string;
  state: 'draft' | 'sent' | 'void';
  sentAt: Date | null;
  dueOn: string | null;
  total: string | null;
  balance: string | null;
}

const stillOwing = sql`(${invoices.state} = 'sent' and ${invoices.balance} > 0)`;

/** One page of the account's sent and voided invoices: those still owing first, soonest due first, then the rest, newest first. */
export async function companyInvoicePage(
  executor: Executor,
  accountId: number,
  paging: { page: number; pageSize: number },
): Promise<{ rows: CompanyInvoiceRow[]; total: number }> {
  const billedToAccount = and(eq(invoices.accountId, accountId), ne(invoices.state, 'draft'));
  // One after the other: the executor may be a transaction's one connection (see accountDetailOf).
  const rows = await executor
    .select({
      number: invoices.number,
      referenceId: serviceRequests.referenceId,
      state: invoices.state,
      sentAt: invoices.sentAt,
      dueOn: invoices.dueOn,
      total: invoices.total,
      balance: invoices.balance,
    })
    .from(invoices)
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .where(billedToAccount)
    .orderBy(desc(stillOwing), asc(sql`case when ${stillOwing} then ${invoices.dueOn} end`), desc(invoices.sentAt), desc(invoices.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [counted] = await executor.select({ value: count() }).from(invoices).where(billedToAccount);
  return { rows, total: counted?.value ?? 0 };
}
