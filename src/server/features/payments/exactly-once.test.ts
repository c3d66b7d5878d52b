// Every invoice paid exactly once, whatever the customer does: two checkouts, two tabs, a card
// after a reported transfer, a PayPal capture after the card paid. Against the local Stripe and
// PayPal stand-ins, on a real database (PostgreSQL under CI, where the concurrent cases are real
// races; the embedded PGlite runs one transaction at a time, so there they only check the logic).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import { invoicedRequest, invoiceState, postWebhook, stripeClientFor, stripeEvent } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox, payments } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
  stripe = stripeClientFor(fakeStripe);
  await createTestAdmin(database.db);
  admin = await signIn(app);
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

function post(url: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), payload });
}

const checkout = (body: Record<string, unknown>) => post('/api/payments/stripe/checkout', body);
const intent = (body: Record<string, unknown>) => post('/api/create-payment-intent', body);
const paypalOrder = (body: Record<string, unknown>) => post('/paypal/order', body);
const capture = (orderId: string, referenceId: string) => post(`/paypal/order/${orderId}/capture`, { referenceId });
const report = (referenceId: string, paymentMethod: string) => post(`/api/service-requests/${referenceId}/pay`, { paymentMethod });

function sessionIdOf(url: string): string {
  return url.split('/').pop() ?? '';
}

/** Stripe's word that the customer paid this session (signed like the real webhook). */
async function sessionPaid(sessionId: string) {
  const session = fakeStripe.sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  const event = stripeEvent('checkout.session.completed', {
    ...session,
    payment_status: 'paid',
    status: 'complete',
    payment_intent: `pi_for_${sessionId}`,
    customer_details: { email: 'payer@customer.example' },
  });
  const response = await postWebhook(app, stripe, event);
  expect(response.statusCode).toBe(200);
  return response.json<{ outcome: string }>().outcome;
}

async function ledgerOf(referenceId: string) {
  return (await invoiceState(database.db, referenceId)).ledger;
}

async function mailsOfKind(kind: string, referenceId: string) {
  const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  return mails.filter((mail) => mail.subject.includes(referenceId) || mail.textBody.includes(referenceId));
}

