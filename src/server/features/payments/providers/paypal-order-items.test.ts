// The PayPal order's items: our client sends item_total as the items' sum, and the fake refuses,
// as PayPal's Orders v2 does, an order whose items or amount do not add up, so an error in our
// items would show here rather than at PayPal.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../../../../tests/support/fake-paypal.js';
import { PaypalApiError, paypalProvider } from './paypal-client.js';
import type { WalletProvider } from './wallet-provider.js';

let fake: FakePaypal;
let provider: WalletProvider;

beforeAll(async () => {
  fake = await startFakePaypal();
  provider = paypalProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.baseUrl });
});
afterAll(async () => {
  await fake?.close();
});

const ITEMS = [
  { name: 'Linehaul: Detroit, MI to Chicago, IL', detail: '812 miles x $2.15', amountCents: 174580 },
  { name: 'Detention: Detention at pickup', detail: undefined, amountCents: 16875 },
];

function order(amount: string, items = ITEMS) {
  return provider.createOrder({ amount, description: 'Invoice SR-1', items, ledgerId: randomUUID(), reference: 'SR-1' });
}

/** A raw Orders v2 create, for what our client never sends. */
async function rawOrder(
  unit: Record<string, unknown>,
): Promise<{ status: number; body: { name?: string; details?: { issue: string }[] } }> {
  const token = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await fetch(`${fake.baseUrl}/v2/checkout/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [unit] }),
  });
  return { status: response.status, body: (await response.json()) as { name?: string; details?: { issue: string }[] } };
}

const usd = (value: string) => ({ currency_code: 'USD', value });
const item = (name: string, value: string, quantity = '1') => ({ name, quantity, unit_amount: usd(value) });

describe('a PayPal order with items', () => {
  it('is made with item_total equal to the items and the amount', async () => {
    const { id } = await order('1914.55');
    expect(fake.orders.get(id)).toMatchObject({
      amount: '1914.55',
      itemTotal: '1914.55',
      items: [
        { name: ITEMS[0]!.name, quantity: '1', unitAmount: '1745.80', description: '812 miles x $2.15', category: 'PHYSICAL_GOODS' },
        { name: ITEMS[1]!.name, quantity: '1', unitAmount: '168.75', description: undefined, category: 'PHYSICAL_GOODS' },
      ],
    });
  });

  it("is refused when the amount is not the items' total (AMOUNT_MISMATCH)", async () => {
    const error = await order('1914.56').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PaypalApiError);
    expect((error as PaypalApiError).status).toBe(422);
    expect(JSON.parse((error as PaypalApiError).body)).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'AMOUNT_MISMATCH' }],
    });
  });

  it('is refused, as PayPal refuses it, when item_total is not the sum of unit_amount x quantity', async () => {
    const mismatch = await rawOrder({
      amount: { ...usd('30.00'), breakdown: { item_total: usd('30.00') } },
      items: [item('Liftgate', '10.00', '2'), item('Extra stop', '9.99')],
    });
    expect(mismatch).toEqual({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ITEM_TOTAL_MISMATCH' }] } });

    const missing = await rawOrder({ amount: usd('10.00'), items: [item('Liftgate', '10.00')] });
    expect(missing.status).toBe(422);
    expect(missing.body.details?.[0]?.issue).toBe('ITEM_TOTAL_REQUIRED');

    const adds = await rawOrder({
      amount: { ...usd('29.99'), breakdown: { item_total: usd('29.99') } },
      items: [item('Liftgate', '10.00', '2'), item('Extra stop', '9.99')],
    });
    expect(adds.status).toBe(201);
  });

  it('is refused for an item PayPal cannot show: a fractional quantity, an empty or long name', async () => {
    const unit = (items: unknown[]) => ({ amount: { ...usd('10.00'), breakdown: { item_total: usd('10.00') } }, items });
    expect((await rawOrder(unit([item('Detention', '4.00', '2.5')]))).status).toBe(400);
    expect((await rawOrder(unit([item('', '10.00')]))).status).toBe(400);
    expect((await rawOrder(unit([item('x'.repeat(128), '10.00')]))).status).toBe(400);
  });

  it('is made without items as before lines, with the amount alone', async () => {
    const { id } = await provider.createOrder({ amount: '42.00', description: 'Payment', ledgerId: randomUUID(), reference: 'payment' });
    expect(fake.orders.get(id)).toMatchObject({ amount: '42.00', items: [], itemTotal: undefined });
  });
});
