// A local HTTP server that speaks the part of Stripe's API we use (Checkout Sessions,
// PaymentIntents and Refunds), so our real `stripe` SDK calls can be tested without the internet.
// It keeps what it was asked, parsed from Stripe's form encoding, for the tests to check, and
// honours idempotency keys the way Stripe does.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Form fields as Stripe's SDK encodes them, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** A Checkout Session's line item as it was asked for (Stripe lists them at /line_items). */
export interface FakeStripeLineItem {
  name: string;
  description: string | undefined;
  unitAmount: number;
  quantity: number;
  currency: string;
}

export interface FakeStripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
}

export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  reason: string | null;
  failure_reason?: string;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: FakeStripeRequest[];
  sessions: Map<string, Record<string, unknown>>;
  /** Each session's line items, in order, by session id. */
  lineItems: Map<string, FakeStripeLineItem[]>;
  intents: Map<string, FakeStripeIntent>;
  refunds: Map<string, FakeStripeRefund>;
  /** Makes the next `times` POST calls answer with this HTTP status (the SDK retries 500s twice). */
  failNext(status: number, times?: number): void;
  /** What Stripe does when the customer pays a session: complete it, with a succeeded intent. */
  completeSession(id: string): Record<string, unknown>;
  /** The customer paid the card form's intent. */
  succeedIntent(id: string): FakeStripeIntent;
  /** The next refund made starts in this status instead of 'succeeded' (e.g. 'pending'). */
  nextRefundStatus(status: string): void;
  /** A refund moves on at Stripe (a pending one settles or fails). */
  setRefundStatus(id: string, status: string, failureReason?: string): FakeStripeRefund;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body: unknown;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** `id` is the pattern's first group, when it has one. */
  handle(id: string, form: Record<string, string>, query: URLSearchParams): Reply;
}

/** What the first request with an idempotency key was, and what it was answered. */
interface IdempotentResult {
  fingerprint: string;
  reply: Reply;
}

/** Refunds in these states gave the money back to the balance: it can be refunded again. */
const RETURNED_REFUND_STATUSES = new Set(['failed', 'canceled']);

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const state = new FakeStripeState();
  const routes = stripeRoutes(state);
  const idempotentResults = new Map<string, IdempotentResult>();
  let failure: { status: number; times: number } | undefined;
  let requestCounter = 0;

  function answer(request: IncomingMessage, body: string): Reply & { replayed: boolean } {
    const [path = '', search = ''] = (request.url ?? '').split('?');
    const method = request.method ?? '';
    const form = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path, form, idempotencyKey });
    if (failure && method === 'POST') {
      const { status } = failure;
      failure = failure.times > 1 ? { status, times: failure.times - 1 } : undefined;
      // Down before reaching Stripe's API: nothing is kept for the idempotency key.
      return { status, body: { error: { type: 'api_error', message: 'Fake Stripe is down' } }, replayed: false };
    }
    const fingerprint = `${method} ${path} ${body}`;
    const earlier = method === 'POST' && idempotencyKey ? idempotentResults.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) return { ...idempotencyMismatch(), replayed: false };
      return { ...earlier.reply, replayed: true };
    }
    const reply = route(routes, method, path, form, new URLSearchParams(search));
    if (method === 'POST' && idempotencyKey) idempotentResults.set(idempotencyKey, { fingerprint, reply });
    return { ...reply, replayed: false };
  }

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const { status, body: json, replayed } = answer(request, body);
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${++requestCounter}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(json));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    sessions: state.sessions,
    lineItems: state.lineItems,
    intents: state.intents,
    refunds: state.refunds,
    failNext: (status, times = 3) => {
      failure = { status, times };
    },
    completeSession: (id) => state.completeSession(id),
    succeedIntent: (id) => state.succeedIntent(id),
    nextRefundStatus: (status) => {
      state.nextRefundStatus = status;
    },
    setRefundStatus: (id, status, failureReason) => state.setRefundStatus(id, status, failureReason),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Everything the fake Stripe account holds. */