describe('one open card attempt per invoice', () => {
  it('expires the earlier checkout at Stripe when a new one starts; only the newest can pay', async () => {
    const referenceId = await invoicedRequest(app, database.db, '300.00');
    const first = await checkout({ referenceId });
    const second = await checkout({ referenceId });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const firstId = sessionIdOf(first.json<{ url: string }>().url);
    const secondId = sessionIdOf(second.json<{ url: string }>().url);

    expect(fakeStripe.sessions.get(firstId)?.status).toBe('expired');
    expect(fakeStripe.sessions.get(secondId)?.status).toBe('open');
    const ledger = await ledgerOf(referenceId);
    expect(ledger.find((row) => row.providerPaymentId === firstId)).toMatchObject({
      status: 'canceled',
      failureReason: 'replaced by a newer attempt for the same invoice',
    });
    expect(ledger.find((row) => row.providerPaymentId === secondId)).toMatchObject({ status: 'created' });

    expect(await sessionPaid(secondId)).toBe('processed');
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
  });

  it('a card form started after a checkout cancels the checkout, and the other way round', async () => {
    const referenceId = await invoicedRequest(app, database.db, '45.00');
    const hosted = await checkout({ referenceId });
    const onPage = await intent({ referenceId });
    expect(onPage.statusCode).toBe(200);
    expect(fakeStripe.sessions.get(sessionIdOf(hosted.json<{ url: string }>().url))?.status).toBe('expired');
    const intentId = onPage.json<{ paymentIntentId: string }>().paymentIntentId;
    await checkout({ referenceId });
    expect(fakeStripe.intents.get(intentId)?.status).toBe('canceled');
    expect((await ledgerOf(referenceId)).filter((row) => row.status === 'created')).toHaveLength(1);
  });

  it('two checkouts started at the same moment leave exactly one open, the other expired and recorded', async () => {
    const referenceId = await invoicedRequest(app, database.db, '512.25');
    const answers = await Promise.all([checkout({ referenceId }), checkout({ referenceId })]);
    const opened = answers.filter((answer) => answer.statusCode === 200).map((answer) => sessionIdOf(answer.json<{ url: string }>().url));
    // A start that lost the race is refused (409) or its session is expired right away.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const open = opened.filter((id) => fakeStripe.sessions.get(id)?.status === 'open');
    expect(open).toHaveLength(1);
    const ledger = await ledgerOf(referenceId);
    expect(ledger.filter((row) => row.status === 'created')).toHaveLength(1);
    expect(ledger.filter((row) => row.status === 'canceled')).toHaveLength(1);
    expect(ledger.find((row) => row.status === 'created')?.providerPaymentId).toBe(open[0]);
  });

  it('refuses a new attempt when the earlier checkout already took the money, and records the money once it is confirmed', async () => {
    const referenceId = await invoicedRequest(app, database.db, '88.00');
    const first = sessionIdOf((await checkout({ referenceId })).json<{ url: string }>().url);
    fakeStripe.completeSession(first); // paid at Stripe; its webhook is still on the way
    const second = await checkout({ referenceId });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject(PAYMENT_MESSAGES.paymentInProgress);
    expect(await sessionPaid(first)).toBe('processed');
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(ledger.filter((row) => row.status === 'canceled')).toHaveLength(1);
  });

  it('when two checkouts both took money anyway, the invoice is paid once and the second is an overpayment due for a refund', async () => {
    const referenceId = await invoicedRequest(app, database.db, '150.00', 'twice@customer.example');
    const first = sessionIdOf((await checkout({ referenceId })).json<{ url: string }>().url);
    const second = sessionIdOf((await checkout({ referenceId })).json<{ url: string }>().url);
    // Stripe completed the first in the instant before it could expire it.
    expect(await sessionPaid(first)).toBe('processed');
    expect(await sessionPaid(second)).toBe('processed');

    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({ paymentStatus: 'paid', refundDue: true, paymentReference: `pi_for_${first}` });
    const succeeded = ledger.filter((row) => row.status === 'succeeded');
    expect(succeeded.map((row) => row.overpayment).sort()).toEqual([false, true]);
    expect(await mailsOfKind('payment-receipt', referenceId)).toHaveLength(1);
    expect(await mailsOfKind('payment-overpayment-notification', referenceId)).toHaveLength(1);
    expect(await mailsOfKind('payment-overpayment-receipt', referenceId)).toHaveLength(1);

    const list = await admin.request({ method: 'GET', url: `/api/admin/payments?status=refund_due&search=${referenceId}` });
    expect(list.json<{ items: { refundDue: string | null; overpayment: boolean }[] }>().items).toEqual([
      expect.objectContaining({ overpayment: true, refundDue: '150.00' }),
    ]);
    const requests = await admin.request({ method: 'GET', url: `/api/admin/service-requests?search=${referenceId}` });
    expect(requests.json<{ items: { refundDue: boolean }[] }>().items[0]?.refundDue).toBe(true);
  });
});

