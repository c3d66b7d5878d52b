// What became of one payment, read from our ledger (GET /api/payments/{id}/outcome), and asking
// for its receipt by e-mail. The id is the one the server gave the page: checkout session,
// payment intent or PayPal order.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentOutcome } from '@shared/payments';
import { apiRequest } from '@/lib/api';

/** A processing payment is asked about this often... */
export const OUTCOME_POLL_MS = 2000;
/** ...for this long; then the page says it is still being confirmed and the receipt follows. */
export const OUTCOME_POLL_FOR_MS = 60_000;

export function outcomeKey(paymentId: string) {
  return ['/api/payments', encodeURIComponent(paymentId), 'outcome'] as const;
}

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
  const query = useQuery<PaymentOutcome>({
    queryKey: outcomeKey(paymentId),
    initialData: initial,
    refetchInterval: (current) => (current.state.data?.status === 'processing' && !gaveUp ? OUTCOME_POLL_MS : false),
  });
  return { ...query, gaveUp };
}

export async function sendReceipt(paymentId: string, email: string): Promise<PaymentOutcome> {
  const response = await apiRequest('POST', `/api/payments/${encodeURIComponent(paymentId)}/receipt`, { email });
  return (await response.json()) as PaymentOutcome;
}
