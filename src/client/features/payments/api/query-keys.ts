// The payment pages' queries, so a page that refreshes one (after a payment, a conflict) names
// the very key that reads it.
export const paymentKeys = {
  config: ['payments', 'config'] as const,
  invoice: (referenceId: string) => ['payments', 'invoice', referenceId] as const,
  outcome: (paymentId: string) => ['payments', 'outcome', paymentId] as const,
  checkoutSession: (sessionId: string) => ['payments', 'checkout-session', sessionId] as const,
  testCheckout: (sessionId: string) => ['payments', 'test-checkout', sessionId] as const,
};
