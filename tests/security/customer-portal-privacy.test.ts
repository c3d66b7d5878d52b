// Privacy of the customer's own page (issue 21): a customer sees only requests whose contact
// e-mail is theirs, through every route. Two customers, each with a shipper's request with a
// photo and an open quote, and a request invoiced and paid (so a receipt exists). For every route
// under /api/account (read from the API description, so a new route is covered or this test
// fails), each customer asking for the other's records gets 404 with nothing of the other's in
// the answer, the same URL answers its owner, and without a session every route answers 401.
// The sign-in routes are public and tested with the sign-in itself. Each customer is also the
// billing contact of a company account of their own (decision 072), so the account's routes are
// checked the same way: one account's contact sees nothing of the other's.
import { eq } from 'drizzle-orm';
import { calendarDayIn } from '../../src/shared/calendar-date.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_API, PORTAL_NOT_FOUND_MESSAGE } from '../../src/shared/customer-portal/customer-portal.js';
import { accountStatements, customerAccounts, payments, serviceRequests, uploads } from '../../src/server/db/schema.js';
import { emailOutbox } from '../../src/server/infra/email/outbox.js';
import { makeMonthlyStatements } from '../../src/server/features/receivables/index.js';
import { CUSTOMER_STATEMENTS_API } from '../../src/shared/receivables/statements.js';
import { SITE_ORIGIN, type AdminClient } from '../support/admin.js';
import { customerSession, type CustomerClient } from '../support/customers.js';
import { JPEG_BYTES } from '../support/files.js';
import { invoicedRequest } from '../support/payments.js';
import { addContact, createAccount } from '../support/accounts.js';
import { nextClientAddress, shipperFields, submitMultipart } from '../support/service-requests.js';
import { localDiskStorage } from '../../src/server/infra/storage/local-disk-storage.js';
import { insertDriver, insertProofOfDelivery } from '../support/dispatch.js';
import { insertBrokerRequest, makeRateConfirmation, quoteAndAccept } from '../support/rate-confirmations.js';
import { insertLink } from '../support/tracking-links.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../support/test-app.js';
import { customerTextsPath } from '../../src/shared/text-messages/text-messages.js';
import { scratchFolder, testConfig } from '../support/test-config.js';

let started: TestApp;
let admin: AdminClient;
// The app's own storage, so the proofs of delivery written here are the files it serves.
const storage = localDiskStorage(scratchFolder('portal-privacy-uploads-'));

/** One customer's records, and the personal text only they may be shown. */
interface Customer {
  email: string;
  name: string;
  street: string;
  /** The shipper's request: a photo and an open quote. */
  quotedRequest: string;
  photoId: string;
  /** The invoiced, paid request. */
  paidRequest: string;
  paymentId: string;
  /** An invoiced request with a credit note, and the note's number. */
  creditedRequest: string;
  creditNote: string;
  /** The company account they are a billing contact of (issue 38), and its monthly statement. */
  company: string;
  statementId: number;
  /** A broker's load of theirs with a rate confirmation to sign (issue 39). */
  brokerRequest: string;
  /** A tracking link to their paid request (issue 40). */
  trackingLinkId: number;
}

const customers: Record<'ana' | 'bo', Customer> = {
  ana: {
    email: 'ana.private@example.com',
    name: 'Ana Private',
    street: '17 Secret Lane',
    quotedRequest: '',
    photoId: '',
    paidRequest: '',
    paymentId: '',
    creditedRequest: '',
    creditNote: '',
    company: 'Ana Private Holdings',
    statementId: 0,
    brokerRequest: '',
    trackingLinkId: 0,
  },
  bo: {
    email: 'bo.private@example.com',
    name: 'Bo Private',
    street: '99 Hidden Road',
    quotedRequest: '',
    photoId: '',
    paidRequest: '',
    paymentId: '',
    creditedRequest: '',
    creditNote: '',
    company: 'Bo Private Freight',
    statementId: 0,
    brokerRequest: '',
    trackingLinkId: 0,
  },
};

/** Everything of `customer` that must never reach another customer. */
function secretsOf(customer: Customer): string[] {
  return [
    customer.email,
    customer.name,
    customer.street,
    customer.quotedRequest,
    customer.photoId,
    customer.paidRequest,
    customer.paymentId,
    customer.creditedRequest,
    customer.creditNote,
    customer.company,
    customer.brokerRequest,
  ];
}

/** A JPEG that names its owner after its end marker (viewers ignore what follows it). */
function photoOf(customer: Customer): Buffer {
  return Buffer.concat([JPEG_BYTES, Buffer.from(` photo of ${customer.name}`)]);
}

