// The Stripe card provider's calls (ending attempts, refunds) through the real `stripe` SDK,
// against a local server that speaks Stripe's API.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../../tests/support/fake-stripe.js';
import { stripeClientFor } from '../../../../../tests/support/payments.js';
import type { CardProvider } from './card-provider.js';
import { stripeCardProvider } from './stripe-card-provider.js';
import { providerRefundOfStripe } from './stripe-refund.js';

let fake: FakeStripe;
let stripe: Stripe;
let provider: CardProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = stripeClientFor(fake);
  provider = stripeCardProvider(stripe);
});
afterAll(async () => {
  await fake?.close();
});

async function openSession(amountCents = 12_550): Promise<string> {
  const { id } = await provider.createCheckoutSession({
    amountCents,
    description: 'Invoice LOAD-1',
    email: 'payer@customer.example',
    successUrl: 'https://pay.freight.example/payment/success',
    cancelUrl: 'https://pay.freight.example/payment/cancel',
    metadata: { ledgerId: randomUUID(), reference: 'LOAD-1' },
  });
  return id;
}

async function openIntent(amountCents = 12_550): Promise<string> {
  const { id } = await provider.createPaymentIntent({
    amountCents,
    description: 'Invoice LOAD-2',
    email: undefined,
    metadata: { ledgerId: randomUUID(), reference: 'LOAD-2' },
  });
  return id;
}

/** A payment intent whose money moved (a paid Checkout Session's). */
async function paidIntent(amountCents: number): Promise<string> {
  const session = fake.completeSession(await openSession(amountCents));
  return String(session.payment_intent);
}

function refund(paymentIntentId: string, amountCents: number, refundId: string = randomUUID()) {
  return provider.refund({ paymentIntentId, amountCents, refundId, note: 'Load canceled by the shipper' });
}

function refundsAtStripe(paymentIntentId: string) {
  return [...fake.refunds.values()].filter((made) => made.payment_intent === paymentIntentId);
}

describe('retrieveCheckoutSession', () => {
  it("reports a paid session's amount, intent, payer and reference", async () => {
    const session = fake.completeSession(await openSession(4_210));
    expect(await provider.retrieveCheckoutSession(String(session.id))).toEqual({
      id: session.id,
      amount_total: 4_210,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: session.payment_intent,
      customer_details: { email: 'payer@customer.example' },
      reference: 'LOAD-1',
    });
  });

  it('answers undefined for a session Stripe does not have', async () => {
    expect(await provider.retrieveCheckoutSession('cs_test_nosuchsession')).toBeUndefined();
  });
});

