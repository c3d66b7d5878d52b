// A local HTTP server that speaks the part of PayPal's REST API we use (OAuth client
// credentials, Orders v2 create and capture, client tokens), for testing our real PayPal calls.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './fake-stripe.js';

export interface FakePaypalOrder {
  id: string;
  amount: string;
  currency: string;
  customId: string;
  captured: boolean;
}

export interface FakePaypal {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakePaypalOrder>;
  /** Rewrites the next capture's answer (e.g. another amount, or a DECLINED status). */
  nextCapture: ((order: FakePaypalOrder) => Record<string, unknown>) | undefined;
  close(): Promise<void>;
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = 'fake-paypal-client-id';
  const clientSecret = 'fake-paypal-client-secret';
  const orders = new Map<string, FakePaypalOrder>();
  let counter = 0;
  const fake: FakePaypal = {
    baseUrl: '',
    clientId,
    clientSecret,
    orders,
    nextCapture: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected) return reply(401, { error: 'invalid_client' });
        return reply(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (request.headers.authorization !== 'Bearer fake-access-token') return reply(401, { name: 'AUTHENTICATION_FAILURE' });
      if (path === '/v1/identity/generate-token') return reply(200, { client_token: 'fake-client-token', expires_in: 3600 });
      if (request.method === 'POST' && path === '/v2/checkout/orders') {
        const order = JSON.parse(body) as { purchase_units: { custom_id: string; amount: { value: string; currency_code: string } }[] };
        const unit = order.purchase_units[0];
        const id = `FAKEORDER${++counter}`;
        orders.set(id, { id, amount: unit?.amount.value ?? '', currency: unit?.amount.currency_code ?? '', customId: unit?.custom_id ?? '', captured: false });
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
          purchase_units: [
            {
              payments: {
                captures: [{ id: `CAPTURE${counter}${order.id}`, status: 'COMPLETED', amount: { value: order.amount, currency_code: order.currency }, custom_id: order.customId }],
              },
            },
          ],
        };
        return reply(201, rewrite ? { ...answer, ...rewrite(order) } : answer);
      }
      return reply(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
