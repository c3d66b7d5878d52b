// GET /api/account/company and /company/invoices: the company account the signed-in address is a
// billing contact of (decision 072), and a page of its invoices. A customer of no account gets
// `account: null`, and the page shows nothing more than before.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalCompanyAccount, PortalCompanyInvoicePage } from '@shared/customer-portal/company-account';
import { CUSTOMER_API } from '@shared/customer-portal/customer-portal';
import { portalGet } from './portal-fetch';

export const COMPANY_ACCOUNT_KEY = [CUSTOMER_API.companyAccount] as const;

export function useCompanyAccount() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: COMPANY_ACCOUNT_KEY,
    queryFn: () => portalGet<PortalCompanyAccount>(queryClient, CUSTOMER_API.companyAccount),
  });
}

export function useCompanyInvoices(page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [CUSTOMER_API.companyInvoices, page],
    queryFn: () =>
      portalGet<PortalCompanyInvoicePage>(
        queryClient,
        page > 1 ? `${CUSTOMER_API.companyInvoices}?page=${page}` : CUSTOMER_API.companyInvoices,
      ),
    placeholderData: keepPreviousData,
  });
}