describe('cancelAttempt', () => {
  it('expires an open checkout session', async () => {
    const id = await openSession();
    expect(await provider.cancelAttempt(id)).toBe('canceled');
    expect(fake.sessions.get(id)?.status).toBe('expired');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${id}/expire` });
  });

  it('answers canceled again for a session already expired (Stripe refuses the second expire)', async () => {
    const id = await openSession();
    await provider.cancelAttempt(id);
    expect(await provider.cancelAttempt(id)).toBe('canceled');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}` });
  });

  it('answers completed for a session the customer already paid, and leaves it paid', async () => {
    const id = await openSession();
    fake.completeSession(id);
    expect(await provider.cancelAttempt(id)).toBe('completed');
    expect(fake.sessions.get(id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  it('cancels an open payment intent', async () => {
    const id = await openIntent();
    expect(await provider.cancelAttempt(id)).toBe('canceled');
    expect(fake.intents.get(id)?.status).toBe('canceled');
    expect(await provider.cancelAttempt(id)).toBe('canceled');
  });

  it('answers completed for an intent that succeeded or is processing', async () => {
    const succeeded = await openIntent();
    fake.succeedIntent(succeeded);
    expect(await provider.cancelAttempt(succeeded)).toBe('completed');
    expect(fake.intents.get(succeeded)?.status).toBe('succeeded');

    const processing = await openIntent();
    const intent = fake.intents.get(processing);
    if (intent) intent.status = 'processing';
    expect(await provider.cancelAttempt(processing)).toBe('completed');
    expect(intent?.status).toBe('processing');
  });

  it("throws when Stripe refuses for another reason than the attempt's end (a Checkout Session's own intent)", async () => {
    const session = fake.completeSession(await openSession());
    const intent = fake.intents.get(String(session.payment_intent));
    // Still open in Stripe's eyes, yet Stripe cancels it only by expiring its session.
    if (intent) intent.status = 'requires_payment_method';
    await expect(provider.cancelAttempt(String(session.payment_intent))).rejects.toThrow(/Expire the Checkout Session/);
  });

  it('answers not-found for ids Stripe does not have', async () => {
    expect(await provider.cancelAttempt('cs_test_nosuchsession')).toBe('not-found');
    expect(await provider.cancelAttempt('pi_nosuchintent')).toBe('not-found');
    expect(await provider.cancelAttempt('ch_notanattempt')).toBe('not-found');
  });

  it('throws when Stripe is down rather than guessing', async () => {
    const id = await openSession();
    fake.failNext(500);
    await expect(provider.cancelAttempt(id)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(fake.sessions.get(id)?.status).toBe('open');
  });
});

describe('refund', () => {
  it('refunds part, then the rest, of a payment, with our refund id and an idempotency key', async () => {
    const intentId = await paidIntent(12_550);
    const first = await refund(intentId, 5_000, 'refund-one');
    const { id, ...fields } = first;
    expect(id).toMatch(/^re_/);
    expect(fields).toEqual({ amountCents: 5_000, status: 'succeeded', failureReason: null, refundId: 'refund-one' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: intentId, amount: '5000', 'metadata[refundId]': 'refund-one', reason: 'requested_by_customer' },
      idempotencyKey: 'refund-refund-one',
    });

    const rest = await refund(intentId, 7_550, 'refund-two');
    expect(rest).toMatchObject({ amountCents: 7_550, status: 'succeeded', refundId: 'refund-two' });
    expect(rest.id).not.toBe(first.id);
    expect(refundsAtStripe(intentId).map((made) => made.amount)).toEqual([5_000, 7_550]);
  });

  it('throws when the amount is more than what is left to refund, and refunds nothing', async () => {
    const intentId = await paidIntent(3_000);
    await expect(refund(intentId, 3_001)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refundsAtStripe(intentId)).toEqual([]);

    await refund(intentId, 2_000);
    await expect(refund(intentId, 1_001)).rejects.toThrow(/greater than unrefunded amount/);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
  });

  it('makes one refund when asked twice with the same refund id', async () => {
    const intentId = await paidIntent(9_000);
    const refundId = randomUUID();
    const first = await refund(intentId, 4_000, refundId);
    const again = await refund(intentId, 4_000, refundId);
    expect(again).toEqual(first);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
  });

  it('reports a refund that is not final yet as pending', async () => {
    const intentId = await paidIntent(9_000);
    fake.nextRefundStatus('pending');
    expect(await refund(intentId, 1_000)).toMatchObject({ status: 'pending', failureReason: null });
    fake.nextRefundStatus('requires_action');
    expect(await refund(intentId, 1_000)).toMatchObject({ status: 'pending' });
  });
});

describe('listRefunds', () => {
  it("lists every refund of a payment intent, including ones not made by us, in the ledger's terms", async () => {
    const intentId = await paidIntent(20_000);
    const ours = await refund(intentId, 5_000, 'ours');
    fake.nextRefundStatus('pending');
    const pending = await refund(intentId, 2_500, 'ours-pending');
    // Made in Stripe's dashboard: no refund id of ours.
    const fromDashboard = await stripe.refunds.create({ payment_intent: intentId, amount: 1_000 });
    await refund(await paidIntent(1_000), 1_000);

    const listed = await provider.listRefunds(intentId);
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(
      expect.arrayContaining([
        ours,
        { id: pending.id, amountCents: 2_500, status: 'pending', failureReason: null, refundId: 'ours-pending' },
        { id: fromDashboard.id, amountCents: 1_000, status: 'succeeded', failureReason: null, refundId: null },
      ]),
    );
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds' });
  });

  it('shows a refund that failed later, with the reason', async () => {
    const intentId = await paidIntent(6_000);
    const made = await refund(intentId, 6_000, 'will-fail');
    fake.setRefundStatus(made.id, 'failed', 'expired_or_canceled_card');
    expect(await provider.listRefunds(intentId)).toEqual([
      { id: made.id, amountCents: 6_000, status: 'failed', failureReason: 'expired_or_canceled_card', refundId: 'will-fail' },
    ]);
  });

  it('answers an empty list for a payment without refunds', async () => {
    expect(await provider.listRefunds(await paidIntent(1_500))).toEqual([]);
  });
});

describe('providerRefundOfStripe', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['some_new_status', 'pending'],
  ])("maps Stripe's %s to %s", async (stripeStatus, status) => {
    const made = await refund(await paidIntent(1_000), 1_000);
    fake.setRefundStatus(made.id, stripeStatus);
    expect(providerRefundOfStripe(await stripe.refunds.retrieve(made.id)).status).toBe(status);
  });
});
