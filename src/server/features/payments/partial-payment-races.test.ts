// The invariants of partial payments (issue 38, decision 073) under real concurrency: payments of
// one invoice confirmed at the same moment never apply more than it owes, card and transfer parts
// confirmed together add up, a webhook delivered many times at once counts once, and a refund, a
// payment and a credit note at once leave books that add up. The races are real only on PostgreSQL
// (the embedded PGlite runs one transaction at a time), so this file runs there only.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { booksEquation, invoiceBooks } from '../../../../tests/support/invoice-books.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import { invoicedRequest, invoiceState, postWebhook, stripeClientFor, stripeEvent } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { testDatabaseUrl } from '../../../../tests/support/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';

const onPostgres = Boolean(testDatabaseUrl());

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;
let admin: AdminClient;

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), payload });

async function checkout(referenceId: string, amount: string): Promise<string> {
  const response = await post('/api/payments/stripe/checkout', { referenceId, amount });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url.split('/').pop() ?? '';
}

/** Stripe's signed event that the customer paid the session (taken at Stripe first). */
function paidEvent(sessionId: string): Record<string, unknown> {
  return stripeEvent('checkout.session.completed', { ...fakeStripe.completeSession(sessionId) });
}

const outcomeOf = (response: LightMyRequestResponse) => response.json<{ outcome?: string }>().outcome;

async function reportZelle(referenceId: string, amount: string): Promise<string> {
  const response = await post(`/api/service-requests/${referenceId}/pay`, { paymentMethod: 'zelle', amount });
  expect(response.statusCode, response.body).toBe(200);
  const { ledger } = await invoiceState(database.db, referenceId);
  return ledger.find((row) => row.status === 'pending_verification')?.id ?? '';
}

async function expectBooksAddUp(referenceId: string) {
  const books = await invoiceBooks(database.db, referenceId);
  const { left, right } = booksEquation(books);
  expect(left, `the books of ${referenceId} add up`).toBe(right);
  if (books.excessCents > 0) expect(books.refundDue).toBe(true);
  return books;
}

async function appliedOf(referenceId: string): Promise<string[]> {
  const { ledger } = await invoiceState(database.db, referenceId);
  return ledger
    .filter((row) => row.status === 'succeeded')
    .map((row) => row.appliedAmount ?? 'none')
    .sort((a, b) => Number(a) - Number(b));
}

describe.skipIf(!onPostgres)('partial payments at the same moment, on PostgreSQL (PGlite runs one transaction at a time)', () => {
  beforeAll(async () => {
    ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
    stripe = stripeClientFor(fakeStripe);
    await createTestAdmin(database.db);
    admin = await signIn(app);
  });
  afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

  it('ten card parts confirmed at once never apply more than the total: the balance is taken once, the rest is overpaid', async () => {
    const referenceId = await invoicedRequest(app, database.db, '1000.00');
    // Each start closes the one before in our ledger; Stripe took every one of them anyway.
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++) sessions.push(await checkout(referenceId, '150.00'));
    const answers = await Promise.all(sessions.map((sessionId) => postWebhook(app, stripe, paidEvent(sessionId))));
    expect(answers.map(outcomeOf)).toEqual(Array<string>(10).fill('processed'));

    expect(await appliedOf(referenceId)).toEqual(['0.00', '0.00', '0.00', '100.00', ...Array<string>(6).fill('150.00')]);
    const books = await expectBooksAddUp(referenceId);
    expect(books).toMatchObject({ appliedCents: 100_000, balanceCents: 0, paymentStatus: 'paid', refundDue: true });
    const { ledger } = await invoiceState(database.db, referenceId);
    expect(ledger.filter((row) => row.overpayment)).toHaveLength(4);
  });

  it('a card part and a transfer confirmed at the same moment add up (five invoices, either one first)', async () => {
    for (let round = 0; round < 5; round++) {
      const referenceId = await invoicedRequest(app, database.db, '1000.00');
      const sessionId = await checkout(referenceId, '400.00');
      const zelle = await reportZelle(referenceId, '600.00');
      const [card, transfer] = await Promise.all([
        postWebhook(app, stripe, paidEvent(sessionId)),
        admin.request({ method: 'POST', url: `/api/admin/payments/${zelle}/confirm`, payload: {} }),
      ]);
      expect([outcomeOf(card), transfer.statusCode]).toEqual(['processed', 204]);
      expect(await appliedOf(referenceId)).toEqual(['400.00', '600.00']);
      expect(await expectBooksAddUp(referenceId)).toMatchObject({ balanceCents: 0, paymentStatus: 'paid', refundDue: false });
    }
  });

  it('a webhook delivered six times at once is acted on once', async () => {
    const referenceId = await invoicedRequest(app, database.db, '500.00');
    const event = paidEvent(await checkout(referenceId, '120.00'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => postWebhook(app, stripe, event)));
    expect(answers.map(outcomeOf).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
    expect(await appliedOf(referenceId)).toEqual(['120.00']);
    expect(await expectBooksAddUp(referenceId)).toMatchObject({ balanceCents: 38_000, paymentStatus: 'partially_paid' });
  });

  it('a refund, a payment and a credit note at the same moment leave books that add up', async () => {
    for (let round = 0; round < 3; round++) {
      const referenceId = await invoicedRequest(app, database.db, '1000.00');
      const first = paidEvent(await checkout(referenceId, '600.00'));
      expect(outcomeOf(await postWebhook(app, stripe, first))).toBe('processed');
      const { request, ledger } = await invoiceState(database.db, referenceId);
      const paid = ledger.find((row) => row.status === 'succeeded');
      const second = await checkout(referenceId, '400.00');

      const [refund, payment, credit] = await Promise.all([
        admin.request({
          method: 'POST',
          url: `/api/admin/payments/${paid?.id ?? ''}/refunds`,
          payload: { amount: '100.00', reason: 'Late delivery' },
        }),
        postWebhook(app, stripe, paidEvent(second)),
        admin.request({
          method: 'POST',
          url: `/api/admin/service-requests/${request.id}/invoice/credit-notes`,
          payload: { amount: '50.00', reason: 'Damaged pallet' },
        }),
      ]);
      expect(refund.statusCode, refund.body).toBe(201);
      expect(outcomeOf(payment)).toBe('processed');
      // Before the payment the credit note goes through; after it, the invoice is paid and refused (409): never a 500.
      expect([200, 409], credit.body).toContain(credit.statusCode);
      const books = await expectBooksAddUp(referenceId);
      expect(books.appliedCents).toBeLessThanOrEqual(books.totalCents);
    }
  });
});