async function createRecords(customer: Customer) {
  const { app, database } = started;
  const account = await createAccount(admin, { name: customer.company, terms: 'net_30' });
  await addContact(admin, account.id, customer.email);
  const submitted = await submitMultipart(
    app,
    '/api/service-requests',
    shipperFields({ contactEmail: customer.email, contactName: customer.name, pickupAddress: customer.street }),
    { itemPhotos: [{ name: 'crate.jpg', bytes: photoOf(customer) }] },
  );
  if (submitted.statusCode !== 201) throw new Error(`submission failed: ${submitted.body}`);
  customer.quotedRequest = submitted.json<{ referenceId: string }>().referenceId;
  const [quoted] = await database.db
    .update(serviceRequests)
    .set({ estimatedQuote: '780.00', quoteValidUntil: '2099-12-31' })
    .where(eq(serviceRequests.referenceId, customer.quotedRequest))
    .returning({ id: serviceRequests.id });
  const [photo] = await database.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.serviceRequestId, quoted?.id ?? 0));
  customer.photoId = photo?.id ?? '';

  // Invoiced, reported as paid by Zelle, and confirmed by the office: a receipt exists.
  customer.paidRequest = await invoicedRequest(app, database.db, '410.00', customer.email);
  const reported = await app.inject({
    method: 'POST',
    url: `/api/service-requests/${customer.paidRequest}/pay`,
    remoteAddress: nextClientAddress(),
    payload: { paymentMethod: 'zelle' },
  });
  if (reported.statusCode !== 200) throw new Error(`payment report failed: ${reported.body}`);
  const [invoiced] = await database.db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, customer.paidRequest));
  const [payment] = await database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.serviceRequestId, invoiced?.id ?? 0));
  customer.paymentId = payment?.id ?? '';
  const confirmed = await admin.request({ method: 'POST', url: `/api/admin/payments/${customer.paymentId}/confirm` });
  if (confirmed.statusCode !== 204) throw new Error(`confirmation failed: ${confirmed.body}`);

  // Invoiced and credited by the office: a credit note's PDF exists.
  customer.creditedRequest = await invoicedRequest(app, database.db, '500.00', customer.email);
  const [credited] = await database.db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, customer.creditedRequest));
  const note = await admin.request({
    method: 'POST',
    url: `/api/admin/service-requests/${credited?.id ?? 0}/invoice/credit-notes`,
    payload: { amount: '50.00', reason: 'A damaged pallet' },
  });
  if (note.statusCode !== 200) throw new Error(`credit note failed: ${note.body}`);
  customer.creditNote = note.json<{ number: string }>().number;

  // Delivered by a driver: a proof of delivery exists.
  await insertProofOfDelivery(database.db, storage, invoiced?.id ?? 0, await insertDriver(database.db));

  // A broker's load with its quote accepted and a rate confirmation sent to sign (issue 39).
  const brokerLoad = await insertBrokerRequest(database.db, { contactEmail: customer.email, contactName: customer.name });
  customer.brokerRequest = brokerLoad.referenceId;
  await quoteAndAccept(database.db, admin, brokerLoad.id);
  const made = await makeRateConfirmation(admin, brokerLoad.id);
  if (made.statusCode !== 201) throw new Error(`rate confirmation failed: ${made.body}`);

  // A tracking link to share (issue 40), on the paid request.
  customer.trackingLinkId = (await insertLink(database.db, invoiced?.id ?? 0)).id;
}

/**
 * This month's statements, as the scheduler makes them on the 1st of next month (noon UTC, a day
 * in every US zone): each customer's account had its invoices sent this month, so each has one.
 */
async function makeStatements() {
  const config = testConfig();
  const [year, month] = calendarDayIn(new Date(), config.billing.timeZone).split('-').map(Number) as [number, number];
  const firstOfNextMonth = new Date(Date.UTC(year, month, 1, 18));
  await makeMonthlyStatements(
    {
      db: started.database.db,
      outbox: emailOutbox(started.database.db, () => undefined),
      company: config.company,
      publicBaseUrl: config.publicBaseUrl,
      billingTimeZone: config.billing.timeZone,
    },
    firstOfNextMonth,
  );
  for (const customer of Object.values(customers)) {
    const [statement] = await started.database.db
      .select({ id: accountStatements.id })
      .from(accountStatements)
      .innerJoin(customerAccounts, eq(customerAccounts.id, accountStatements.accountId))
      .where(eq(customerAccounts.name, customer.company));
    customer.statementId = statement?.id ?? 0;
  }
}

