// Test mode's stand-in for the card provider's hosted page: the session it shows, and paying or
// cancelling it (through the same server path as the real provider), which answers where to go.
import { useMutation, useQuery } from '@tanstack/react-query';
import { getJson, postJson } from '@/lib/api';
import { paymentKeys } from './query-keys';

export interface TestCheckoutSession {
  id: string;
  amount: string;
  reference: string | null;
  email: string | null;
  status: string;
}

export function useTestCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: paymentKeys.testCheckout(sessionId),
    queryFn: () => getJson<TestCheckoutSession>(`/api/payments/test-checkout/${encodeURIComponent(sessionId)}`),
    enabled: Boolean(sessionId),
  });
}

/** Pays or cancels the session; answers the address to send the customer on to. */
export function useFinishTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: async (action: 'complete' | 'cancel') => {
      const url = `/api/payments/test-checkout/${encodeURIComponent(sessionId)}/${action}`;
      const { redirectUrl } = await postJson<{ redirectUrl: string }>(url);
      return redirectUrl;
    },
  });
}
