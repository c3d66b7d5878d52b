// A local HTTP server that speaks the part of PayPal's REST API we use (OAuth client
// credentials, Orders v2 create and capture, Payments v2 capture refunds, client tokens), for
// testing our real PayPal calls.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { amountToCents, centsToAmount } from '../../src/shared/money-format.js';
import { readBody } from './fake-stripe.js';

export interface FakePaypalItem {
  name: string;
  quantity: string;
  unitAmount: string;
  description: string | undefined;
  category: string | undefined;
}

export interface FakePaypalOrder {
  id: string;
  amount: string;
  currency: string;
  customId: string;
  /** The purchase unit's items, in order; empty for an order without items. */
  items: FakePaypalItem[];
  /** amount.breakdown.item_total.value, when the order had a breakdown. */
  itemTotal: string | undefined;
  captured: boolean;
}

export interface FakePaypalCapture {
  id: string;
  orderId: string;
  status: string;
  amount: string;
  currency: string;
}

export interface FakePaypalRefund {
  id: string;
  captureId: string;
  status: string;
  amount: string;
  currency: string;
  noteToPayer: string | undefined;
  /** The paypal-request-id it was made with. */
  requestId: string | undefined;
}

interface Reply {
  status: number;
  body: unknown;
}

export interface FakePaypal {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakePaypalOrder>;
  /** By capture id, as the captures were answered (after `nextCapture`'s rewrite). */
  captures: Map<string, FakePaypalCapture>;
  refunds: Map<string, FakePaypalRefund>;
  /** The payer's e-mail in capture answers (payer.email_address); null leaves `payer` out. */
  payerEmail: string | null;
  /** Rewrites the next capture's answer (e.g. another amount, or a DECLINED status). */
  nextCapture: ((order: FakePaypalOrder) => Record<string, unknown>) | undefined;
  /** Rewrites the next refund's answer (e.g. a PENDING status, or PayPal's minimal answer). */
  nextRefund: ((refund: FakePaypalRefund) => Record<string, unknown>) | undefined;
  /** true: every call is answered 503, as PayPal in an outage. */
  outage: boolean;
  /** How many client tokens were asked for. */
  clientTokensIssued: number;
  close(): Promise<void>;
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = 'fake-paypal-client-id';
  const clientSecret = 'fake-paypal-client-secret';
  const orders = new Map<string, FakePaypalOrder>();
  /** Refund answers by paypal-request-id: a repeated request is answered, not done again. */
  const refundReplies = new Map<string, Reply>();
  let counter = 0;
  const fake: FakePaypal = {
    baseUrl: '',
    clientId,
    clientSecret,
    orders,
    captures: new Map(),
    refunds: new Map(),
    payerEmail: 'payer@paypal.example',
    nextCapture: undefined,
    nextRefund: undefined,
    outage: false,
    clientTokensIssued: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (fake.outage) return reply(503, { name: 'SERVICE_UNAVAILABLE' });
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected) return reply(401, { error: 'invalid_client' });
        return reply(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (request.headers.authorization !== 'Bearer fake-access-token') return reply(401, { name: 'AUTHENTICATION_FAILURE' });
      if (path === '/v1/identity/generate-token') {
        fake.clientTokensIssued += 1;
        return reply(200, { client_token: 'fake-client-token', expires_in: 3600 });
      }
      if (request.method === 'POST' && path === '/v2/checkout/orders') {
        const unit = (JSON.parse(body) as PaypalOrderRequest).purchase_units[0];
        if (!unit)
          return reply(400, { name: 'INVALID_REQUEST', details: [{ field: '/purchase_units', issue: 'MISSING_REQUIRED_PARAMETER' }] });
        const refused = refusalOfUnit(unit);
        if (refused) return reply(refused.status, refused.body);
        const id = `FAKEORDER${++counter}`;
        orders.set(id, {
          id,
          amount: unit.amount.value,
          currency: unit.amount.currency_code,
          customId: unit.custom_id ?? '',
          items: (unit.items ?? []).map((item) => ({
            name: item.name,
            quantity: item.quantity,
            unitAmount: item.unit_amount.value,
            description: item.description,
            category: item.category,
          })),
          itemTotal: unit.amount.breakdown?.item_total?.value,
          captured: false,
        });
        return reply(201, { id, status: 'CREATED' });
      }
      const capture = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(path);
      if (request.method === 'POST' && capture) {
        const order = orders.get(capture[1] ?? '');
        if (!order) return reply(404, { name: 'RESOURCE_NOT_FOUND' });
        if (order.captured) return reply(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        const rewrite = fake.nextCapture;
        fake.nextCapture = undefined;
        order.captured = true;
        const answer = {
          id: order.id,
          status: 'COMPLETED',
          ...(fake.payerEmail === null ? {} : { payer: { email_address: fake.payerEmail } }),
          purchase_units: [
            {
              payments: {
                captures: [
                  {
                    id: `CAPTURE${counter}${order.id}`,
                    status: 'COMPLETED',
                    amount: { value: order.amount, currency_code: order.currency },
                    custom_id: order.customId,
                  },
                ],
              },
            },
          ],
        };
        const answered = rewrite ? { ...answer, ...rewrite(order) } : answer;
        for (const captured of capturesIn(answered, order.id)) fake.captures.set(captured.id, captured);
        return reply(201, answered);
      }
      const refund = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refund) {
        const requestId = request.headers['paypal-request-id'] as string | undefined;
        const earlier = requestId ? refundReplies.get(requestId) : undefined;
        const answered = earlier ?? refundCapture(refund[1] ?? '', JSON.parse(body || '{}') as PaypalRefundRequest, requestId);
        if (requestId) refundReplies.set(requestId, answered);
        return reply(answered.status, answered.body);
      }
      return reply(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });

  function refundCapture(captureId: string, asked: PaypalRefundRequest, requestId: string | undefined): Reply {
    const capture = fake.captures.get(captureId);
    if (!capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    if (capture.status !== 'COMPLETED') return unprocessable('REFUND_NOT_ALLOWED');
    const remaining = amountToCents(capture.amount) - refundedCents(fake, captureId);
    if (remaining <= 0) return unprocessable('CAPTURE_FULLY_REFUNDED');
    // Without an amount PayPal refunds what remains.
    const cents = asked.amount ? amountToCents(asked.amount.value) : remaining;
    if (cents > remaining) return unprocessable('REFUND_AMOUNT_EXCEEDED');
    const made: FakePaypalRefund = {
      id: `FAKEREFUND${++counter}`,
      captureId,
      status: 'COMPLETED',
      amount: centsToAmount(cents),
      currency: capture.currency,
      noteToPayer: asked.note_to_payer,
      requestId,
    };
    fake.refunds.set(made.id, made);
    const rewrite = fake.nextRefund;
    fake.nextRefund = undefined;
    const answer: Record<string, unknown> = {
      id: made.id,
      status: made.status,
      amount: { value: made.amount, currency_code: made.currency },
    };
    const answered = rewrite ? { ...answer, ...rewrite(made) } : answer;
    // The refund is what the answer says it is (a rewritten FAILED one gives its amount back).
    if (typeof answered.status === 'string') made.status = answered.status;
    return { status: 201, body: answered };
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

interface PaypalMoney {
  currency_code: string;
  value: string;
}

interface PaypalOrderRequest {
  purchase_units: {
    custom_id?: string;
    amount: PaypalMoney & { breakdown?: Partial<Record<BreakdownPart, PaypalMoney>> };
    items?: { name: string; quantity: string; unit_amount: PaypalMoney; description?: string; category?: string }[];
  }[];
}

type BreakdownPart = 'item_total' | 'tax_total' | 'shipping' | 'handling' | 'insurance' | 'shipping_discount' | 'discount';

const ITEM_CATEGORIES = new Set(['DIGITAL_GOODS', 'PHYSICAL_GOODS', 'DONATION']);
const WHOLE_QUANTITY = /^[1-9][0-9]{0,9}$/;
const ITEM_TEXT_MAX_LENGTH = 127;

/**
 * Why PayPal would refuse a purchase unit's amount or items, as Orders v2 documents it: an item has
 * a name of 1 to 127 characters, a whole quantity and a known category; items with unit amounts
 * need breakdown.item_total, which must equal the sum of unit_amount x quantity
 * (ITEM_TOTAL_MISMATCH); with a breakdown, the amount must equal item_total + tax_total + shipping
 * + handling + insurance - shipping_discount - discount (AMOUNT_MISMATCH).
 */
function refusalOfUnit(unit: PaypalOrderRequest['purchase_units'][number]): Reply | undefined {
  const items = unit.items ?? [];
  for (const [index, item] of items.entries()) {
    const field = `/purchase_units/@reference_id=='default'/items/${index}`;
    if (!item.name || item.name.length > ITEM_TEXT_MAX_LENGTH) return invalidRequest(`${field}/name`, 'INVALID_STRING_LENGTH');
    if ((item.description?.length ?? 0) > ITEM_TEXT_MAX_LENGTH) return invalidRequest(`${field}/description`, 'INVALID_STRING_LENGTH');
    if (!WHOLE_QUANTITY.test(item.quantity)) return invalidRequest(`${field}/quantity`, 'INVALID_PARAMETER_SYNTAX');
    if (item.category !== undefined && !ITEM_CATEGORIES.has(item.category))
      return invalidRequest(`${field}/category`, 'INVALID_PARAMETER_VALUE');
  }
  const breakdown = unit.amount.breakdown;
  if (items.length > 0 && !breakdown?.item_total) return unprocessable('ITEM_TOTAL_REQUIRED');
  if (!breakdown) return undefined;
  const itemsCents = items.reduce((sum, item) => sum + amountToCents(item.unit_amount.value) * Number(item.quantity), 0);
  if (breakdown.item_total && amountToCents(breakdown.item_total.value) !== itemsCents) return unprocessable('ITEM_TOTAL_MISMATCH');
  const part = (name: BreakdownPart) => (breakdown[name] ? amountToCents(breakdown[name].value) : 0);
  const expected =
    part('item_total') +
    part('tax_total') +
    part('shipping') +
    part('handling') +
    part('insurance') -
    part('shipping_discount') -
    part('discount');
  if (amountToCents(unit.amount.value) !== expected) return unprocessable('AMOUNT_MISMATCH');
  return undefined;
}

function invalidRequest(field: string, issue: string): Reply {
  return { status: 400, body: { name: 'INVALID_REQUEST', details: [{ field, issue }] } };
}

interface PaypalRefundRequest {
  amount?: { value: string; currency_code: string };
  note_to_payer?: string;
}

/** The captures a capture answer reports, for refunds to find them by id. */
function capturesIn(answer: Record<string, unknown>, orderId: string): FakePaypalCapture[] {
  const units = (answer.purchase_units ?? []) as {
    payments?: { captures?: { id: string; status: string; amount?: { value: string; currency_code: string } }[] };
  }[];
  return units
    .flatMap((unit) => unit.payments?.captures ?? [])
    .map((capture) => ({
      id: capture.id,
      orderId,
      status: capture.status,
      amount: capture.amount?.value ?? '0.00',
      currency: capture.amount?.currency_code ?? 'USD',
    }));
}

/** Refunded so far on a capture; a failed or cancelled refund gave its amount back. */
function refundedCents(fake: FakePaypal, captureId: string): number {
  return [...fake.refunds.values()]
    .filter((refund) => refund.captureId === captureId && refund.status !== 'FAILED' && refund.status !== 'CANCELLED')
    .reduce((sum, refund) => sum + amountToCents(refund.amount), 0);
}

function unprocessable(issue: string): Reply {
  return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } };
}