beforeAll(async () => {
  ({ admin, ...started } = await startTestAppWithAdmin({
    storage,
    config: testConfig({ OPERATIONS_EMAIL: 'ops@freight.example', ZELLE_EMAIL: 'pay@freight.example' }),
  }));

  await createRecords(customers.ana);
  await createRecords(customers.bo);
  await makeStatements();
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A route of the portal. `record` routes name one of a customer's records in their URL (asked
 * for by another customer: 404); `own` routes name none and answer about the caller alone.
 */
interface RouteCheck {
  name: string;
  method: Method;
  kind: 'record' | 'own';
  url: (owner: Customer) => string;
  payload?: object;
  /** A receipt is found by its payment: its 404 may word it so; a request's is the portal's one message. */
  anyNotFoundMessage?: boolean;
}

const ROUTE_CHECKS: RouteCheck[] = [
  { name: 'the session', method: 'GET', kind: 'own', url: () => CUSTOMER_API.session },
  { name: 'sign out', method: 'POST', kind: 'own', url: () => CUSTOMER_API.signOut, payload: {} },
  { name: 'sign out everywhere', method: 'POST', kind: 'own', url: () => CUSTOMER_API.signOutEverywhere, payload: {} },
  { name: 'the list of requests', method: 'GET', kind: 'own', url: () => CUSTOMER_API.requests },
  { name: 'reading preferences', method: 'GET', kind: 'own', url: () => CUSTOMER_API.preferences },
  {
    name: 'saving preferences',
    method: 'PUT',
    kind: 'own',
    url: () => CUSTOMER_API.preferences,
    payload: { statusEmails: ['in-progress'] },
  },
  { name: 'a request', method: 'GET', kind: 'record', url: (owner) => CUSTOMER_API.request(owner.quotedRequest) },
  { name: 'a photo', method: 'GET', kind: 'record', url: (owner) => CUSTOMER_API.photo(owner.quotedRequest, owner.photoId) },
  { name: 'request again', method: 'GET', kind: 'record', url: (owner) => CUSTOMER_API.repeat(owner.quotedRequest) },
  { name: 'accepting a quote', method: 'POST', kind: 'record', url: (owner) => CUSTOMER_API.acceptQuote(owner.quotedRequest), payload: {} },
  {
    name: 'declining a quote',
    method: 'POST',
    kind: 'record',
    url: (owner) => CUSTOMER_API.declineQuote(owner.quotedRequest),
    payload: { reason: 'Too expensive for us' },
  },
  { name: 'the invoice PDF', method: 'GET', kind: 'record', url: (owner) => CUSTOMER_API.invoicePdf(owner.paidRequest) },
  {
    name: 'the proof of delivery PDF',
    method: 'GET',
    kind: 'record',
    url: (owner) => CUSTOMER_API.proofOfDeliveryPdf(owner.paidRequest),
  },
  {
    name: 'a credit note PDF',
    method: 'GET',
    kind: 'record',
    url: (owner) => CUSTOMER_API.creditNotePdf(owner.creditedRequest, owner.creditNote),
  },
  {
    name: 'a receipt PDF',
    method: 'GET',
    kind: 'record',
    url: (owner) => CUSTOMER_API.receiptPdf(owner.paymentId),
    anyNotFoundMessage: true,
  },
  // A billing contact's statements (issue 38): their own account's, and only theirs.
  { name: 'the statements', method: 'GET', kind: 'own', url: () => CUSTOMER_STATEMENTS_API.list },
  { name: 'a statement for a period', method: 'GET', kind: 'own', url: () => CUSTOMER_STATEMENTS_API.periodPdf },
  { name: 'a monthly statement PDF', method: 'GET', kind: 'record', url: (owner) => CUSTOMER_STATEMENTS_API.storedPdf(owner.statementId) },
  // A broker's rate confirmation (issue 39): read, signed, their own sent, its file.
  {
    name: 'the rate confirmations',
    method: 'GET',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.brokerRequest}/rate-confirmations`,
  },
  {
    name: 'signing a rate confirmation',
    method: 'POST',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.brokerRequest}/rate-confirmations/1/sign`,
    payload: { name: 'Someone Else', title: 'Planner', consent: true },
  },
  {
    name: 'sending their own rate confirmation',
    method: 'POST',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.brokerRequest}/rate-confirmations/upload`,
    payload: {},
  },
  {
    name: 'a rate confirmation file',
    method: 'GET',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.brokerRequest}/rate-confirmations/1/file`,
  },
  // A request's text messages (issue 40): reading them, choosing them for a subscriber, stopping them.
  { name: 'the text messages', method: 'GET', kind: 'record', url: (owner) => customerTextsPath(owner.paidRequest) },
  {
    name: 'choosing text messages',
    method: 'PUT',
    kind: 'record',
    url: (owner) => `${customerTextsPath(owner.paidRequest)}/consignee`,
    payload: { phone: '(312) 555-0187', milestones: ['delivered'], consent: true },
  },
  { name: 'stopping text messages', method: 'DELETE', kind: 'record', url: (owner) => `${customerTextsPath(owner.paidRequest)}/customer` },
  // A request's Documents (issue 39): the list, a paper by kind and version, the packet.
  { name: 'the documents', method: 'GET', kind: 'record', url: (owner) => `/api/account/requests/${owner.paidRequest}/documents` },
  {
    name: 'a rate confirmation by the documents route',
    method: 'GET',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.brokerRequest}/documents/rate_confirmation/1`,
  },
  { name: 'the packet', method: 'GET', kind: 'record', url: (owner) => `/api/account/requests/${owner.paidRequest}/documents/packet.pdf` },
  // A request's tracking links and its consignee (issue 40): listed, made, revoked, read, set.
  {
    name: 'the tracking links',
    method: 'GET',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.paidRequest}/tracking-links`,
  },
  {
    name: 'making a tracking link',
    method: 'POST',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.paidRequest}/tracking-links`,
    payload: {},
  },
  {
    name: 'revoking a tracking link',
    method: 'DELETE',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.paidRequest}/tracking-links/${owner.trackingLinkId}`,
  },
  { name: 'the consignee', method: 'GET', kind: 'record', url: (owner) => `/api/account/requests/${owner.paidRequest}/consignee` },
  {
    name: 'setting the consignee',
    method: 'PUT',
    kind: 'record',
    url: (owner) => `/api/account/requests/${owner.paidRequest}/consignee`,
    payload: { name: 'Someone Else', email: 'someone@else.example', language: 'en' },
  },
  { name: 'the company account', method: 'GET', kind: 'own', url: () => CUSTOMER_API.companyAccount },
  { name: "the company account's invoices", method: 'GET', kind: 'own', url: () => CUSTOMER_API.companyInvoices },
];