describe('a paid invoice', () => {
  it('refuses every way to pay or report it again, with one clear message', async () => {
    const referenceId = await invoicedRequest(app, database.db, '60.00');
    await sessionPaid(sessionIdOf((await checkout({ referenceId })).json<{ url: string }>().url));
    const message = PAYMENT_MESSAGES.invoiceAlreadyPaid(referenceId);
    for (const answer of [
      await checkout({ referenceId }),
      await intent({ referenceId }),
      await paypalOrder({ referenceId }),
      await report(referenceId, 'zelle'),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject(message);
    }
    // The free-form page with the invoice's reference is the same invoice.
    const freeForm = await post('/api/payments/report', { method: 'zelle', amount: '60.00', referenceId, email: 'x@customer.example' });
    expect(freeForm.statusCode).toBe(409);
    expect((await ledgerOf(referenceId)).filter((row) => row.status !== 'succeeded')).toEqual([]);
  });

  it('closes the invoice’s other open attempts once it is paid: a PayPal order can no longer be captured', async () => {
    const referenceId = await invoicedRequest(app, database.db, '75.00');
    const order = (await paypalOrder({ referenceId })).json<{ id: string }>().id;
    await sessionPaid(sessionIdOf((await checkout({ referenceId })).json<{ url: string }>().url));
    expect((await ledgerOf(referenceId)).find((row) => row.providerPaymentId === order)?.status).toBe('canceled');

    const captured = await capture(order, referenceId);
    expect(captured.statusCode).toBe(409);
    expect(captured.json()).toMatchObject(PAYMENT_MESSAGES.invoiceAlreadyPaid(referenceId));
    // Refused before money moved: PayPal was never asked to capture.
    expect(fakePaypal.orders.get(order)?.captured).toBe(false);
  });
});

describe('one open PayPal order per invoice', () => {
  it('a newer order replaces the older one, which can no longer be captured', async () => {
    const referenceId = await invoicedRequest(app, database.db, '33.00');
    const older = (await paypalOrder({ referenceId })).json<{ id: string }>().id;
    const newer = (await paypalOrder({ referenceId })).json<{ id: string }>().id;
    const refused = await expectNothingWritten(database.db, () => capture(older, referenceId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(PAYMENT_MESSAGES.attemptReplaced);
    expect(fakePaypal.orders.get(older)?.captured).toBe(false);

    const paid = await capture(newer, referenceId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ outcome: { status: string; amount: string } }>().outcome).toMatchObject({ status: 'paid', amount: '33.00' });
    // A double click: the second capture answers the first one's result, and nothing moves twice.
    const again = await capture(newer, referenceId);
    expect(again.statusCode).toBe(200);
    expect((await ledgerOf(referenceId)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });
});

describe('a reported transfer', () => {
  it('asks before another way of paying, refuses a second method, and a confirmation after a card payment only as an overpayment', async () => {
    const referenceId = await invoicedRequest(app, database.db, '410.00', 'zelle-then-card@customer.example');
    expect((await report(referenceId, 'zelle')).statusCode).toBe(200);
    expect((await report(referenceId, 'zelle')).statusCode).toBe(200); // the same report again changes nothing

    const wire = await report(referenceId, 'wire_transfer');
    expect(wire.statusCode).toBe(409);
    expect(wire.json()).toMatchObject(PAYMENT_MESSAGES.transferAlreadyReported('zelle'));

    const view = (
      await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}`, remoteAddress: nextClientAddress() })
    ).json<{ pendingTransfer: unknown }>();
    // The amount reported (the whole balance here) is shown with it (decision 073).
    expect(view.pendingTransfer).toEqual({ method: 'zelle', reportedAt: expect.any(String) as unknown, amount: '410.00' });

    const unasked = await checkout({ referenceId });
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json()).toMatchObject(PAYMENT_MESSAGES.reportedTransferPending('zelle'));
    const asked = await checkout({ referenceId, acknowledgeReportedTransfer: true });
    expect(asked.statusCode).toBe(200);
    await sessionPaid(sessionIdOf(asked.json<{ url: string }>().url));
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');

    const [zelle] = (await ledgerOf(referenceId)).filter((row) => row.method === 'zelle');
    if (!zelle) throw new Error('no Zelle row');
    const confirm = await admin.request({ method: 'POST', url: `/api/admin/payments/${zelle.id}/confirm` });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.confirmOnPaidInvoice(referenceId));
    const listed = await admin.request({ method: 'GET', url: `/api/admin/payments?search=${referenceId}&method=zelle` });
    expect(listed.json<{ items: { invoiceSettled: boolean }[] }>().items[0]?.invoiceSettled).toBe(true);

    const asOverpayment = await admin.request({
      method: 'POST',
      url: `/api/admin/payments/${zelle.id}/confirm`,
      payload: { recordAsOverpayment: true },
    });
    expect(asOverpayment.statusCode).toBe(204);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credit_card', refundDue: true });
    expect(ledger.find((row) => row.id === zelle.id)).toMatchObject({ status: 'succeeded', overpayment: true });
    expect(ledger.filter((row) => row.status === 'succeeded' && !row.overpayment)).toHaveLength(1);
  });
});

describe('the outcome a payment page reads', () => {
  it('says processing until the provider confirms, then paid with the receipt details; 404 for ids we never issued', async () => {
    const referenceId = await invoicedRequest(app, database.db, '99.99', 'outcome@customer.example');
    const sessionId = sessionIdOf((await checkout({ referenceId })).json<{ url: string }>().url);
    const outcome = async () =>
      app.inject({ method: 'GET', url: `/api/payments/${sessionId}/outcome`, remoteAddress: nextClientAddress() });
    expect((await outcome()).json()).toMatchObject({
      status: 'processing',
      amount: '99.99',
      reference: referenceId,
      paymentId: null,
      paidAt: null,
    });
    await sessionPaid(sessionId);
    expect((await outcome()).json()).toMatchObject({
      status: 'paid',
      amount: '99.99',
      reference: referenceId,
      isInvoice: true,
      paymentId: `pi_for_${sessionId}`,
      paidAt: expect.any(String) as unknown,
      receiptEmail: 'o***@customer.example',
      overpayment: false,
      testMode: false,
    });
    const view = await app.inject({ method: 'GET', url: `/api/checkout-session/${sessionId}`, remoteAddress: nextClientAddress() });
    expect(view.json<{ outcome: { status: string } }>().outcome.status).toBe('paid');
    expect(
      (await app.inject({ method: 'GET', url: '/api/payments/cs_test_neverissued00000/outcome', remoteAddress: nextClientAddress() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/checkout-session/cs_test_neverissued00000', remoteAddress: nextClientAddress() }))
        .statusCode,
    ).toBe(404);
  });

  it('sends the receipt of a payment made without an e-mail to the address given afterwards, once', async () => {
    const started = await checkout({ amount: '25.00', referenceId: 'LOAD-4410' });
    const sessionId = sessionIdOf(started.json<{ url: string }>().url);
    const session = fakeStripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    // Paid without Stripe learning an address either.
    await postWebhook(
      app,
      stripe,
      stripeEvent('checkout.session.completed', {
        ...session,
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_for_${sessionId}`,
        customer_details: null,
      }),
    );
    const sent = await post(`/api/payments/${sessionId}/receipt`, { email: 'late@customer.example' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ receiptEmail: string }>().receiptEmail).toBe('l***@customer.example');
    const again = await post(`/api/payments/${sessionId}/receipt`, { email: 'someone-else@evil.example' });
    expect(again.statusCode).toBe(409);
    const [row] = await database.db.select().from(payments).where(eq(payments.providerPaymentId, sessionId));
    expect(row?.payerEmail).toBe('late@customer.example');
    expect(await mailsOfKind('payment-receipt', 'LOAD-4410')).toEqual([expect.objectContaining({ toAddress: 'late@customer.example' })]);
  });
});

describe('a PayPal capture that never finished', () => {
  it('holds the invoice while under way, and may be tried again once abandoned, taking the money once', async () => {
    const referenceId = await invoicedRequest(app, database.db, '41.00');
    const order = (await paypalOrder({ referenceId })).json<{ id: string }>().id;
    // As if a capture had been claimed and the process stopped mid-call.
    await database.db.update(payments).set({ status: 'pending' }).where(eq(payments.providerPaymentId, order));
    await expectNothingWritten(database.db, async () => {
      const underWay = await capture(order, referenceId);
      expect(underWay.statusCode).toBe(409);
      expect(underWay.json()).toMatchObject(PAYMENT_MESSAGES.paymentInProgress);
      expect((await checkout({ referenceId })).statusCode).toBe(409);
    });

    await database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.providerPaymentId, order));
    const retried = await capture(order, referenceId);
    expect(retried.statusCode).toBe(200);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });
});
