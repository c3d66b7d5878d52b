// Attack battery: what a script (not our form) can put in a public request's fields. Fields a
// customer may not set are dropped, wrong types and over-long text are a 400 (or 413), prototype
// keys do nothing, and SQL or HTML is stored as plain text and shown escaped. Never a 500.
// PUBLIC_FORMS lists every public route that takes JSON; add a route there to cover it.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerRequestSchema, dispatcherRequestSchema } from '../../src/shared/service-requests/service-request-schemas.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { emailOutbox, serviceRequests } from '../../src/server/db/schema.js';
import { signIn, createTestAdmin, enrolTwoFactor, SITE_ORIGIN } from '../support/admin.js';
import { expectNothingWritten } from '../support/database-digest.js';
import { rawMultipart } from '../support/security.js';
import { brokerRequest, nextClientAddress, shipperFields } from '../support/service-requests.js';
import { startTestApp, stopTestApp } from '../support/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
});
afterAll(() => stopTestApp(app, database));

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function dispatcherRequest(): Record<string, string> {
  const { carrierRequirements: _broker, ...common } = brokerRequest({ userRole: 'dispatcher', serviceType: 'load-sourcing' });
  return { ...common, equipmentNeeded: 'Dry vans' };
}

async function storedRequest(referenceId: string) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row;
}

// The sign-in routes check the origin; the code step needs a sign-in whose password was right
// and that now waits for its code (an admin with two-factor sign-in on), fresh for each request.
const MFA_ADMIN = { email: 'mfa-admin@freight.example', password: 'another long enough test password' } as const;
let mfaAdminReady: Promise<unknown> | undefined;
async function awaitingCode(): Promise<Record<string, string>> {
  mfaAdminReady ??= (async () => {
    await createTestAdmin(database.db, MFA_ADMIN);
    await enrolTwoFactor(await signIn(app, MFA_ADMIN, nextClientAddress()));
  })();
  await mfaAdminReady;
  return { origin: SITE_ORIGIN, cookie: (await signIn(app, MFA_ADMIN, nextClientAddress())).cookie };
}

interface PublicForm {
  url: string;
  valid: Record<string, unknown>;
  headers?: () => Promise<Record<string, string>>;
  /** The exact answer to 10 KB in any one field (the body limit, or the field's own limit). */
  oversized: 400 | 413;
  /** The exact answer, field by field, to SQL and HTML in that field. */
  hostile: Record<string, number>;
}

async function send(form: PublicForm, payload: unknown) {
  return post(form.url, payload, (await form.headers?.()) ?? {});
}

/** Sends a body the form must refuse (its headers made first: a sign-in of its own), checking it wrote nothing anywhere. */
async function sendRefused(form: PublicForm, payload: unknown) {
  const headers = (await form.headers?.()) ?? {};
  return expectNothingWritten(database.db, () => post(form.url, payload, headers));
}

/** POSTs a service request that must be refused, checking it wrote nothing anywhere. */
function postRefused(payload: unknown) {
  return expectNothingWritten(database.db, () => post('/api/service-requests', payload));
}