class FakeStripeState {
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly lineItems = new Map<string, FakeStripeLineItem[]>();
  readonly intents = new Map<string, FakeStripeIntent>();
  readonly refunds = new Map<string, FakeStripeRefund>();
  /** Intents a Checkout Session made: Stripe cancels those only by expiring the session. */
  readonly checkoutIntents = new Set<string>();
  nextRefundStatus: string | undefined;
  private counter = 0;

  nextNumber(): number {
    return ++this.counter;
  }

  createIntent(amount: number, currency: string, metadata: Record<string, string>, status = 'requires_payment_method'): FakeStripeIntent {
    const id = `pi_fake${this.nextNumber()}`;
    const intent: FakeStripeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      client_secret: `${id}_secret_fake`,
      status,
      metadata,
    };
    this.intents.set(id, intent);
    return intent;
  }

  completeSession(id: string): Record<string, unknown> {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    const metadata = session.metadata as Record<string, string>;
    const intent = this.createIntent(Number(session.amount_total), String(session.currency), metadata, 'succeeded');
    this.checkoutIntents.add(intent.id);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    return session;
  }

  succeedIntent(id: string): FakeStripeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no payment intent ${id}`);
    intent.status = 'succeeded';
    return intent;
  }

  /** What is left to refund on an intent: pending refunds hold their amount, as at Stripe. */
  unrefundedCents(intent: FakeStripeIntent): number {
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && !RETURNED_REFUND_STATUSES.has(refund.status))
      .reduce((sum, refund) => sum + refund.amount, 0);
    return intent.amount - refunded;
  }

  createRefund(intent: FakeStripeIntent, amount: number, form: Record<string, string>): FakeStripeRefund {
    const status = this.nextRefundStatus ?? 'succeeded';
    this.nextRefundStatus = undefined;
    const refund: FakeStripeRefund = {
      id: `re_fake${this.nextNumber()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status,
      reason: form.reason ?? null,
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
      ...(status === 'failed' ? { failure_reason: 'unknown' } : {}),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  setRefundStatus(id: string, status: string, failureReason?: string): FakeStripeRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`fake Stripe has no refund ${id}`);
    refund.status = status;
    if (status === 'failed') refund.failure_reason = failureReason ?? 'unknown';
    else delete refund.failure_reason;
    return refund;
  }
}

function stripeRoutes(state: FakeStripeState): Route[] {
  return [
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (_id, form) => createSession(state, form) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/(\w+)$/, handle: (id) => found(state.sessions.get(id), 'checkout.session', id) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/(\w+)\/expire$/, handle: (id) => expireSession(state, id) },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (_id, form) => ok(state.createIntent(Number(form.amount), form.currency ?? 'usd', metadataOf(form))),
    },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/(\w+)$/, handle: (id) => found(state.intents.get(id), 'payment_intent', id) },
    { method: 'POST', pattern: /^\/v1\/payment_intents\/(\w+)\/cancel$/, handle: (id) => cancelIntent(state, id) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (_id, form) => createRefund(state, form) },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      handle: (_id, _form, query) => ok(refundList(refundsOf(state, query.get('payment_intent')))),
    },
    { method: 'GET', pattern: /^\/v1\/refunds\/(\w+)$/, handle: (id) => found(state.refunds.get(id), 'refund', id) },
  ];
}

function route(routes: Route[], method: string, path: string, form: Record<string, string>, query: URLSearchParams): Reply {
  for (const candidate of routes) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (match) return candidate.handle(match[1] ?? '', form, query);
  }
  return invalidRequest(404, `Unrecognized request URL (${method}: ${path})`);
}

function createSession(state: FakeStripeState, form: Record<string, string>): Reply {
  const items = lineItemsOf(form);
  if (typeof items === 'string') return invalidRequest(400, items, 'line_items');
  const id = `cs_test_fake${state.nextNumber()}${'x'.repeat(8)}`;
  const session = {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    // Stripe's total is what its line items add up to.
    amount_total: items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
    currency: items[0]?.currency,
    payment_status: 'unpaid',
    status: 'open',
    client_reference_id: form.client_reference_id ?? null,
    customer_details: { email: form.customer_email ?? null },
    payment_intent: null,
    metadata: metadataOf(form),
  };
  state.sessions.set(id, session);
  state.lineItems.set(id, items);
  return ok(session);
}

