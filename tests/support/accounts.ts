// Customer accounts for API tests: made through the back office's API as the office makes them, so
// a test starts from the state the real routes leave (decision 072).
import { eq } from 'drizzle-orm';
import type { AccountAttached, AccountDetail, NewAccountInput } from '../../src/shared/accounts/account-schemas.js';
import type { Database } from '../../src/server/db/client.js';
import { invoices, serviceRequests } from '../../src/server/db/schema.js';
import type { AdminClient } from './admin.js';

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

export async function createAccount(staff: AdminClient, body: NewAccountInput): Promise<AccountDetail> {
  const response = await staff.request({ method: 'POST', url: '/api/admin/accounts', payload: body });
  expectStatus(response, 201, 'creating an account');
  return response.json<AccountDetail>();
}

export async function addContact(staff: AdminClient, accountId: number, email: string): Promise<AccountAttached> {
  const response = await staff.request({ method: 'POST', url: `/api/admin/accounts/${accountId}/contacts`, payload: { email } });
  expectStatus(response, 201, `adding the contact ${email}`);
  return response.json<AccountAttached>();
}

export async function addDomain(staff: AdminClient, accountId: number, domain: string): Promise<AccountAttached> {
  const response = await staff.request({ method: 'POST', url: `/api/admin/accounts/${accountId}/domains`, payload: { domain } });
  expectStatus(response, 201, `adding the domain ${domain}`);
  return response.json<AccountAttached>();
}

/** A request's id and account, by its reference ID. */
export async function requestByReference(db: Database, referenceId: string): Promise<{ id: number; accountId: number | null }> {
  const [row] = await db
    .select({ id: serviceRequests.id, accountId: serviceRequests.accountId })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row;
}

/** The request's sent (or voided) invoice documents: account, terms, due day and balance. */
export async function invoicesOfRequest(db: Database, serviceRequestId: number) {
  return db
    .select({
      accountId: invoices.accountId,
      state: invoices.state,
      terms: invoices.terms,
      dueOn: invoices.dueOn,
      balance: invoices.balance,
    })
    .from(invoices)
    .where(eq(invoices.serviceRequestId, serviceRequestId));
}