// Every public JSON route with a body that passes its validation.
const PUBLIC_FORMS: PublicForm[] = [
  {
    url: '/api/service-requests',
    valid: brokerRequest(),
    oversized: 400,
    hostile: {
      userRole: 400,
      serviceType: 400,
      serviceDescription: 201,
      carrierRequirements: 201,
      contactName: 201,
      contactCompany: 201,
      contactEmail: 400,
      contactPhone: 400,
    },
  },
  {
    url: '/api/service-requests',
    valid: dispatcherRequest(),
    oversized: 400,
    hostile: {
      userRole: 400,
      serviceType: 400,
      serviceDescription: 201,
      contactName: 201,
      contactCompany: 201,
      contactEmail: 400,
      contactPhone: 400,
      equipmentNeeded: 201,
    },
  },
  {
    url: '/api/track',
    valid: { referenceId: 'SR-0000-0000-0000-0000', email: 'who@example.com' },
    oversized: 413,
    hostile: { referenceId: 404, email: 400 },
  },
  {
    url: '/api/track/proof-of-delivery',
    valid: { referenceId: 'SR-0000-0000-0000-0000', email: 'who@example.com' },
    oversized: 413,
    hostile: { referenceId: 404, email: 400 },
  },
  {
    url: '/api/driver/sign-in/request',
    valid: { email: 'driver@example.com' },
    headers: async () => ({ origin: SITE_ORIGIN }),
    oversized: 413,
    hostile: { email: 400 },
  },
  {
    url: '/api/driver/sign-in/code',
    valid: { email: 'driver@example.com', code: '123456' },
    headers: async () => ({ origin: SITE_ORIGIN }),
    oversized: 413,
    hostile: { email: 400, code: 400 },
  },
  {
    url: '/api/driver/sign-in/link',
    valid: { token: 'A'.repeat(43) },
    headers: async () => ({ origin: SITE_ORIGIN }),
    oversized: 413,
    hostile: { token: 400 },
  },
  { url: '/api/chat', valid: { message: 'How do I pay an invoice?' }, oversized: 413, hostile: { message: 200 } },
  {
    url: '/api/payments/stripe/checkout',
    valid: { amount: '25.00', email: 'payer@example.com', notes: 'load 42' },
    oversized: 413,
    hostile: { amount: 400, email: 400, notes: 200 },
  },
  {
    url: '/api/create-payment-intent',
    valid: { amount: '25.00', referenceId: 'load 42' },
    oversized: 413,
    hostile: { amount: 400, referenceId: 400 },
  },
  {
    url: '/api/payments/report',
    valid: { method: 'zelle', amount: '25.00', email: 'payer@example.com', notes: 'sent today' },
    oversized: 413,
    hostile: { method: 400, amount: 400, email: 400, notes: 200 },
  },
  {
    url: '/paypal/order',
    valid: { amount: '25.00', currency: 'USD', intent: 'CAPTURE' },
    oversized: 413,
    hostile: { amount: 400, currency: 400, intent: 400 },
  },
  {
    url: '/api/service-requests/SR-0000-0000-0000-0000/pay',
    valid: { paymentMethod: 'zelle' },
    oversized: 413,
    hostile: { paymentMethod: 400 },
  },
  {
    url: '/paypal/order/ORDER-00000/capture',
    valid: { referenceId: 'SR-0000-0000-0000-0000' },
    oversized: 413,
    hostile: { referenceId: 400 },
  },
  {
    url: '/api/admin/login',
    valid: { email: 'nobody@freight.example', password: 'not the password' },
    headers: async () => ({ origin: SITE_ORIGIN }),
    oversized: 413,
    hostile: { email: 400, password: 401 },
  },
  { url: '/api/admin/login/code', valid: { code: '000000' }, headers: awaitingCode, oversized: 413, hostile: { code: 400 } },
];

const FORBIDDEN_FIELDS = {
  status: 'delivered',
  paymentStatus: 'paid',
  invoiceStatus: 'paid',
  finalAmount: '0.01',
  estimatedQuote: '0.01',
  paidAt: '2020-01-01T00:00:00Z',
  referenceId: 'SR-AAAA-AAAA-AAAA-AAAA',
  notes: 'internal note',
  id: 1,
};

describe('fields a customer may not set', () => {
  it('are dropped from a JSON request: the stored request has the defaults', async () => {
    const response = await post('/api/service-requests', { ...brokerRequest(), ...FORBIDDEN_FIELDS });
    expect(response.statusCode).toBe(201);
    const { referenceId } = response.json<{ referenceId: string }>();
    expect(referenceId).not.toBe(FORBIDDEN_FIELDS.referenceId);
    expect(await storedRequest(referenceId)).toMatchObject({
      status: 'received',
      paymentStatus: 'unpaid',
      invoiceStatus: 'pending',
      finalAmount: null,
      estimatedQuote: null,
      paidAt: null,
      notes: null,
    });
  });

  it('are dropped from a multipart request too', async () => {
    const fields = {
      ...shipperFields(),
      ...Object.fromEntries(Object.entries(FORBIDDEN_FIELDS).map(([key, value]) => [key, String(value)])),
    };
    const body = rawMultipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(await storedRequest(response.json<{ referenceId: string }>().referenceId)).toMatchObject({
      status: 'received',
      paymentStatus: 'unpaid',
      finalAmount: null,
    });
  });
});

