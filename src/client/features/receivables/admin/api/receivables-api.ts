// The Receivables area's calls: the aging view (a page of rows with everyone's totals), one row's
// open invoices, an account's kept monthly statements, and the addresses of the CSV, PDF and
// statement downloads (plain links: the browser streams them to disk with the session cookie).
import { ONE_OFF_ROW_ID, RECEIVABLES_ADMIN_API, type AgingInvoicePage, type AgingReport } from '@shared/receivables/aging';
import { STATEMENTS_ADMIN_API, type StoredStatementList } from '@shared/receivables/statements';
import { ADMIN_PAGE_SIZE } from '@shared/admin-lists';
import { useAdminListPage, useAdminRecord } from '@/lib/admin/admin-queries';

/** What the view shows: aged as of a day ('' for the billing time zone's today), searched, a page. */
export interface AgingView {
  asOf: string;
  search: string;
  page: number;
}

const query = (values: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useAgingReport(view: AgingView) {
  return useAdminListPage<AgingReport>(
    [RECEIVABLES_ADMIN_API.aging, view],
    `${RECEIVABLES_ADMIN_API.aging}${query({ asOf: view.asOf, search: view.search, page: view.page, pageSize: ADMIN_PAGE_SIZE })}`,
  );
}

/** `rowId` is an account's id as text, or ONE_OFF_ROW_ID. */
export function useAgingInvoices(rowId: string, asOf: string, page: number) {
  const account = rowId === ONE_OFF_ROW_ID ? ONE_OFF_ROW_ID : Number(rowId);
  const url = RECEIVABLES_ADMIN_API.agingInvoices(account);
  return useAdminListPage<AgingInvoicePage>([url, { asOf, page }], `${url}${query({ asOf, page, pageSize: ADMIN_PAGE_SIZE })}`);
}

export function useStoredStatements(accountId: number) {
  const url = STATEMENTS_ADMIN_API.stored(accountId);
  return useAdminRecord<StoredStatementList>([url], url);
}

export const agingExportUrl = (asOf: string, rows: 'accounts' | 'invoices') =>
  `${RECEIVABLES_ADMIN_API.agingExport}${query({ asOf, rows })}`;

export const agingPdfUrl = (asOf: string) => `${RECEIVABLES_ADMIN_API.agingPdf}${query({ asOf })}`;

export const statementPdfUrl = (accountId: number, from: string, to: string) =>
  `${STATEMENTS_ADMIN_API.statementPdf(accountId)}${query({ from, to })}`;

export const storedStatementPdfUrl = (statementId: number) => STATEMENTS_ADMIN_API.storedPdf(statementId);
