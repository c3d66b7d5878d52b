// The dashboard's service-request calls: the paged list, one request whole, and the three changes
// (status, quote, invoice). Each change refreshes the list and the summary cards.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import type {
  AdminServiceRequestDetail,
  AdminServiceRequestPage,
  AdminServiceRequestSummary,
  StatusUpdate,
} from '@shared/admin-service-requests';
import { adminGet, adminSend } from './admin-fetch';
import { DASHBOARD_STATS_KEY } from './dashboard-stats';

const LIST_KEY = '/api/admin/service-requests';

export function useServiceRequestPage(query: AdminListQuery) {
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => adminGet<AdminServiceRequestPage>(`${LIST_KEY}?${adminListSearchParams(query)}`),
    // The old page stays on screen while the next one loads: no flash of an empty list.
    placeholderData: keepPreviousData,
  });
}

export function useServiceRequestDetail(id: number | undefined) {
  return useQuery({
    queryKey: [LIST_KEY, 'detail', id],
    queryFn: () => adminGet<AdminServiceRequestDetail>(`${LIST_KEY}/${id}`),
    enabled: id !== undefined,
    // A dialog opened again shows what changed since.
    staleTime: 0,
  });
}

function useRequestChange<Input>(send: (input: Input) => Promise<AdminServiceRequestSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
  });
}

export function useUpdateStatus() {
  return useRequestChange(({ id, ...update }: StatusUpdate & { id: number }) =>
    adminSend<AdminServiceRequestSummary>('PATCH', `${LIST_KEY}/${id}/status`, update),
  );
}

export function useUpdateQuote() {
  return useRequestChange(({ id, quote }: { id: number; quote: string }) =>
    adminSend<AdminServiceRequestSummary>('PATCH', `${LIST_KEY}/${id}/quote`, { quote }),
  );
}

export function useSendInvoice() {
  return useRequestChange(({ id, finalAmount }: { id: number; finalAmount: string }) =>
    adminSend<AdminServiceRequestSummary>('POST', `${LIST_KEY}/${id}/invoice`, { finalAmount }),
  );
}

export function serviceRequestExportUrl(query: Pick<AdminListQuery, 'search' | 'status'>): string {
  const params = adminListSearchParams(query);
  return `/api/admin/export/service-requests${params ? `?${params}` : ''}`;
}
