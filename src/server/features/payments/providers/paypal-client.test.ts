// The PayPal client's captures and refunds against a local server that speaks PayPal's API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../../../../tests/support/fake-paypal.js';
import { PaypalApiError, paypalProvider } from './paypal-client.js';
import type { WalletCapture, WalletProvider } from './wallet-provider.js';

let fake: FakePaypal;
let provider: WalletProvider;

beforeAll(async () => {
  fake = await startFakePaypal();
  provider = paypalProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.baseUrl });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.payerEmail = 'payer@paypal.example';
});

async function capturedOrder(amount: string): Promise<WalletCapture & { captureId: string }> {
  const { id } = await provider.createOrder({ amount, description: 'Invoice LOAD-9', ledgerId: randomUUID(), reference: 'LOAD-9' });
  const capture = await provider.captureOrder(id);
  if (!capture.captureId) throw new Error('the fake captured nothing');
  return { ...capture, captureId: capture.captureId };
}

function refund(captureId: string, amountCents: number, refundId: string = randomUUID(), note = 'Load canceled by the shipper') {
  return provider.refundCapture({ captureId, amountCents, refundId, note });
}

/** The PayPal error a refused call threw (the test fails when the call succeeded). */
async function refusal(call: Promise<unknown>): Promise<PaypalApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaypalApiError)) throw new Error(`expected a PaypalApiError, got ${String(error)}`);
  return error;
}

function refundsAtPaypal(captureId: string) {
  return [...fake.refunds.values()].filter((made) => made.captureId === captureId);
}

describe('captureOrder', () => {
  it("reads the payer's PayPal e-mail", async () => {
    const capture = await capturedOrder('75.00');
    expect(capture).toMatchObject({
      orderStatus: 'COMPLETED',
      captureStatus: 'COMPLETED',
      amount: '75.00',
      payerEmail: 'payer@paypal.example',
    });
  });

  it('answers a null payer e-mail when PayPal sends no payer', async () => {
    fake.payerEmail = null;
    expect((await capturedOrder('75.00')).payerEmail).toBeNull();
  });
});

describe('refundCapture', () => {
  it('refunds part of a capture, in exact dollars, with the note and our idempotency key', async () => {
    const { captureId } = await capturedOrder('40.00');
    const refundId = randomUUID();
    const made = await refund(captureId, 1_250, refundId, 'Partial refund: one pallet not delivered');
    const { id, ...rest } = made;
    expect(id).toMatch(/^FAKEREFUND/);
    expect(rest).toEqual({ amountCents: 1_250, status: 'succeeded', failureReason: null, refundId });
    expect(fake.refunds.get(made.id)).toMatchObject({
      captureId,
      amount: '12.50',
      currency: 'USD',
      noteToPayer: 'Partial refund: one pallet not delivered',
      requestId: `refund-${refundId}`,
    });
  });

  it('refunds the rest after a partial refund, then refuses more', async () => {
    const { captureId } = await capturedOrder('100.10');
    await refund(captureId, 3_333);
    expect(await refund(captureId, 6_677)).toMatchObject({ amountCents: 6_677, status: 'succeeded' });
    expect(refundsAtPaypal(captureId).map((made) => made.amount)).toEqual(['33.33', '66.77']);
    const error = await refusal(refund(captureId, 1));
    expect(error.status).toBe(422);
    expect(error.body).toContain('CAPTURE_FULLY_REFUNDED');
    expect(refundsAtPaypal(captureId).map((made) => made.amount)).toEqual(['33.33', '66.77']);
  });

  it('refuses a refund over what remains on the capture, and refunds nothing', async () => {
    const { captureId } = await capturedOrder('20.00');
    const error = await refusal(refund(captureId, 2_001));
    expect(error.status).toBe(422);
    expect(error.body).toContain('REFUND_AMOUNT_EXCEEDED');
    expect(refundsAtPaypal(captureId)).toEqual([]);
  });

  it('makes one refund when asked twice with the same refund id', async () => {
    const { captureId } = await capturedOrder('20.00');
    const refundId = randomUUID();
    const first = await refund(captureId, 500, refundId);
    expect(await refund(captureId, 500, refundId)).toEqual(first);
    expect(refundsAtPaypal(captureId)).toHaveLength(1);
  });

  it('cuts the note to PayPal’s 255 characters', async () => {
    const { captureId } = await capturedOrder('20.00');
    const made = await refund(captureId, 500, randomUUID(), 'x'.repeat(300));
    expect(fake.refunds.get(made.id)?.noteToPayer).toBe('x'.repeat(255));
  });

  it('maps PayPal refund statuses and reasons to ours', async () => {
    const { captureId } = await capturedOrder('50.00');
    fake.nextRefund = () => ({ status: 'PENDING', status_details: { reason: 'ECHECK' } });
    expect(await refund(captureId, 100)).toMatchObject({ status: 'pending', failureReason: 'ECHECK' });
    fake.nextRefund = () => ({ status: 'FAILED' });
    expect(await refund(captureId, 100)).toMatchObject({ status: 'failed', failureReason: null });
    fake.nextRefund = () => ({ status: 'CANCELLED' });
    expect(await refund(captureId, 100)).toMatchObject({ status: 'canceled' });
  });

  it("takes the amount from PayPal's answer, and ours when the answer has none", async () => {
    const { captureId } = await capturedOrder('50.00');
    fake.nextRefund = () => ({ amount: { value: '7.05', currency_code: 'USD' } });
    expect((await refund(captureId, 700)).amountCents).toBe(705);
    // PayPal's default (Prefer: return=minimal) answer: id, status and links only.
    fake.nextRefund = (made) => ({ id: made.id, status: 'COMPLETED', amount: undefined });
    expect(await refund(captureId, 1_999)).toMatchObject({ amountCents: 1_999, status: 'succeeded' });
  });

  it('throws for a capture PayPal does not have', async () => {
    const error = await refusal(refund('NOSUCHCAPTURE', 100));
    expect(error.status).toBe(404);
  });
});
