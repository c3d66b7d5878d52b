// The dashboard's service-request calls: the paged list, one request whole, and the four changes
// (status, quote, invoice, contact e-mail). Each change refreshes the list and the summary cards.
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import type {
  AdminServiceRequestDetail,
  AdminServiceRequestPage,
  AdminServiceRequestSummary,
  StatusUpdate,
} from '@shared/service-requests/admin-service-requests';
import { adminExportUrl, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminListPage, useAdminRecord } from '@/lib/admin/admin-queries';
import { DASHBOARD_STATS_KEY } from '@/lib/admin/admin-query-keys';
import { serviceRequestKeys } from './query-keys';

const LIST_URL = '/api/admin/service-requests';

export function useServiceRequestPage(query: AdminListQuery) {
  return useAdminListPage<AdminServiceRequestPage>(serviceRequestKeys.page(query), `${LIST_URL}?${adminListSearchParams(query)}`);
}

export function useServiceRequestDetail(id: number | undefined) {
  return useAdminRecord<AdminServiceRequestDetail>(serviceRequestKeys.detail(id), `${LIST_URL}/${id}`, id !== undefined);
}

function useRequestChange<Input>(send: (input: Input) => Promise<AdminServiceRequestSummary>) {
  return useAdminChange(send, { refreshes: [serviceRequestKeys.all, DASHBOARD_STATS_KEY] });
}

export function useUpdateStatus() {
  return useRequestChange(({ id, ...update }: StatusUpdate & { id: number }) =>
    adminSend<AdminServiceRequestSummary>('PATCH', `${LIST_URL}/${id}/status`, update),
  );
}

export function useUpdateQuote() {
  return useRequestChange(({ id, quote }: { id: number; quote: string }) =>
    adminSend<AdminServiceRequestSummary>('PATCH', `${LIST_URL}/${id}/quote`, { quote }),
  );
}

export function useSendInvoice() {
  return useRequestChange(({ id, finalAmount }: { id: number; finalAmount: string }) =>
    adminSend<AdminServiceRequestSummary>('POST', `${LIST_URL}/${id}/invoice`, { finalAmount }),
  );
}

/** Moves the request to another address's customer page (recorded in the audit log). */
export function useChangeContactEmail() {
  return useRequestChange(({ id, email }: { id: number; email: string }) =>
    adminSend<AdminServiceRequestSummary>('PATCH', `${LIST_URL}/${id}/contact-email`, { email }),
  );
}

export function serviceRequestExportUrl(query: Pick<AdminListQuery, 'search' | 'status'>): string {
  return adminExportUrl('/api/admin/export/service-requests', adminListSearchParams(query));
}
