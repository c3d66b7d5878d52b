// The dashboard's payment calls: the ledger (filtered, with its totals), one request's payments,
// confirming or rejecting a reported transfer, refunds, the CSV export address, and which
// payment mode is active.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentListSearchParams,
  type AdminPayment,
  type AdminPaymentPage,
  type AdminRefund,
  type PaymentListQuery,
  type PaymentSettingsView,
  type RefundRequest,
} from '@shared/admin-payments';
import { ApiError, apiRequest } from '@/lib/api';
import { adminGet, adminSend, onAdminError } from './admin-fetch';
import { DASHBOARD_STATS_KEY } from './dashboard-stats';

const LIST_KEY = '/api/admin/payments';
const REQUESTS_KEY = '/api/admin/service-requests';

/** One page of the ledger; `enabled` false keeps the last page on screen (a half-typed date range). */
export function usePaymentPage(query: PaymentListQuery, enabled = true) {
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => adminGet<AdminPaymentPage>(`${LIST_KEY}?${paymentListSearchParams(query)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One request's ledger rows. Keyed under the service requests, so every change to a request or a
 * payment (both invalidate that key) shows here too.
 */
export function useRequestPayments(requestId: number) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'payments', requestId],
    queryFn: () => adminGet<{ items: AdminPayment[] }>(`${REQUESTS_KEY}/${requestId}/payments`),
    staleTime: 0,
  });
}

/** The export of what the filters show: every matching payment and refund, not just the page. */
export function paymentExportUrl(query: Omit<PaymentListQuery, 'page' | 'pageSize'>): string {
  const params = paymentListSearchParams(query);
  return `/api/admin/export/payments${params ? `?${params}` : ''}`;
}

export function usePaymentSettings() {
  return useQuery({ queryKey: ['/api/admin/payment-settings'], queryFn: () => adminGet<PaymentSettingsView>('/api/admin/payment-settings') });
}

function useLedgerChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    // The ledger and its totals, the requests' payment badges and ledgers, and the cards all change.
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
    ]);
  return useMutation({
    mutationFn: async (input: Input) => {
      try {
        return await send(input);
      } catch (error) {
        onAdminError(error);
        throw error;
      }
    },
    onSuccess: refresh,
    // 409: someone else changed the payment or the invoice meanwhile (paid, refunded): show the
    // state the server refused against, so the row offers what is possible now.
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refresh();
    },
  });
}

/** recordAsOverpayment: the invoice is already paid, so the money is booked as due for a refund. */
export function useConfirmPayment() {
  return useLedgerChange(({ id, recordAsOverpayment }: { id: string; recordAsOverpayment: boolean }) =>
    apiRequest('POST', `${LIST_KEY}/${id}/confirm`, recordAsOverpayment ? { recordAsOverpayment: true } : {}),
  );
}

export function useRejectPayment() {
  return useLedgerChange(({ id, reason }: { id: string; reason: string }) => apiRequest('POST', `${LIST_KEY}/${id}/reject`, { reason }));
}

/** Card and PayPal: refunded through the provider. Bank methods: records a refund made at the bank. */
export function useRefundPayment() {
  return useLedgerChange(({ id, ...refund }: RefundRequest & { id: string }) => adminSend<AdminRefund>('POST', `${LIST_KEY}/${id}/refunds`, refund));
}
