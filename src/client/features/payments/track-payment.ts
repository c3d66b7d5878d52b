// The payment tracking events (spec section 7): each carries the amount and the method.
// payment_view when a customer picks a method; payment_complete when a payment's outcome shows
// it paid (the checkout's success page, or the card form or PayPal on the page).
import { useEffect, useRef } from 'react';
import { reportInteraction } from '@/lib/interactions';

export function trackPayment(type: 'payment_view' | 'payment_complete', amount: string | undefined, method: string): void {
  const dollars = amount === undefined || amount === '' ? null : Number(amount);
  reportInteraction(type, { element: method, value: { amount: dollars !== null && Number.isFinite(dollars) ? dollars : null, method } });
}

/** payment_view each time the chosen method changes, with the amount at that moment. */
export function usePaymentViewTracking(amount: string | undefined, method: string | undefined): void {
  const latestAmount = useRef(amount);
  useEffect(() => {
    latestAmount.current = amount;
  }, [amount]);
  useEffect(() => {
    if (method) trackPayment('payment_view', latestAmount.current, method);
  }, [method]);
}
