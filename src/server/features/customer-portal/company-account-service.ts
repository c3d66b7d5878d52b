// The customer company on a billing contact's page (decision 072): the account their address is a
// contact of, what it owes, and every invoice sent to it, whoever made the request. The accounts
// feature finds them; this shapes them for the page, each invoice's state as of today in the
// billing time zone. A customer who is no account's contact gets no account, and nothing else.
import { calendarDayIn } from '../../../shared/calendar-date.js';
import {
  COMPANY_INVOICES_PAGE_SIZE,
  type PortalCompanyAccount,
  type PortalCompanyInvoice,
  type PortalCompanyInvoicePage,
} from '../../../shared/customer-portal/company-account.js';
import { CUSTOMER_API } from '../../../shared/customer-portal/customer-portal.js';
import { receivableStateOf } from '../../../shared/receivables/receivables.js';
import { amountToCents } from '../../../shared/money.js';
import { paymentPageUrl } from '../../../shared/service-requests/admin-service-requests.js';
import { companyBalances, companyInvoicePage, companyOfContact, type CompanyInvoiceRow } from '../accounts/index.js';
import type { CustomerPortalDeps } from './deps.js';

type ReadDeps = Pick<CustomerPortalDeps, 'db' | 'billingTimeZone'>;

export async function companyAccountOf(deps: ReadDeps, email: string, now: Date): Promise<PortalCompanyAccount> {
  const company = await companyOfContact(deps.db, email);
  if (!company) return { account: null };
  const balances = await companyBalances(deps.db, company.id, calendarDayIn(now, deps.billingTimeZone));
  return { account: { name: company.name, terms: company.terms, ...balances } };
}

/** A page of the company's invoices; an address that is no account's contact has none. */
export async function companyInvoicesOf(deps: ReadDeps, email: string, page: number, now: Date): Promise<PortalCompanyInvoicePage> {
  const company = await companyOfContact(deps.db, email);
  const paging = { page, pageSize: COMPANY_INVOICES_PAGE_SIZE };
  if (!company) return { items: [], total: 0, ...paging };
  const { rows, total } = await companyInvoicePage(deps.db, company.id, paging);
  const today = calendarDayIn(now, deps.billingTimeZone);
  return { items: rows.flatMap((row) => companyInvoiceOf(row, today)), total, ...paging };
}

function companyInvoiceOf(row: CompanyInvoiceRow, today: string): PortalCompanyInvoice[] {
  // Sent and voided invoices have all of these (a check constraint); a draft is never listed.
  if (row.state === 'draft' || !row.number || !row.sentAt || !row.dueOn || !row.total || !row.balance) return [];
  const state = receivableStateOf(
    { documentState: row.state, totalCents: amountToCents(row.total), balanceCents: amountToCents(row.balance), dueOn: row.dueOn },
    today,
  );
  const owed = state !== 'paid' && state !== 'void';
  return [
    {
      number: row.number,
      referenceId: row.referenceId,
      sentAt: row.sentAt.toISOString(),
      dueOn: row.dueOn,
      total: row.total,
      balance: row.balance,
      state,
      // On our own site: the page the customer is on, whatever address it was reached by.
      payUrl: owed ? paymentPageUrl('', row.referenceId) : null,
      pdfUrl: row.state === 'void' ? null : CUSTOMER_API.invoicePdf(row.referenceId),
    },
  ];
}
