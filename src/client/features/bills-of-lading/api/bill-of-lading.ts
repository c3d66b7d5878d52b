// A load's bill of lading for the office: read (the first read makes the draft), save the draft as
// typed, issue it as the next version. Kept under the requests' key, like the request's other parts.
import type { BillOfLading } from '@shared/bills-of-lading/bol-draft-schema';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

const bolUrl = (requestId: number) => `/api/admin/service-requests/${requestId}/bill-of-lading`;
export const billOfLadingKey = (requestId: number) => [...SERVICE_REQUESTS_KEY, requestId, 'bill-of-lading'] as const;

/** Where the documents feature serves a version's PDF to the office. */
export const bolPdfPath = (requestId: number, version: number) =>
  `/api/admin/service-requests/${requestId}/documents/bill_of_lading/${version}`;

export function useBillOfLading(requestId: number) {
  return useAdminRecord<BillOfLading>(billOfLadingKey(requestId), bolUrl(requestId));
}

export function useSaveBolDraft(requestId: number) {
  return useAdminChange((draft: unknown) => adminSend<BillOfLading>('PUT', bolUrl(requestId), draft), {
    refreshes: [billOfLadingKey(requestId)],
    refreshOnConflict: true,
  });
}

export function useIssueBol(requestId: number) {
  return useAdminChange(() => adminSend<BillOfLading>('POST', `${bolUrl(requestId)}/issue`, {}), {
    refreshes: [billOfLadingKey(requestId)],
    refreshOnConflict: true,
  });
}
