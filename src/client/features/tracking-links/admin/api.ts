// The office's tracking link and consignee calls for one request (issue 40). Each change reads the
// list again.
import {
  officeConsigneePath,
  officeTrackingLinksPath,
  type ConsigneeAnswer,
  type ConsigneeForm,
  type TrackingLinkList,
  type TrackingLinkSummary,
} from '@shared/tracking-links/tracking-links';
import { adminDelete, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';

export const officeLinksKey = (requestId: number) => [officeTrackingLinksPath(requestId)] as const;
export const officeConsigneeKey = (requestId: number) => [officeConsigneePath(requestId)] as const;

export function useOfficeTrackingLinks(requestId: number) {
  return useAdminRecord<TrackingLinkList>(officeLinksKey(requestId), officeTrackingLinksPath(requestId));
}

export function useMakeOfficeLink(requestId: number) {
  return useAdminChange(() => adminSend<TrackingLinkSummary>('POST', officeTrackingLinksPath(requestId), {}), {
    refreshes: [officeLinksKey(requestId)],
    refreshOnConflict: true,
  });
}

export function useRevokeOfficeLink(requestId: number) {
  return useAdminChange((linkId: number) => adminDelete(`${officeTrackingLinksPath(requestId)}/${linkId}`), {
    refreshes: [officeLinksKey(requestId)],
  });
}

export function useOfficeConsignee(requestId: number) {
  return useAdminRecord<ConsigneeAnswer>(officeConsigneeKey(requestId), officeConsigneePath(requestId));
}

export function useSaveOfficeConsignee(requestId: number) {
  return useAdminChange((form: ConsigneeForm) => adminSend<ConsigneeAnswer>('PUT', officeConsigneePath(requestId), form), {
    refreshes: [officeConsigneeKey(requestId)],
  });
}
