// Test mode's stand-ins for Stripe and PayPal: ending attempts and refunds, with no provider.
import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../ledger-repository.js';
import { testCardProvider } from './test-card-provider.js';
import { testWalletProvider } from './test-wallet-provider.js';

/** A test-mode ledger entry: only the fields the stand-ins read. */
function ledgerEntry(fields: Partial<LedgerRow>): LedgerRow {
  return {
    id: 'f3a1c2d4-0000-4000-8000-000000000001',
    amount: '125.50',
    status: 'created',
    providerCaptureId: null,
    payerEmail: null,
    customerReference: 'LOAD-3',
    ...fields,
  } as LedgerRow;
}

describe('the test card provider', () => {
  const card = testCardProvider({
    findSession: async (id) =>
      id === 'cs_test_known' ? ledgerEntry({ status: 'succeeded', providerCaptureId: 'pi_test_paid' }) : undefined,
  });

  it('ends any attempt: the test checkout routes check the ledger, not a provider', async () => {
    expect(await card.cancelAttempt('cs_test_known')).toBe('canceled');
    expect(await card.cancelAttempt('pi_test_anything')).toBe('canceled');
  });

  it('refunds at once, echoing our refund id', async () => {
    const refund = await card.refund({ paymentIntentId: 'pi_test_paid', amountCents: 4_250, refundId: 'ours-1', note: 'Canceled' });
    const { id, ...rest } = refund;
    expect(id).toMatch(/^re_test_[0-9a-f]{24}$/);
    expect(rest).toEqual({ amountCents: 4_250, status: 'succeeded', failureReason: null, refundId: 'ours-1' });
    const again = await card.refund({ paymentIntentId: 'pi_test_paid', amountCents: 4_250, refundId: 'ours-2', note: 'Canceled' });
    expect(again.id).not.toBe(refund.id);
  });

  it('knows of no refunds made elsewhere', async () => {
    expect(await card.listRefunds('pi_test_paid')).toEqual([]);
  });

  it('reports a session from its ledger entry', async () => {
    expect(await card.retrieveCheckoutSession('cs_test_known')).toEqual({
      id: 'cs_test_known',
      amount_total: 12_550,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: 'pi_test_paid',
      customer_details: { email: null },
      reference: 'LOAD-3',
    });
    expect(await card.retrieveCheckoutSession('cs_test_unknown')).toBeUndefined();
  });
});

describe('the test wallet provider', () => {
  const wallet = testWalletProvider(async (id) => (id === 'ORDER_TEST_KNOWN' ? ledgerEntry({}) : undefined));

  it('captures with no payer e-mail: there is no PayPal account behind a test order', async () => {
    expect(await wallet.captureOrder('ORDER_TEST_KNOWN')).toMatchObject({ orderStatus: 'COMPLETED', amount: '125.50', payerEmail: null });
    expect(await wallet.captureOrder('ORDER_TEST_UNKNOWN')).toMatchObject({ orderStatus: 'NOT_FOUND', payerEmail: null });
  });

  it('refunds at once, with a test refund id', async () => {
    const refund = await wallet.refundCapture({ captureId: 'CAPTURE_TEST_1', amountCents: 999, refundId: 'ours-3', note: 'Canceled' });
    const { id, ...rest } = refund;
    expect(id).toMatch(/^REFUND_TEST_[0-9A-F]{24}$/);
    expect(rest).toEqual({ amountCents: 999, status: 'succeeded', failureReason: null, refundId: 'ours-3' });
  });
});
