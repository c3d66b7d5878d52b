// What became of one payment, read from our ledger (GET /api/payments/{id}/outcome), and asking
// for its receipt by e-mail. The id is the one the server gave the page: checkout session,
// payment intent or PayPal order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentOutcome } from '@shared/payments/payments';
import { getJson, postJson } from '@/lib/api';
import { paymentKeys } from './query-keys';

/** A processing payment is asked about this often... */
export const OUTCOME_POLL_MS = 2000;
/** ...for this long; then the page says it is still being confirmed and the receipt follows. */
export const OUTCOME_POLL_FOR_MS = 60_000;

/** True once `OUTCOME_POLL_FOR_MS` have passed since the page started waiting. */
export function usePollingDeadline(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), OUTCOME_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  return passed;
}

/**
 * The outcome, starting from the one the confirm or capture call answered (when there is one),
 * asked again every 2 s while it is processing, for up to a minute.
 */
export function usePaymentOutcome(paymentId: string, initial: PaymentOutcome | undefined) {
  const gaveUp = usePollingDeadline();
  const query = useQuery({
    queryKey: paymentKeys.outcome(paymentId),
    queryFn: () => getJson<PaymentOutcome>(`/api/payments/${encodeURIComponent(paymentId)}/outcome`),
    initialData: initial,
    refetchInterval: (current) => (current.state.data?.status === 'processing' && !gaveUp ? OUTCOME_POLL_MS : false),
  });
  return { ...query, gaveUp };
}

/** Shows a newer outcome the page was answered (a receipt sent), or asks again when there is none. */
export function useShowOutcome(paymentId: string) {
  const queryClient = useQueryClient();
  return (next: PaymentOutcome | null) => {
    if (next) queryClient.setQueryData(paymentKeys.outcome(paymentId), next);
    else void queryClient.invalidateQueries({ queryKey: paymentKeys.outcome(paymentId) });
  };
}

/** E-mails the payment's receipt to `email`; answers the outcome, now with the receipt's address. */
export function useSendReceipt(paymentId: string) {
  return useMutation({
    mutationFn: (email: string) => postJson<PaymentOutcome>(`/api/payments/${encodeURIComponent(paymentId)}/receipt`, { email }),
  });
}