/** The public sign-in steps: no session to have, nothing of anyone's to read. */
const PUBLIC_PATHS = [CUSTOMER_API.signInRequest, CUSTOMER_API.signInCode, CUSTOMER_API.signInLink];

/** Every route registered under /api/account, from the API description, as "METHOD /path/{param}". */
function registeredRoutes(): { method: string; path: string }[] {
  const paths = (started.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/account/') && !(PUBLIC_PATHS as string[]).includes(path))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

/** Whether a described path ("/api/account/requests/{referenceId}") is the path of this URL. */
function describes(path: string, url: string): boolean {
  const pattern = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(url);
}

function checkFor(route: { method: string; path: string }): RouteCheck | undefined {
  return ROUTE_CHECKS.find((check) => check.method === route.method && describes(route.path, check.url(customers.ana)));
}

function isRegistered(check: RouteCheck): boolean {
  return registeredRoutes().some((route) => checkFor(route) === check);
}

function send(client: CustomerClient, check: RouteCheck, owner: Customer): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: check.method, url: check.url(owner) };
  return client.request(check.payload === undefined ? options : { ...options, payload: check.payload });
}

/** A fresh session each time: a sign-out route ends the session it is sent with. */
const sessionOf = (customer: Customer) => customerSession(started.app, started.database.db, customer.email);

function expectNothingOf(owner: Customer, response: LightMyRequestResponse) {
  // Read as bytes: a photo carries its owner's name (photoOf), so another's photo is caught too.
  const body = response.rawPayload.toString('latin1').toLowerCase();
  for (const secret of secretsOf(owner)) expect(body).not.toContain(secret.toLowerCase());
}

describe('every route under /api/account', () => {
  it('is one this test checks (a new route must be added to ROUTE_CHECKS)', () => {
    const unchecked = registeredRoutes().filter((route) => !checkFor(route));
    expect(unchecked).toEqual([]);
  });

  it('is registered for every path the portal contract names', () => {
    const missing = ROUTE_CHECKS.filter((check) => !isRegistered(check)).map((check) => `${check.method} ${check.url(customers.ana)}`);
    expect(missing).toEqual([]);
  });
});

