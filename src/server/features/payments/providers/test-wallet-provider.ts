// Test mode's stand-in for PayPal: orders are ledger entries with test ids, a capture completes
// for exactly the amount recorded when the order was made, and refunds succeed at once.
import type { LedgerRow } from '../ledger-repository.js';
import { testId } from './test-card-provider.js';
import type { WalletProvider } from './wallet-provider.js';

export function testWalletProvider(findOrder: (id: string) => Promise<LedgerRow | undefined>): WalletProvider {
  return {
    provider: 'test',
    clientToken: async () => null,
    createOrder: async () => ({ id: testId('order').toUpperCase() }),
    async captureOrder(orderId) {
      const entry = await findOrder(orderId);
      if (!entry)
        return {
          orderStatus: 'NOT_FOUND',
          captureId: null,
          captureStatus: null,
          amount: null,
          currency: null,
          ledgerId: null,
          payerEmail: null,
        };
      return {
        orderStatus: 'COMPLETED',
        captureId: entry.providerCaptureId ?? testId('capture').toUpperCase(),
        captureStatus: 'COMPLETED',
        amount: entry.amount,
        currency: 'USD',
        ledgerId: entry.id,
        // There is no PayPal account behind a test order.
        payerEmail: null,
      };
    },
    refundCapture: async ({ amountCents, refundId }) => ({
      id: testId('refund').toUpperCase(),
      amountCents,
      status: 'succeeded',
      failureReason: null,
      refundId,
    }),
  };
}
