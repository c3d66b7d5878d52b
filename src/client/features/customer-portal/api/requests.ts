// GET /api/account/requests: one page of the customer's requests, newest first, searched on the
// server. The previous page stays on screen while the next loads: no flash of an empty list.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_API, type PortalRequestPage } from '@shared/customer-portal/customer-portal';
import { portalGet } from './portal-fetch';
import { portalRequestsPageKey } from './query-keys';

export function myRequestsUrl(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${CUSTOMER_API.requests}?${search}` : CUSTOMER_API.requests;
}

export function useMyRequests(q: string, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: portalRequestsPageKey({ q, page }),
    queryFn: () => portalGet<PortalRequestPage>(queryClient, myRequestsUrl(q, page)),
    placeholderData: keepPreviousData,
  });
}
