// GET /api/account/requests/:ref: one of the signed-in customer's requests, whole (timeline,
// details, photos, quote, invoice, payments).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_API, type PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { useLocale } from '@/i18n/use-i18n';
import { portalGet } from './portal-fetch';
import { PORTAL_REQUESTS_KEY } from './query-keys';

/** The detail's key starts with its API path, as every portal key does (query-keys.ts). */
export function portalRequestKey(referenceId: string) {
  return [CUSTOMER_API.request(referenceId)] as const;
}

export function usePortalRequest(referenceId: string) {
  const queryClient = useQueryClient();
  // The details' labels come in the page's language: a change of language reads them again.
  const locale = useLocale();
  return useQuery({
    queryKey: [...portalRequestKey(referenceId), locale],
    queryFn: () => portalGet<PortalRequestDetail>(queryClient, CUSTOMER_API.request(referenceId)),
    enabled: referenceId !== '',
  });
}

/**
 * Reads the request again, and the My requests list, which shows its quote too: after an answer,
 * or a refusal that says the quote moved on meanwhile (revised, expired, invoiced).
 */
export function useRefreshPortalRequest(referenceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portalRequestKey(referenceId) }),
      queryClient.invalidateQueries({ queryKey: PORTAL_REQUESTS_KEY }),
    ]);
}