const pairs = [
  ['bo', 'ana'],
  ['ana', 'bo'],
] as const;

describe.each(ROUTE_CHECKS.map((check) => [`${check.method} ${check.name}`, check] as const))('%s', (_name, check) => {
  it('answers 401 without a session', async () => {
    const options: InjectOptions = { method: check.method, url: check.url(customers.ana), headers: { origin: SITE_ORIGIN } };
    const response = await started.app.inject(check.payload === undefined ? options : { ...options, payload: check.payload });
    expect(response.statusCode).toBe(401);
    expectNothingOf(customers.ana, response);
  });

  if (check.kind === 'record') {
    it.each(pairs)("answers %s's session asking for %s's record with the one 404, and nothing of theirs", async (asker, owner) => {
      const response = await send(await sessionOf(customers[asker]), check, customers[owner]);
      expect(response.statusCode).toBe(404);
      // The portal's own 404 (a route that does not exist would answer "There is no GET <path>").
      const body = response.json<{ error: string; code: string; message: string }>();
      expect(body.error).toBe('Not Found');
      if (!check.anyNotFoundMessage) expect(body).toMatchObject(PORTAL_NOT_FOUND_MESSAGE);
      expectNothingOf(customers[owner], response);
    });

    if (check.method === 'GET') {
      it("answers its owner (so the other's 404 is the privacy rule, not a wrong URL)", async () => {
        const response = await send(await sessionOf(customers.ana), check, customers.ana);
        expect(response.statusCode).toBe(200);
        expectNothingOf(customers.bo, response);
      });
    }
  } else {
    it.each(pairs)("answers %s's session about them alone, nothing of %s's", async (asker, other) => {
      const response = await send(await sessionOf(customers[asker]), check, customers[asker]);
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(300);
      expectNothingOf(customers[other], response);
    });
  }
});

describe("another customer's writes", () => {
  it("leave the other's quote unanswered, preferences untouched and sessions open", async () => {
    const ana = await sessionOf(customers.ana);
    const bo = await sessionOf(customers.bo);
    await ana.request({ method: 'PUT', url: CUSTOMER_API.preferences, payload: { statusEmails: ['delivered'] } });
    await bo.request({ method: 'POST', url: CUSTOMER_API.acceptQuote(customers.ana.quotedRequest), payload: {} });
    await bo.request({ method: 'POST', url: CUSTOMER_API.declineQuote(customers.ana.quotedRequest), payload: { reason: 'No' } });
    await bo.request({ method: 'PUT', url: CUSTOMER_API.preferences, payload: { statusEmails: [] } });
    await (await sessionOf(customers.bo)).request({ method: 'POST', url: CUSTOMER_API.signOutEverywhere, payload: {} });

    const [quoted] = await started.database.db
      .select({ response: serviceRequests.quoteResponse, reason: serviceRequests.quoteDeclineReason })
      .from(serviceRequests)
      .where(eq(serviceRequests.referenceId, customers.ana.quotedRequest));
    expect(quoted).toEqual({ response: null, reason: null });
    expect((await ana.request({ method: 'GET', url: CUSTOMER_API.preferences })).json()).toEqual({ statusEmails: ['delivered'] });
    expect((await ana.request({ method: 'GET', url: CUSTOMER_API.requests })).statusCode).toBe(200);
  });

  it("keep the list to the caller's own requests", async () => {
    const page = (await (await sessionOf(customers.bo)).request({ method: 'GET', url: CUSTOMER_API.requests })).json<{
      items: { referenceId: string }[];
    }>();
    expect(page.items.map((item) => item.referenceId).sort()).toEqual(
      [customers.bo.quotedRequest, customers.bo.paidRequest, customers.bo.creditedRequest, customers.bo.brokerRequest].sort(),
    );
  });
});

describe("each customer's company account", () => {
  it.each(pairs)("shows %s their own company and its invoices, none of %s's", async (asker, other) => {
    const client = await sessionOf(customers[asker]);
    const account = (await client.request({ method: 'GET', url: CUSTOMER_API.companyAccount })).json<{ account: { name: string } }>();
    expect(account.account.name).toBe(customers[asker].company);
    const invoices = (await client.request({ method: 'GET', url: CUSTOMER_API.companyInvoices })).json<{
      items: { referenceId: string }[];
    }>();
    expect(invoices.items.map((item) => item.referenceId).sort()).toEqual(
      [customers[asker].paidRequest, customers[asker].creditedRequest].sort(),
    );
    expect(invoices.items.map((item) => item.referenceId)).not.toContain(customers[other].paidRequest);
  });
});
