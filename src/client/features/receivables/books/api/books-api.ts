// The books' and the factor's admin calls (issue 38): the income accounts, the factor on file, the
// factored invoices of a range, and the addresses of the downloads (plain links: the browser
// streams each file with the session cookie). Each change refreshes what it shows.
import { useQuery } from '@tanstack/react-query';
import type { BooksFile, BooksRange, IncomeAccounts, IncomeAccountsInput } from '@shared/receivables/books';
import type { FactorInput, FactorView, FactoredInvoiceList } from '@shared/receivables/factoring';
import { adminGet, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';

const INCOME_ACCOUNTS_URL = '/api/admin/books/income-accounts';
const FACTOR_URL = '/api/admin/factoring/factor';
export const INCOME_ACCOUNTS_KEY = [INCOME_ACCOUNTS_URL] as const;
export const FACTOR_KEY = [FACTOR_URL] as const;

export function useIncomeAccounts() {
  return useQuery({ queryKey: INCOME_ACCOUNTS_KEY, queryFn: () => adminGet<IncomeAccounts>(INCOME_ACCOUNTS_URL) });
}

export function useSaveIncomeAccounts() {
  return useAdminChange((accounts: IncomeAccountsInput) => adminSend<IncomeAccounts>('PUT', INCOME_ACCOUNTS_URL, accounts), {
    refreshes: [INCOME_ACCOUNTS_KEY],
  });
}

export function useFactor() {
  return useQuery({ queryKey: FACTOR_KEY, queryFn: () => adminGet<FactorView>(FACTOR_URL) });
}

export function useSaveFactor() {
  return useAdminChange((factor: FactorInput) => adminSend<FactorView>('PUT', FACTOR_URL, factor), { refreshes: [FACTOR_KEY] });
}

const rangeQuery = (range: BooksRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export function useFactoredInvoices(range: BooksRange | undefined) {
  const url = range && `/api/admin/factoring/invoices?${rangeQuery(range)}`;
  return useQuery({
    queryKey: ['/api/admin/factoring/invoices', range?.from, range?.to],
    queryFn: () => adminGet<FactoredInvoiceList>(url!),
    enabled: url !== undefined,
  });
}

export function booksFileUrl(file: BooksFile, range: BooksRange): string {
  return `/api/admin/books/export/${file}?${rangeQuery(range)}`;
}

export function scheduleOfAccountsUrl(range: BooksRange): string {
  return `/api/admin/factoring/schedule?${rangeQuery(range)}`;
}

export function packetUrl(serviceRequestId: number): string {
  return `/api/admin/factoring/invoices/${serviceRequestId}/packet.pdf`;
}
