// The customer's tracking links and delivery contact for one request (issue 40). The keys start
// with their /api/account/ path, so signing out drops them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  portalConsigneePath,
  portalTrackingLinksPath,
  type ConsigneeAnswer,
  type ConsigneeForm,
  type TrackingLinkList,
  type TrackingLinkSummary,
} from '@shared/tracking-links/tracking-links';
import { apiRequest, getJson } from '@/lib/api';

export const portalLinksKey = (referenceId: string) => [portalTrackingLinksPath(referenceId)] as const;
export const portalConsigneeKey = (referenceId: string) => [portalConsigneePath(referenceId)] as const;

export function usePortalTrackingLinks(referenceId: string) {
  return useQuery({
    queryKey: portalLinksKey(referenceId),
    queryFn: () => getJson<TrackingLinkList>(portalTrackingLinksPath(referenceId)),
  });
}

export function useMakePortalLink(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', portalTrackingLinksPath(referenceId))).json()) as TrackingLinkSummary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalLinksKey(referenceId) }),
  });
}

export function useRevokePortalLink(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest('DELETE', `${portalTrackingLinksPath(referenceId)}/${id}`)).json()) as TrackingLinkSummary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalLinksKey(referenceId) }),
  });
}

export function usePortalConsignee(referenceId: string) {
  return useQuery({ queryKey: portalConsigneeKey(referenceId), queryFn: () => getJson<ConsigneeAnswer>(portalConsigneePath(referenceId)) });
}

export function useSavePortalConsignee(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ConsigneeForm) =>
      (await (await apiRequest('PUT', portalConsigneePath(referenceId), form)).json()) as ConsigneeAnswer,
    onSuccess: (answer) => queryClient.setQueryData(portalConsigneeKey(referenceId), answer),
  });
}
