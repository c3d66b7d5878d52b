// A local HTTP server that speaks the part of Stripe's API we use (Checkout Sessions and
// PaymentIntents), so our real `stripe` SDK calls can be tested without the internet. It keeps
// what it was asked, parsed from Stripe's form encoding, for the tests to check.
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

export interface FakeStripe {
  host: string;
  port: number;
  requests: FakeStripeRequest[];
  sessions: Map<string, Record<string, unknown>>;
  /** Makes the next `times` create calls answer with this HTTP status (the SDK retries 500s twice). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  let failure: { status: number; times: number } | undefined;

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? '', path, form, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        response.end(JSON.stringify(json));
      };
      if (failure && request.method === 'POST') {
        const { status } = failure;
        failure = failure.times > 1 ? { status, times: failure.times - 1 } : undefined;
        return reply(status, { error: { type: 'api_error', message: 'Fake Stripe is down' } });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake${++counter}${'x'.repeat(8)}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: form.client_reference_id ?? null,
          customer_details: { email: form.customer_email ?? null },
          payment_intent: null,
          metadata: { ledgerId: form['metadata[ledgerId]'], reference: form['metadata[reference]'] },
        };
        sessions.set(id, session);
        return reply(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
      if (request.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1] ?? '');
        return session ? reply(200, session) : reply(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_fake${++counter}`;
        return reply(200, {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          client_secret: `${id}_secret_fake`,
          status: 'requires_payment_method',
          metadata: { ledgerId: form['metadata[ledgerId]'], reference: form['metadata[reference]'] },
        });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    failNext: (status, times = 3) => {
      failure = { status, times };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
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
