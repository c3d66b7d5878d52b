// A request's account as its View dialog shows it, the office's choice of another (or none), and
// the credit check the quote and invoice dialogs show. Kept under the requests' key: a payment or
// a sent invoice changes the balances they show, and those refresh it.
import { useQuery } from '@tanstack/react-query';
import type { CreditCheck, RequestAccount } from '@shared/accounts/account-schemas';
import { adminGet, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';
import { accountKeys } from './accounts';

const requestUrl = (requestId: number) => `/api/admin/service-requests/${requestId}`;
const requestAccountKey = (requestId: number) => [...SERVICE_REQUESTS_KEY, requestId, 'account'] as const;

export function useRequestAccount(requestId: number) {
  return useAdminRecord<RequestAccount>(requestAccountKey(requestId), `${requestUrl(requestId)}/account`);
}

export function useChooseRequestAccount(requestId: number) {
  return useAdminChange((accountId: number | null) => adminSend<RequestAccount>('PUT', `${requestUrl(requestId)}/account`, { accountId }), {
    refreshes: [SERVICE_REQUESTS_KEY, accountKeys.all],
    refreshOnConflict: true,
  });
}

/** The credit check for `adding` (a valid amount, or undefined while none is typed). */
export function useCreditCheck(requestId: number, adding: string | undefined) {
  return useQuery({
    queryKey: [...SERVICE_REQUESTS_KEY, requestId, 'credit', adding],
    queryFn: () => adminGet<CreditCheck>(`${requestUrl(requestId)}/credit?${new URLSearchParams({ adding: adding ?? '' }).toString()}`),
    enabled: adding !== undefined,
    staleTime: 0,
  });
}
