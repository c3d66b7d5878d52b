// Issue 37, "lines show wherever money shows": Stripe Checkout's line items and the PayPal order's
// items are the sent invoice's billed lines, adding up to the amount the attempt records; our
// real SDK and REST calls against the local fakes, which check the totals as the providers do.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { sendInvoiceWithLines, THREE_LINES, THREE_LINES_TOTAL } from '../../../../tests/support/invoices.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import { capturePaypalOrder, createPaypalOrder, invoicedRequest, invoiceState } from '../../../../tests/support/payments.js';
import { insertServiceRequestRow, nextClientAddress } from '../../../../tests/support/service-requests.js';
import type { DatabaseHandle } from '../../db/client.js';
import { invoiceLines, invoices, serviceRequests } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let accounting: AdminClient;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp({ PAYMENT_MAX_AMOUNT: '5000' }));
  const member = { email: 'books@freight.example', password: 'accounting test password' };
  await createTestAdmin(database.db, member, 'accounting');
  accounting = await signIn(app, member);
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

/** A request with THREE_LINES sent as its invoice; its reference ID. */
async function invoicedWithLines(): Promise<string> {
  const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: 'payer@customer.example' });
  await sendInvoiceWithLines(accounting, id, THREE_LINES);
  return referenceId;
}

/** `amount`: a part of the invoice's balance; the whole balance when absent. */
async function startCardCheckout(referenceId: string, amount?: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/checkout',
    remoteAddress: nextClientAddress(),
    payload: { referenceId, ...(amount ? { amount } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url.split('/').pop() ?? '';
}

async function startPaypalOrder(referenceId: string, amount?: string): Promise<string> {
  const response = await createPaypalOrder(app, { referenceId, ...(amount ? { amount } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

const EXPECTED_ITEMS = [
  { name: 'Linehaul: Detroit, MI to Chicago, IL', detail: '812 miles x $2.15', amount: '1745.80' },
  { name: 'Fuel surcharge: Diesel $3.859, week of 2026-11-30', detail: '812 miles x $0.415', amount: '336.98' },
  { name: 'Detention: Detention at pickup', detail: '2.25 hours x $75.00', amount: '168.75' },
];

describe("an invoice's lines at the providers", () => {
  it('gives Stripe Checkout one line item per billed line, adding up to the amount charged', async () => {
    const referenceId = await invoicedWithLines();
    const sessionId = await startCardCheckout(referenceId);

    expect(fakeStripe.lineItems.get(sessionId)).toEqual(
      EXPECTED_ITEMS.map((item) => ({
        name: item.name,
        description: item.detail,
        unitAmount: Math.round(Number(item.amount) * 100),
        quantity: 1,
        currency: 'usd',
      })),
    );
    expect(fakeStripe.sessions.get(sessionId)?.amount_total).toBe(225153);
    const { ledger } = await invoiceState(database.db, referenceId);
    expect(ledger).toEqual([expect.objectContaining({ provider: 'stripe', amount: THREE_LINES_TOTAL, providerPaymentId: sessionId })]);
  });

  it('gives the PayPal order one item per billed line and an item_total PayPal accepts', async () => {
    const referenceId = await invoicedWithLines();
    const orderId = await startPaypalOrder(referenceId);

    expect(fakePaypal.orders.get(orderId)).toMatchObject({
      amount: THREE_LINES_TOTAL,
      itemTotal: THREE_LINES_TOTAL,
      items: EXPECTED_ITEMS.map((item) => ({
        name: item.name,
        description: item.detail,
        quantity: '1',
        unitAmount: item.amount,
        category: 'PHYSICAL_GOODS',
      })),
    });
    const captured = await capturePaypalOrder(app, orderId, referenceId);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: THREE_LINES_TOTAL });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
  });

  it('tells Stripe and PayPal the same lines and the same total for one invoice', async () => {
    const referenceId = await invoicedWithLines();
    const sessionId = await startCardCheckout(referenceId);
    // The customer changes their mind: PayPal's attempt is another kind, the card session stays open.
    const orderId = await startPaypalOrder(referenceId);

    const stripeLines = (fakeStripe.lineItems.get(sessionId) ?? []).map((item) => ({
      name: item.name,
      detail: item.description,
      cents: item.unitAmount * item.quantity,
    }));
    const order = fakePaypal.orders.get(orderId);
    const paypalLines = (order?.items ?? []).map((item) => ({
      name: item.name,
      detail: item.description,
      cents: Math.round(Number(item.unitAmount) * 100) * Number(item.quantity),
    }));
    expect(stripeLines).toHaveLength(3);
    expect(paypalLines).toEqual(stripeLines);
    expect(fakeStripe.sessions.get(sessionId)?.amount_total).toBe(Math.round(Number(order?.amount) * 100));
  });

  it('says a flat line of one by its name and amount only', async () => {
    const { id, referenceId } = await insertServiceRequestRow(database.db);
    await sendInvoiceWithLines(accounting, id, [
      { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1200' },
      { kind: 'lumper', description: 'Unloading at Chicago', quantity: '2', unit: 'flat', rate: '45.5' },
    ]);
    const sessionId = await startCardCheckout(referenceId);
    expect(fakeStripe.lineItems.get(sessionId)).toEqual([
      expect.objectContaining({ name: 'Linehaul: Detroit, MI to Chicago, IL', description: undefined, unitAmount: 120000 }),
      expect.objectContaining({ name: 'Lumper: Unloading at Chicago', description: '2 x $45.50', unitAmount: 9100 }),
    ]);
  });
});

describe('one item of the whole amount, as before lines', () => {
  it('for a sent invoice without lines', async () => {
    // A sent invoice whose lines are gone, as before lines existed (nothing the product writes today;
    // a request with no sent invoice document has no balance to pay, decision 073).
    const referenceId = await invoicedRequest(app, database.db, '640.00', 'payer@customer.example');
    const [document] = await database.db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
      .where(eq(serviceRequests.referenceId, referenceId));
    await database.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, document?.id ?? 0));
    const sessionId = await startCardCheckout(referenceId);
    const items = fakeStripe.lineItems.get(sessionId);
    expect(items).toHaveLength(1);
    expect(items?.[0]).toMatchObject({ description: undefined, unitAmount: 64000, quantity: 1, currency: 'usd' });
    // The name the one item always had: the company's invoice and the reference.
    expect(items?.[0]?.name).toMatch(new RegExp(`invoice ${referenceId}$`));
    const orderId = await startPaypalOrder(referenceId);
    expect(fakePaypal.orders.get(orderId)).toMatchObject({ amount: '640.00', items: [], itemTotal: undefined });
  });

  it('when the attempt pays part of the invoice (decision 073): the lines do not add up to it', async () => {
    const referenceId = await invoicedWithLines();
    const sessionId = await startCardCheckout(referenceId, '2251.50');
    expect(fakeStripe.lineItems.get(sessionId)).toEqual([expect.objectContaining({ unitAmount: 225150, quantity: 1 })]);
    expect(fakeStripe.lineItems.get(sessionId)?.[0]?.name).toMatch(new RegExp(`invoice ${referenceId} \\(part payment\\)$`));
    const orderId = await startPaypalOrder(referenceId, '2251.50');
    expect(fakePaypal.orders.get(orderId)).toMatchObject({ amount: '2251.50', items: [] });
    const { ledger } = await invoiceState(database.db, referenceId);
    expect(ledger.map((entry) => entry.amount)).toEqual(['2251.50', '2251.50']);
  });
});
