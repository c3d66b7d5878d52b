// Attack battery: an amount is never guessed (docs/decisions/054-unambiguous-amounts.md). "2,50"
// is two and a half to a Spanish reader and was once read as 250.00; a refund of "2,50" on a
// $1,000 card payment went to Stripe as $250.00. Every route that takes money gets every
// ambiguous form and answers 400 naming the field and how to write it; the state is then read
// back: no request, payment or refund row changed, no audit event, no mail queued, nothing asked
// of Stripe or PayPal. The routes come from the app itself (every input schema Fastify compiles
// is walked): a new route or field that takes money fails here until it is in MONEY_ROUTES.
import { DECIMAL_RULE_SCHEMAS, positiveDecimalSchema } from '../../src/shared/invoicing/invoice-line-schemas.js';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type * as TypeProviderZod from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { CUSTOMER_API } from '../../src/shared/customer-portal/customer-portal.js';
import { AMOUNT_MESSAGES, moneyAmountSchema } from '../../src/shared/money.js';
import { sharedMessageText } from '../../src/shared/shared-texts.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { auditEvents, emailOutbox, paymentRefunds, payments, serviceRequests } from '../../src/server/db/schema.js';
import { translator } from '../../src/server/i18n/translator.js';
import { createTestAdmin, signIn, type AdminClient } from '../support/admin.js';
import { customerSession, type CustomerClient } from '../support/customers.js';
import type { FakePaypal } from '../support/fake-paypal.js';
import type { FakeStripe } from '../support/fake-stripe.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../support/live-payments-app.js';
import { invoicedRequest, invoiceState, postWebhook, stripeClientFor, stripeEvent } from '../support/payments.js';
import { insertServiceRequestRow, nextClientAddress } from '../support/service-requests.js';

// Every schema a route validates with, as Fastify compiles it (as in hostile-input.test.ts).
const routeSchemas = vi.hoisted(() => [] as { method: string; url: string; httpPart?: string; schema: unknown }[]);
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const real = await importOriginal<typeof TypeProviderZod>();
  const validatorCompiler: typeof real.validatorCompiler = (route) => {
    routeSchemas.push(route);
    return real.validatorCompiler(route);
  };
  return { ...real, validatorCompiler };
});

const HOW_TO_WRITE = 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56';
const HOW_TO_WRITE_ES = 'Escriba el monto en dólares con un punto antes de los centavos, como 1234.56 o 1,234.56';

