// POST /api/account/requests/:ref/quote/accept and /decline: the customer's answer to a quote.
// Accepting sends the amount the customer was shown, so a quote revised meanwhile is refused
// (409) rather than accepted unseen. Either way the request is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_API, type QuoteDecline } from '@shared/customer-portal/customer-portal';
import { portalSend } from './portal-fetch';
import { useRefreshPortalRequest } from './request-detail';

export function useAcceptQuote(referenceId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPortalRequest(referenceId);
  return useMutation({
    mutationFn: (shown: { amount: string }) => portalSend<unknown>(queryClient, 'POST', CUSTOMER_API.acceptQuote(referenceId), shown),
    onSettled: refresh,
  });
}

export function useDeclineQuote(referenceId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPortalRequest(referenceId);
  return useMutation({
    mutationFn: (decline: QuoteDecline) => portalSend<unknown>(queryClient, 'POST', CUSTOMER_API.declineQuote(referenceId), decline),
    onSettled: refresh,
  });
}
