// The dashboard's payment calls: the ledger, confirming or rejecting a reported transfer, and
// which payment mode is active.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import type { AdminPaymentPage, PaymentSettingsView } from '@shared/admin-payments';
import { adminGet, onAdminError } from './admin-fetch';
import { DASHBOARD_STATS_KEY } from './dashboard-stats';
import { apiRequest } from '@/lib/api';

const LIST_KEY = '/api/admin/payments';

export function usePaymentPage(query: AdminListQuery) {
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => adminGet<AdminPaymentPage>(`${LIST_KEY}?${adminListSearchParams(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentSettings() {
  return useQuery({ queryKey: ['/api/admin/payment-settings'], queryFn: () => adminGet<PaymentSettingsView>('/api/admin/payment-settings') });
}

function useVerification<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      try {
        return await send(input);
      } catch (error) {
        onAdminError(error);
        throw error;
      }
    },
    onSuccess: async () => {
      // The ledger, the requests' payment badges and the cards all change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/service-requests'] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
  });
}

export function useConfirmPayment() {
  return useVerification((id: string) => apiRequest('POST', `${LIST_KEY}/${id}/confirm`));
}

export function useRejectPayment() {
  return useVerification(({ id, reason }: { id: string; reason: string }) => apiRequest('POST', `${LIST_KEY}/${id}/reject`, { reason }));
}