/** `line_items[N][...]` form fields as items, checked as Stripe checks them; a string says what is wrong. */
function lineItemsOf(form: Record<string, string>): FakeStripeLineItem[] | string {
  const items: FakeStripeLineItem[] = [];
  for (let index = 0; `line_items[${index}][quantity]` in form; index++) {
    const field = (name: string) => form[`line_items[${index}]${name}`];
    const quantity = Number(field('[quantity]'));
    const unitAmount = Number(field('[price_data][unit_amount]'));
    const name = field('[price_data][product_data][name]');
    if (!Number.isInteger(quantity) || quantity < 1) return `Invalid quantity in line_items[${index}]`;
    if (!Number.isInteger(unitAmount) || unitAmount < 0) return `Invalid unit_amount in line_items[${index}]`;
    if (!name) return `Missing required param: line_items[${index}][price_data][product_data][name].`;
    items.push({
      name,
      description: field('[price_data][product_data][description]'),
      unitAmount,
      quantity,
      currency: field('[price_data][currency]') ?? '',
    });
  }
  if (items.length === 0) return 'Missing required param: line_items.';
  if (new Set(items.map((item) => item.currency)).size > 1) return 'All line items must use the same currency.';
  return items;
}

// Like Stripe, only an open session can be expired: an expired one is refused too.
function expireSession(state: FakeStripeState, id: string): Reply {
  const session = state.sessions.get(id);
  if (!session) return missing('checkout.session', id);
  if (session.status !== 'open') {
    return invalidRequest(
      400,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
    );
  }
  session.status = 'expired';
  return ok(session);
}

/** Intents in these states cannot be canceled (Stripe answers payment_intent_unexpected_state). */
const UNCANCELABLE_INTENT_STATUSES = new Set(['succeeded', 'processing', 'canceled']);

function cancelIntent(state: FakeStripeState, id: string): Reply {
  const intent = state.intents.get(id);
  if (!intent) return missing('payment_intent', id);
  if (state.checkoutIntents.has(id))
    return invalidRequest(400, 'You cannot cancel the PaymentIntent for a Checkout Session. Expire the Checkout Session instead.');
  if (UNCANCELABLE_INTENT_STATUSES.has(intent.status)) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          payment_intent: intent,
        },
      },
    };
  }
  intent.status = 'canceled';
  return ok(intent);
}

function createRefund(state: FakeStripeState, form: Record<string, string>): Reply {
  const intentId = form.payment_intent;
  if (!intentId) return invalidRequest(400, 'One of the following params should be provided for this request: payment_intent or charge.');
  const intent = state.intents.get(intentId);
  if (!intent)
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_intent',
          message: `No such payment_intent: '${intentId}'`,
        },
      },
    };
  if (intent.status !== 'succeeded')
    return invalidRequest(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
  const remaining = state.unrefundedCents(intent);
  const amount = form.amount === undefined ? remaining : Number(form.amount);
  if (!Number.isInteger(amount) || amount < 1) return invalidRequest(400, 'Invalid positive integer', 'amount');
  if (amount > remaining) {
    return invalidRequest(
      400,
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      'amount',
    );
  }
  return ok(state.createRefund(intent, amount, form));
}

/** Newest first, as Stripe lists. */
function refundsOf(state: FakeStripeState, paymentIntent: string | null): FakeStripeRefund[] {
  return [...state.refunds.values()].filter((refund) => paymentIntent === null || refund.payment_intent === paymentIntent).reverse();
}

/** `metadata[ledgerId]=…` form fields as an object. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [field, value] of Object.entries(form)) {
    const key = /^metadata\[(.+)\]$/.exec(field)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

function refundList(data: FakeStripeRefund[]): Record<string, unknown> {
  return { object: 'list', url: '/v1/refunds', data, has_more: false };
}

function ok(body: unknown): Reply {
  return { status: 200, body };
}

function found(object: unknown, type: string, id: string): Reply {
  return object ? ok(object) : missing(type, id);
}

function missing(type: string, id: string): Reply {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such ${type}: '${id}'` } },
  };
}

function invalidRequest(status: number, message: string, param?: string): Reply {
  return { status, body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } } };
}

function idempotencyMismatch(): Reply {
  return {
    status: 400,
    body: {
      error: {
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      },
    },
  };
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
