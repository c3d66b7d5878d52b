// The broker's rate confirmation calls on their page (issue 39): the versions of one request, signing
// one, and sending their own. The key starts with its /api/account/ path, so signing out drops it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PortalRateConfirmation,
  PortalRateConfirmations,
  SignRateConfirmation,
} from '@shared/rate-confirmations/rate-confirmation-schemas';
import { apiRequest, getJson } from '@/lib/api';

const listUrl = (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/rate-confirmations`;

export function rateConfirmationsKey(referenceId: string) {
  return [listUrl(referenceId)] as const;
}

export function usePortalRateConfirmations(referenceId: string) {
  return useQuery({ queryKey: rateConfirmationsKey(referenceId), queryFn: () => getJson<PortalRateConfirmations>(listUrl(referenceId)) });
}

export function useSignRateConfirmation(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, signature }: { version: number; signature: SignRateConfirmation }) => {
      const response = await apiRequest('POST', `${listUrl(referenceId)}/${version}/sign`, signature);
      return (await response.json()) as PortalRateConfirmation;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateConfirmationsKey(referenceId) }),
  });
}

export function useUploadRateConfirmation(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const response = await apiRequest('POST', `${listUrl(referenceId)}/upload`, form);
      return (await response.json()) as PortalRateConfirmation;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateConfirmationsKey(referenceId) }),
  });
}
