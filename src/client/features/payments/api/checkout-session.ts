// What the card checkout's hosted page left behind (GET /api/checkout-session/{id}), for the page
// it returns to: read again every 2 s while the payment is processing, for up to a minute.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSessionView, PaymentOutcome } from '@shared/payments/payments';
import { getJson } from '@/lib/api';
import { OUTCOME_POLL_MS } from './outcome';
import { paymentKeys } from './query-keys';

export function useCheckoutSession(sessionId: string, gaveUp: boolean) {
  return useQuery({
    queryKey: paymentKeys.checkoutSession(sessionId),
    queryFn: () => getJson<CheckoutSessionView>(`/api/checkout-session/${encodeURIComponent(sessionId)}`),
    refetchInterval: (query) => (query.state.data?.outcome.status === 'processing' && !gaveUp ? OUTCOME_POLL_MS : false),
  });
}

/** Shows a newer outcome the page was answered (a receipt sent), or asks again when there is none. */
export function useShowCheckoutOutcome(sessionId: string) {
  const queryClient = useQueryClient();
  const queryKey = paymentKeys.checkoutSession(sessionId);
  return (view: CheckoutSessionView, outcome: PaymentOutcome | null) => {
    if (outcome) queryClient.setQueryData<CheckoutSessionView>(queryKey, { ...view, outcome });
    else void queryClient.invalidateQueries({ queryKey });
  };
}