describe('wrong types', () => {
  const WRONG_VALUES: [string, unknown][] = [
    ['a number', 12345],
    ['an array', ['a', 'b']],
    ['an object', { $gt: '' }],
    ['true', true],
    ['null', null],
  ];
  const TEXT_FIELDS = ['serviceDescription', 'contactName', 'contactEmail', 'contactPhone', 'serviceType', 'userRole', 'urgency'];
  const cases = TEXT_FIELDS.flatMap((field) => WRONG_VALUES.map(([kind, value]) => ({ field, kind, value })));

  it.each(cases)('$field as $kind: 400 naming the field, storing nothing', async ({ field, value }) => {
    const response = await postRefused({ ...brokerRequest(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it.each(PUBLIC_FORMS)('$url: every field as an object or array is a 400, never a 500, storing nothing', async (form) => {
    for (const field of Object.keys(form.valid)) {
      for (const value of [{ nested: 'x' }, ['x']]) {
        const response = await sendRefused(form, { ...form.valid, [field]: value });
        expect({ field, value, status: response.statusCode }).toEqual({ field, value, status: 400 });
      }
    }
  });

  it.each(PUBLIC_FORMS)('$url: a body that is not an object, or not JSON, is a 400, storing nothing', async (form) => {
    for (const payload of ['[]', '"text"', '42', 'null', '{"broken": ', '{"a":1}{"b":2}']) {
      expect({ payload, status: (await sendRefused(form, payload)).statusCode }).toEqual({ payload, status: 400 });
    }
  });
});

describe('__proto__ and constructor keys', () => {
  it.each(PUBLIC_FORMS)('$url: refused with a 400, storing nothing, and nothing is polluted', async (form) => {
    const bodies = [
      `{"__proto__": {"status": "paid", "isAdmin": true}, ${JSON.stringify(form.valid).slice(1)}`,
      `{"constructor": {"prototype": {"isAdmin": true}}, ${JSON.stringify(form.valid).slice(1)}`,
    ];
    for (const body of bodies) {
      const response = await sendRefused(form, body);
      expect(response.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });

  it('a __proto__ or constructor field in a multipart form is refused (400), storing nothing', async () => {
    const textParts = Object.entries(shipperFields()).map(([name, value]) => ({ name, value }));
    const send = (form: { contentType: string; payload: Buffer }) =>
      expectNothingWritten(database.db, () =>
        app.inject({
          method: 'POST',
          url: '/api/service-requests',
          remoteAddress: nextClientAddress(),
          headers: { 'content-type': form.contentType },
          payload: form.payload,
        }),
      );

    const proto = await send(rawMultipart([...textParts, { name: '__proto__', value: '{"status":"paid"}' }]));
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({
      error: 'Bad Request',
      code: 'api.status.400',
      message: 'prototype property is not allowed as field name',
    });

    const constructor = await send(rawMultipart([...textParts, { name: 'constructor', value: '{"prototype":{"status":"paid"}}' }]));
    expect(constructor.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });
});

describe('10 KB strings', () => {
  const tenKilobytes = 'A'.repeat(10 * 1024);
  const requestFields = [...new Set([...Object.keys(brokerRequestSchema.shape), ...Object.keys(dispatcherRequestSchema.shape)])];

  it.each(requestFields)('in %s of a service request: 400 naming it, storing nothing', async (field) => {
    const role = field in brokerRequestSchema.shape ? brokerRequest() : dispatcherRequest();
    const response = await postRefused({ ...role, [field]: tenKilobytes });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it.each(PUBLIC_FORMS)('$url: in every field, 400 or 413, never a 500, storing nothing', async (form) => {
    const statuses: Record<string, number> = {};
    for (const field of Object.keys(form.valid)) {
      const status = (await sendRefused(form, { ...form.valid, [field]: tenKilobytes })).statusCode;
      statuses[field] = status;
      expect({ field, status: [400, 413].includes(status) }).toEqual({ field, status: true });
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(form.valid).map((field) => [field, form.oversized])));
  });
});

describe('SQL and HTML in every text field', () => {
  const HOSTILE = `Robert'); DROP TABLE service_requests;-- <script>alert("x")</script><img src=x onerror=alert(1)> ' OR '1'='1`;
  const FREE_TEXT = [
    'serviceDescription',
    'contactName',
    'contactCompany',
    'additionalNotes',
    'carrierRequirements',
    'loadVolume',
    'contractTerms',
    'preferredLanes',
  ];

  it('are stored exactly as typed, and every table is still there', async () => {
    const hostile = Object.fromEntries(FREE_TEXT.map((field) => [field, `${field}: ${HOSTILE}`]));
    const response = await post('/api/service-requests', { ...brokerRequest(), ...hostile });
    expect(response.statusCode).toBe(201);
    const row = await storedRequest(response.json<{ referenceId: string }>().referenceId);
    for (const field of FREE_TEXT) expect(row[field as keyof typeof row]).toBe(`${field}: ${HOSTILE}`);
  });

  it('are escaped in the HTML of every e-mail they reach', async () => {
    const response = await post('/api/service-requests', {
      ...brokerRequest(),
      contactName: HOSTILE,
      serviceDescription: HOSTILE,
      contactCompany: HOSTILE,
    });
    expect(response.statusCode).toBe(201);
    const mails = await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.htmlBody ?? '').not.toContain('<script>');
      expect(mail.htmlBody ?? '').not.toContain('<img src=x');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(mails.some((mail) => mail.htmlBody?.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'))).toBe(true);
  });

  it('come back to the admin as JSON data, never as markup', async () => {
    const response = await post('/api/service-requests', { ...brokerRequest(), contactName: HOSTILE });
    const row = await storedRequest(response.json<{ referenceId: string }>().referenceId);
    const admin = await signIn(app);
    const details = await admin.request({ method: 'GET', url: `/api/admin/service-requests/${row.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.headers['content-type']).toMatch(/^application\/json/);
    expect(details.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.stringify(details.json())).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  it.each(PUBLIC_FORMS)('$url: in every field, never a 500', async (form) => {
    const statuses: Record<string, number> = {};
    for (const field of Object.keys(form.valid)) {
      const status = (await send(form, { ...form.valid, [field]: HOSTILE })).statusCode;
      statuses[field] = status;
      expect({ field, status: status < 500 }).toEqual({ field, status: true });
    }
    expect(statuses).toEqual(form.hostile);
  });
});