/** Amounts a person (or a script) may send that have no one reading. */
const AMBIGUOUS: readonly (string | number)[] = [
  '2,50',
  '1,5',
  '12,50',
  '250,00',
  '1.234,56',
  '$1.234,56',
  '1.250',
  '1,2345',
  ',50',
  '1 234,56',
  '2,50 $',
  '1,,000',
  '1,000,00',
  '1,234.567',
  '2.505',
  '1e3',
  'NaN',
  'Infinity',
  '-2.50',
  2.505,
  1e21,
  -5,
];

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let admin: AdminClient;
let customer: CustomerClient;
/** The records each route would change. */
const records = {
  toQuote: 0,
  toInvoice: 0,
  invoice: '',
  quoted: '',
  cardPayment: '',
  zellePayment: '',
  /** A sent invoice of $900.00 to credit. */
  toCredit: 0,
  /** A customer account whose credit limit is changed (decision 072). */
  account: 0,
  /** A sent invoice of $640.00 the customer reports a part of as sent (decision 073). */
  toReport: '',
  /** A Zelle the customer reported, waiting for the office to confirm what arrived. */
  reportedPayment: '',
};

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
  await createTestAdmin(database.db);
  admin = await signIn(app);

  records.toQuote = (await insertServiceRequestRow(database.db, { contactEmail: 'quote-me@customer.example' })).id;
  records.toInvoice = (await insertServiceRequestRow(database.db, { contactEmail: 'invoice-me@customer.example' })).id;
  records.invoice = await invoicedRequest(app, database.db, '640.00', 'unpaid@customer.example');
  const toCredit = await invoicedRequest(app, database.db, '900.00', 'credit-me@customer.example');
  const [credited] = await database.db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, toCredit));
  records.toCredit = credited?.id ?? 0;
  const account = await admin.request({ method: 'POST', url: '/api/admin/accounts', payload: { name: 'Credit Limit Test Co' } });
  expectStatus(account, 201);
  records.account = account.json<{ id: number }>().id;

  // A quote of $250.00 to a signed-in customer: "2,50" read the old way would accept it.
  const quoted = await insertServiceRequestRow(database.db, { contactEmail: 'quoted@customer.example' });
  records.quoted = quoted.referenceId;
  expectStatus(
    await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${quoted.id}/quote`, payload: { quote: '250.00' } }),
    200,
  );
  customer = await customerSession(app, database.db, 'quoted@customer.example');

  records.toReport = await invoicedRequest(app, database.db, '640.00', 'report-part@customer.example');
  records.reportedPayment = await reported(await invoicedRequest(app, database.db, '800.00', 'confirm-me@customer.example'));
  records.cardPayment = await paidByCard(await invoicedRequest(app, database.db, '1000.00', 'card@customer.example'));
  records.zellePayment = await paidByZelle(await invoicedRequest(app, database.db, '1000.00', 'zelle@customer.example'));
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
}

const publicRequest = (options: InjectOptions) => app.inject({ ...options, remoteAddress: nextClientAddress() });

/** A $1,000 invoice paid in Stripe Checkout, confirmed by Stripe's signed event: the payment's id. */
async function paidByCard(referenceId: string): Promise<string> {
  const started = await publicRequest({ method: 'POST', url: '/api/payments/stripe/checkout', payload: { referenceId } });
  expectStatus(started, 200);
  const session = fakeStripe.completeSession(started.json<{ url: string }>().url.split('/').pop() ?? '');
  const webhook = await postWebhook(app, stripeClientFor(fakeStripe), stripeEvent('checkout.session.completed', { ...session }));
  expect(webhook.json()).toEqual({ received: true, outcome: 'processed' });
  return succeededPayment(referenceId);
}

/** A $1,000 invoice paid by Zelle, reported by the customer and confirmed by the office. */
async function paidByZelle(referenceId: string): Promise<string> {
  expectStatus(
    await publicRequest({ method: 'POST', url: `/api/service-requests/${referenceId}/pay`, payload: { paymentMethod: 'zelle' } }),
    200,
  );
  const { ledger } = await invoiceState(database.db, referenceId);
  const reported = ledger.find((row) => row.status === 'pending_verification');
  expectStatus(await admin.request({ method: 'POST', url: `/api/admin/payments/${reported?.id ?? ''}/confirm` }), 204);
  return succeededPayment(referenceId);
}

/** A Zelle reported for the invoice and not yet confirmed: the payment's id. */
async function reported(referenceId: string): Promise<string> {
  expectStatus(
    await publicRequest({ method: 'POST', url: `/api/service-requests/${referenceId}/pay`, payload: { paymentMethod: 'zelle' } }),
    200,
  );
  const { ledger } = await invoiceState(database.db, referenceId);
  return ledger.find((row) => row.status === 'pending_verification')?.id ?? '';
}

async function succeededPayment(referenceId: string): Promise<string> {
  const { ledger } = await invoiceState(database.db, referenceId);
  const paid = ledger.filter((row) => row.status === 'succeeded');
  expect(paid.map((row) => row.amount)).toEqual(['1000.00']);
  return paid[0]?.id ?? '';
}

interface MoneyRoute {
  /** How the route's schema is found: "METHOD url part field". */
  takes: string;
  /** The field the refusal names. */
  field: string;
  send(amount: string | number): Promise<LightMyRequestResponse>;
  /** What a well-written amount gets: the request is otherwise valid, so a 400 is the amount's. */
  wellWritten: { amount: string; status: number };
}

const json = (url: string, method: InjectOptions['method'], payload: object): InjectOptions => ({ method, url, payload });

const MONEY_ROUTES: MoneyRoute[] = [
  {
    takes: 'PATCH /api/admin/service-requests/:id/quote body quote',
    field: 'quote',
    send: (quote) => admin.request(json(`/api/admin/service-requests/${records.toQuote}/quote`, 'PATCH', { quote })),
    wellWritten: { amount: '1,250.50', status: 200 },
  },
  {
    takes: 'POST /api/admin/service-requests/:id/invoice body finalAmount',
    field: 'finalAmount',
    send: (finalAmount) => admin.request(json(`/api/admin/service-requests/${records.toInvoice}/invoice`, 'POST', { finalAmount })),
    wellWritten: { amount: '$2,400', status: 200 },
  },
  {
    takes: 'POST /api/admin/payments/:id/refunds body amount',
    field: 'amount',
    send: (amount) =>
      admin.request(json(`/api/admin/payments/${records.cardPayment}/refunds`, 'POST', { amount, reason: 'The customer cancelled' })),
    wellWritten: { amount: '2.50', status: 201 },
  },
  {
    // The same route for a payment the office sends back itself (nothing reaches a provider).
    takes: 'POST /api/admin/payments/:id/refunds body amount',
    field: 'amount',
    send: (amount) =>
      admin.request(json(`/api/admin/payments/${records.zellePayment}/refunds`, 'POST', { amount, reason: 'Returned at the bank' })),
    wellWritten: { amount: '1,000', status: 201 },
  },
  {
    takes: 'POST /api/payments/stripe/checkout body amount',
    field: 'amount',
    send: (amount) => publicRequest(json('/api/payments/stripe/checkout', 'POST', { amount, email: 'payer@customer.example' })),
    wellWritten: { amount: '1,234.56', status: 200 },
  },
  {
    // Paying an invoice charges the invoice's amount, but an amount sent with it is still read by the one rule.
    takes: 'POST /api/payments/stripe/checkout body amount',
    field: 'amount',
    send: (amount) => publicRequest(json('/api/payments/stripe/checkout', 'POST', { amount, referenceId: records.invoice })),
    wellWritten: { amount: '640.00', status: 200 },
  },
  {
    // The part of an invoice's balance the customer reports as sent (decision 073).
    takes: 'POST /api/service-requests/:ref/pay body amount',
    field: 'amount',
    send: (amount) => publicRequest(json(`/api/service-requests/${records.toReport}/pay`, 'POST', { paymentMethod: 'zelle', amount })),
    wellWritten: { amount: '100.00', status: 200 },
  },
  {
    // What actually arrived of a reported transfer, when it differs (decision 073).
    takes: 'POST /api/admin/payments/:id/confirm body amount',
    field: 'amount',
    send: (amount) => admin.request(json(`/api/admin/payments/${records.reportedPayment}/confirm`, 'POST', { amount })),
    wellWritten: { amount: '1,250.00', status: 204 },
  },
  {
    takes: 'POST /api/create-payment-intent body amount',
    field: 'amount',
    send: (amount) => publicRequest(json('/api/create-payment-intent', 'POST', { amount, email: 'payer@customer.example' })),
    wellWritten: { amount: '2.50', status: 200 },
  },
  {
    takes: 'POST /paypal/order body amount',
    field: 'amount',
    send: (amount) => publicRequest(json('/paypal/order', 'POST', { amount, currency: 'USD', intent: 'CAPTURE' })),
    wellWritten: { amount: '12.50', status: 200 },
  },
  {
    takes: 'POST /api/payments/report body amount',
    field: 'amount',
    send: (amount) =>
      publicRequest(
        json('/api/payments/report', 'POST', { method: 'zelle', amount, email: 'payer@customer.example', referenceId: 'LOAD-77' }),
      ),
    wellWritten: { amount: '1,500', status: 200 },
  },
  {
    takes: 'POST /api/account/requests/:referenceId/quote/accept body amount',
    field: 'amount',
    send: (amount) => customer.request(json(CUSTOMER_API.acceptQuote(records.quoted), 'POST', { amount })),
    wellWritten: { amount: '250.00', status: 200 },
  },
  {
    takes: 'POST /api/admin/service-requests/:id/invoice/credit-notes body amount',
    field: 'amount',
    send: (amount) =>
      admin.request(
        json(`/api/admin/service-requests/${records.toCredit}/invoice/credit-notes`, 'POST', { amount, reason: 'Damaged pallet' }),
      ),
    wellWritten: { amount: '100.50', status: 200 },
  },
  {
    takes: 'GET /api/admin/service-requests/:id/invoice/fuel-surcharge querystring linehaul',
    field: 'linehaul',
    send: (linehaul) =>
      admin.request({
        method: 'GET',
        url: `/api/admin/service-requests/${records.toInvoice}/invoice/fuel-surcharge`,
        query: { linehaul: String(linehaul) },
      }),
    wellWritten: { amount: '1,745.80', status: 200 },
  },
  {
    takes: 'GET /api/admin/service-requests/:id/quote/fuel-surcharge querystring linehaul',
    field: 'linehaul',
    send: (linehaul) =>
      admin.request({
        method: 'GET',
        url: `/api/admin/service-requests/${records.toQuote}/quote/fuel-surcharge`,
        query: { linehaul: String(linehaul) },
      }),
    wellWritten: { amount: '$1,200', status: 200 },
  },
  {
    takes: 'GET /api/admin/fuel-surcharge/calculator querystring linehaul',
    field: 'linehaul',
    send: (linehaul) =>
      admin.request({ method: 'GET', url: '/api/admin/fuel-surcharge/calculator', query: { miles: '812', linehaul: String(linehaul) } }),
    wellWritten: { amount: '1,745.80', status: 200 },
  },
  {
    takes: 'POST /api/admin/accounts body creditLimit',
    field: 'creditLimit',
    send: (creditLimit) => admin.request(json('/api/admin/accounts', 'POST', { name: 'Limited Freight', creditLimit })),
    wellWritten: { amount: '5,000', status: 201 },
  },
  {
    takes: 'PATCH /api/admin/accounts/:id body creditLimit',
    field: 'creditLimit',
    send: (creditLimit) => admin.request(json(`/api/admin/accounts/${records.account}`, 'PATCH', { creditLimit })),
    wellWritten: { amount: '2,500.00', status: 200 },
  },
  {
    takes: 'GET /api/admin/service-requests/:id/credit querystring adding',
    field: 'adding',
    send: (adding) =>
      admin.request({ method: 'GET', url: `/api/admin/service-requests/${records.toQuote}/credit`, query: { adding: String(adding) } }),
    wellWritten: { amount: '$1,250.50', status: 200 },
  },
  {
    takes: 'GET /api/payments/zelle-qr.svg querystring amount',
    field: 'amount',
    send: (amount) =>
      publicRequest({ method: 'GET', url: '/api/payments/zelle-qr.svg', query: { amount: String(amount), reference: 'LOAD-77' } }),
    wellWritten: { amount: '1,234.56', status: 200 },
  },
];

/** Everything a money route could change, read back whole. */
async function storedState() {
  const { db } = database;
  const [audit] = await db.select({ value: count() }).from(auditEvents);
  const [mails] = await db.select({ value: count() }).from(emailOutbox);
  return {
    requests: await db.select().from(serviceRequests).orderBy(asc(serviceRequests.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    refunds: await db.select().from(paymentRefunds).orderBy(asc(paymentRefunds.id)),
    auditEvents: audit?.value,
    mailsQueued: mails?.value,
    stripeCalls: fakeStripe.requests.length,
    paypalOrders: fakePaypal.orders.size,
    paypalRefunds: fakePaypal.refunds.size,
  };
}

// --- finding every route that takes money -----------------------------------------------------

/** Every route field that takes a rate or a price per unit by the decimal rule (positiveDecimalSchema). */
const DECIMAL_RULE_ROUTES = [
  'POST /api/admin/accessorials/customer-rates body rate',
  'POST /api/admin/fuel-surcharge/diesel-prices body price',
  'POST /api/admin/fuel-surcharge/schedules body pegPrice',
  'POST /api/admin/fuel-surcharge/schedules body priceStep',
  'PUT /api/admin/accessorials/customer-rates/:id body rate',
  'PUT /api/admin/accessorials/defaults/:code body rate',
  'PUT /api/admin/service-requests/:id/invoice/draft body lines[].rate',
  'PUT /api/admin/service-requests/:id/quote/lines body lines[].rate',
];

/**
 * Field names that hold money in any business's words. A rate confirmation (issue 39) is a
 * document, not a rate: `rateConfirmationOverride` is the owner's reason, no money.
 */
const MONEY_NAME = /amount|quote|price|cents|fee|total|cost|rate(?!Confirmation)|balance/i;

interface MoneyField {
  path: string;
  /** Built on the shared schema (moneyAmountSchema), or only named like money. */
  shared: boolean;
  /** Built on the decimal rule of rates and prices per unit (positiveDecimalSchema), not on moneyAmountSchema. */
  decimalRule?: boolean;
}

/** Where `schema` takes money: each use of moneyAmountSchema, and each money-named field that does not use it. */
function moneyFields(schema: z.core.$ZodType): MoneyField[] {
  const found: MoneyField[] = [];
  const seen = new Set<z.core.$ZodType>();
  const unwrap = (node: z.core.$ZodType): z.core.$ZodType => {
    const def = node._zod.def as { innerType?: z.core.$ZodType };
    return def.innerType ? unwrap(def.innerType) : node;
  };
  const visit = (node: z.core.$ZodType | undefined, path: string) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (node === moneyAmountSchema) {
      found.push({ path, shared: true });
      return;
    }
    if (DECIMAL_RULE_SCHEMAS.has(node as z.ZodType)) {
      if (MONEY_NAME.test(path)) found.push({ path, shared: true, decimalRule: true });
      return;
    }
    const def = node._zod.def as {
      shape?: Record<string, z.core.$ZodType>;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      out?: z.core.$ZodType;
      options?: z.core.$ZodType[];
      element?: z.core.$ZodType;
    };
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      const inner = unwrap(field);
      const ruled = inner === moneyAmountSchema || DECIMAL_RULE_SCHEMAS.has(inner as z.ZodType);
      if (MONEY_NAME.test(key) && !ruled) found.push({ path: path ? `${path}.${key}` : key, shared: false });
      visit(field, path ? `${path}.${key}` : key);
    }
    visit(def.innerType, path);
    visit(def.in, path);
    visit(def.out, path);
    def.options?.forEach((option) => visit(option, path));
    visit(def.element, `${path}[]`);
  };
  visit(schema, '');
  return found;
}

/** Each route's schemas (HEAD is the GET route's twin, with the same ones). */
function routesTakingMoney() {
  return routeSchemas
    .filter((route) => route.method !== 'HEAD')
    .flatMap((route) =>
      moneyFields(route.schema as z.core.$ZodType).map((field) => ({
        takes: `${route.method} ${route.url} ${route.httpPart ?? ''} ${field.path}`,
        shared: field.shared,
        decimalRule: field.decimalRule ?? false,
      })),
    );
}

describe('every route that takes money', () => {
  it('reads it with the one shared rule, and is in this battery', () => {
    expect(routeSchemas.length).toBeGreaterThan(50);
    const found = routesTakingMoney();
    expect(found.filter((field) => !field.shared).map((field) => field.takes)).toEqual([]);
    const amounts = found.filter((field) => !field.decimalRule);
    expect([...new Set(amounts.map((field) => field.takes))].sort()).toEqual([...new Set(MONEY_ROUTES.map((route) => route.takes))].sort());
    // Rates and prices per unit: the decimal rule, named here so a new one is seen and thought about.
    expect([...new Set(found.filter((field) => field.decimalRule).map((field) => field.takes))].sort()).toEqual(DECIMAL_RULE_ROUTES);
  });

  it('the decimal rule of rates and prices refuses every ambiguous way of writing them', () => {
    const rate = positiveDecimalSchema('rate', 4, 8, '2.15');
    for (const typed of AMBIGUOUS) {
      // A point is always the decimal point for a rate: "1.250" (or the number 2.505) is a rate of
      // up to four decimals, never 1,250; everything else in the battery must be refused.
      if (/^\d+\.\d{1,4}$/.test(String(typed).trim())) continue;
      expect([typed, rate.safeParse(typed).success]).toEqual([typed, false]);
    }
    expect(rate.parse('1.250')).toBe('1.25');
    expect(rate.parse(' 0.4150 ')).toBe('0.415');
  });

  it('the refusal says how to write an amount, in English and in Spanish', () => {
    expect(AMOUNT_MESSAGES.format.message).toBe(HOW_TO_WRITE);
    expect(sharedMessageText(translator('es'), AMOUNT_MESSAGES.format)).toBe(HOW_TO_WRITE_ES);
  });
});

describe.each(MONEY_ROUTES.map((route, index) => ({ ...route, name: `${route.takes} (#${index + 1})` })))('$name', (route) => {
  it.each(AMBIGUOUS.map((amount) => [amount]))('%j: 400 saying how to write it, nothing recorded or sent', async (amount) => {
    const before = await storedState();
    const response = await route.send(amount);
    const { code, message } = response.json<{ code: string; message: string }>();
    expect({ amount, status: response.statusCode, code, message }).toEqual({
      amount,
      status: 400,
      code: AMOUNT_MESSAGES.format.code,
      message: `${route.field}: ${HOW_TO_WRITE}`,
    });
    expect(await storedState()).toEqual(before);
  });

  it(`a well-written amount (${route.wellWritten.amount}) is taken`, async () => {
    expectStatus(await route.send(route.wellWritten.amount), route.wellWritten.status);
  });
});
