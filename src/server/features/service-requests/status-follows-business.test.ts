// The status follows the business (issue 34, docs/decisions/058-status-follows-the-business.md):
// accepting a quote, assigning a driver and paying in full move the request's status forward,
// never back, each move in the request's history with who and when, in the event's transaction;
// what the customer (their page, /track) and the office (the counts, the list) read follows.
// Through app.inject on a real database.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver } from '../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../tests/support/driver-applications.js';
import { invoicedRequest } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { AdminServiceRequestDetail, AdminServiceRequestSummary } from '../../../shared/service-requests/admin-service-requests.js';
import type { DashboardStats } from '../../../shared/admin/admin-dashboard.js';
import type { AdminPaymentPage } from '../../../shared/payments/admin-payments.js';
import { CUSTOMER_API, type PortalRequestDetail } from '../../../shared/customer-portal/customer-portal.js';
import type { ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import type { TrackingResult } from '../../../shared/tracking/tracking-lookup.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminUsers, auditEvents, emailOutbox, serviceRequests, serviceRequestStatusHistory } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let adminId: number;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
  const [row] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
  if (!row) throw new Error('no test admin');
  adminId = row.id;
});
afterAll(() => stopTestApp(app, database));

let customerCount = 0;
function newCustomerEmail(): string {
  customerCount += 1;
  return `status-${customerCount}@customer.example`;
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row;
}

async function idOf(referenceId: string): Promise<number> {
  const [row] = await database.db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row.id;
}

/** The history entries after the request's arrival, oldest first. */
async function movesOf(id: number) {
  const rows = await database.db
    .select()
    .from(serviceRequestStatusHistory)
    .where(eq(serviceRequestStatusHistory.serviceRequestId, id))
    .orderBy(asc(serviceRequestStatusHistory.id));
  return rows.filter((row) => row.fromStatus !== null);
}

async function setStatus(id: number, status: ServiceRequestStatus) {
  await database.db.update(serviceRequests).set({ status }).where(eq(serviceRequests.id, id));
}

async function customerMailsTo(email: string) {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

async function detailOf(id: number): Promise<AdminServiceRequestDetail> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/service-requests/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function inProgressCount(): Promise<number> {
  const response = await admin.request({ method: 'GET', url: '/api/admin/dashboard-stats' });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardStats>().requestsByStatus['in-progress'];
}

/** A request of a new customer with a quote of 1,250.00 offered, and that customer signed in. */
async function quotedRequest() {
  const email = newCustomerEmail();
  const { id, referenceId } = await insertDispatchableRequest(database.db, { contactEmail: email });
  const quoted = await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/quote`, payload: { quote: '1250.00' } });
  expect(quoted.statusCode).toBe(200);
  return { id, referenceId, email, customer: await customerSession(app, database.db, email) };
}

function assign(id: number, driverId: number) {
  return admin.request({
    method: 'PUT',
    url: `/api/admin/dispatch/loads/${id}/assignment`,
    payload: { driverId, plannedPickupDate: daysFromToday(2) },
  });
}

/** A bank transfer reported by the customer for the invoice, then confirmed by the test admin. */
async function payByConfirmedTransfer(referenceId: string) {
  const reported = await app.inject({
    method: 'POST',
    url: `/api/service-requests/${referenceId}/pay`,
    remoteAddress: nextClientAddress(),
    payload: { paymentMethod: 'zelle' },
  });
  expect(reported.statusCode).toBe(200);
  const page = (
    await admin.request({ method: 'GET', url: `/api/admin/payments?status=pending_verification&search=${referenceId}` })
  ).json<AdminPaymentPage>();
  const payment = page.items[0];
  if (!payment) throw new Error(`no pending payment for ${referenceId}`);
  const confirmed = await admin.request({ method: 'POST', url: `/api/admin/payments/${payment.id}/confirm` });
  expect(confirmed.statusCode).toBe(204);
}

/** A card payment through test mode's checkout, which reaches the same handler a provider's webhook does. */
async function payByCard(referenceId: string) {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/checkout',
    remoteAddress: nextClientAddress(),
    // The whole balance: an amount would pay only that part of it (decision 073).
    payload: { referenceId },
  });
  const session = new URL(checkout.json<{ url: string }>().url, 'http://localhost').searchParams.get('session') ?? '';
  const completed = await app.inject({ method: 'POST', url: `/api/payments/test-checkout/${session}/complete` });
  expect(completed.statusCode).toBe(200);
}

describe('accepting a quote', () => {
  it("moves a received request to in progress, in the customer's name, in the answer's transaction", async () => {
    const { id, referenceId, email, customer } = await quotedRequest();
    const mailsBefore = (await customerMailsTo(email)).length;

    const response = await customer.request({ method: 'POST', url: CUSTOMER_API.acceptQuote(referenceId), payload: { amount: '1250.00' } });
    expect(response.statusCode).toBe(200);

    const row = await rowOf(id);
    expect(row.status).toBe('in-progress');
    const moves = await movesOf(id);
    expect(moves).toEqual([
      expect.objectContaining({
        fromStatus: 'received',
        toStatus: 'in-progress',
        movedByEvent: 'quote_accepted',
        changedByAdminId: null,
        notes: 'Quote of 1250.00 USD accepted by the customer',
      }),
    ]);
    // now() is the transaction's start: one transaction wrote the answer and the move.
    expect(moves[0]?.createdAt).toEqual(row.quoteRespondedAt);
    const [accepted] = await database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, String(id)), eq(auditEvents.action, 'service_request.quote_accepted')));
    expect(accepted?.changes).toMatchObject({ status: { before: 'received', after: 'in-progress' } });
    // The customer did it and sees it on the screen: no status mail for their own act.
    expect(await customerMailsTo(email)).toHaveLength(mailsBefore);

    // What the customer reads: their page and /track.
    const page = await customer.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) });
    expect(page.json<PortalRequestDetail>()).toMatchObject({ status: 'in-progress' });
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/track',
      remoteAddress: nextClientAddress(),
      payload: { referenceId, email },
    });
    expect(tracked.json<TrackingResult>()).toMatchObject({ status: 'in-progress' });
    expect(tracked.json<TrackingResult>().timeline.map((step) => step.status)).toEqual(['received', 'in-progress']);

    // The office's history names the customer.
    const history = (await detailOf(id)).history;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'received', toStatus: 'in-progress', changedBy: null, event: 'quote_accepted' });
  });

  it('never moves a request back: one already in transit stays, with no history entry', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    await setStatus(id, 'in-transit');
    const response = await customer.request({ method: 'POST', url: CUSTOMER_API.acceptQuote(referenceId), payload: { amount: '1250.00' } });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('in-transit');
    expect(await movesOf(id)).toEqual([]);
  });

  it('declining moves nothing', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    const response = await customer.request({
      method: 'POST',
      url: CUSTOMER_API.declineQuote(referenceId),
      payload: { reason: 'Too dear for us.' },
    });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('received');
    expect(await movesOf(id)).toEqual([]);
  });
});

describe('assigning a driver', () => {
  it('moves a received request to in progress in the name of the member who assigned, and the office counts it', async () => {
    const email = newCustomerEmail();
    const { id, referenceId } = await insertDispatchableRequest(database.db, { contactEmail: email });
    const driver = await insertDriver(database.db, { firstName: 'Ana', lastName: 'Reyes' });
    const countBefore = await inProgressCount();

    expect((await assign(id, driver.id)).statusCode).toBe(200);

    expect((await rowOf(id)).status).toBe('in-progress');
    const moves = await movesOf(id);
    expect(moves).toEqual([
      expect.objectContaining({
        fromStatus: 'received',
        toStatus: 'in-progress',
        movedByEvent: 'driver_assigned',
        changedByAdminId: adminId,
        notes: 'Driver assigned: Ana Reyes',
      }),
    ]);
    const [assigned] = await database.db
      .select({ at: auditEvents.occurredAt, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, String(id)), eq(auditEvents.action, 'dispatch.assigned')));
    expect(assigned?.changes).toMatchObject({ requestStatus: { before: 'received', after: 'in-progress' } });
    expect(moves[0]?.createdAt).toEqual(assigned?.at);

    // The office: the In Progress card and the list.
    expect(await inProgressCount()).toBe(countBefore + 1);
    const list = await admin.request({ method: 'GET', url: `/api/admin/service-requests?status=in-progress&search=${referenceId}` });
    expect(list.json<{ items: AdminServiceRequestSummary[] }>().items.map((item) => item.referenceId)).toEqual([referenceId]);
    expect((await detailOf(id)).history.at(-1)).toMatchObject({ changedBy: TEST_ADMIN.email, event: 'driver_assigned' });
    // The customer hears of it as of any status change they did not make (their preferences: all).
    const mails = await customerMailsTo(email);
    expect(mails.map((mail) => mail.kind)).toContain('service-request-status-changed');
  });

  it('re-assigning, or assigning a load already in transit, moves nothing back and writes no entry', async () => {
    const { id } = await insertDispatchableRequest(database.db, { contactEmail: newCustomerEmail() });
    const first = await insertDriver(database.db);
    const second = await insertDriver(database.db);
    expect((await assign(id, first.id)).statusCode).toBe(200);
    expect(await movesOf(id)).toHaveLength(1);
    await setStatus(id, 'in-transit');
    expect((await assign(id, second.id)).statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('in-transit');
    expect(await movesOf(id)).toHaveLength(1);
  });
});

describe('paying in full', () => {
  it('moves a received request to in progress, in the name of the payment provider, with the payment', async () => {
    const referenceId = await invoicedRequest(app, database.db, '88.80', newCustomerEmail());
    const id = await idOf(referenceId);
    await payByCard(referenceId);

    const row = await rowOf(id);
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'in-progress' });
    const moves = await movesOf(id);
    expect(moves).toEqual([
      expect.objectContaining({
        fromStatus: 'received',
        toStatus: 'in-progress',
        movedByEvent: 'paid_in_full',
        changedByAdminId: null,
        notes: 'Paid in full (Credit / Debit Card), confirmed by the payment provider',
      }),
    ]);
    expect(moves[0]?.createdAt).toEqual(row.paidAt);
  });

  it('a transfer confirmed by a member moves it in that member’s name', async () => {
    const referenceId = await invoicedRequest(app, database.db, '410.00', newCustomerEmail());
    const id = await idOf(referenceId);
    await payByConfirmedTransfer(referenceId);
    expect((await rowOf(id)).status).toBe('in-progress');
    expect(await movesOf(id)).toEqual([
      expect.objectContaining({ movedByEvent: 'paid_in_full', changedByAdminId: adminId, toStatus: 'in-progress' }),
    ]);
  });

  it('never moves a delivered or a cancelled request', async () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      const referenceId = await invoicedRequest(app, database.db, '120.00', newCustomerEmail());
      const id = await idOf(referenceId);
      await setStatus(id, status);
      await payByCard(referenceId);
      expect(await rowOf(id)).toMatchObject({ paymentStatus: 'paid', status });
      expect(await movesOf(id)).toEqual([]);
    }
  });

  it('a customer who accepted and paid in full reads in progress, with one move in the history', async () => {
    const { id, referenceId, email, customer } = await quotedRequest();
    await customer.request({ method: 'POST', url: CUSTOMER_API.acceptQuote(referenceId), payload: { amount: '1250.00' } });
    const invoice = await admin.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '1250.00' },
    });
    expect(invoice.statusCode).toBe(200);
    await payByCard(referenceId);
    expect(await rowOf(id)).toMatchObject({ status: 'in-progress', paymentStatus: 'paid' });
    expect((await movesOf(id)).map((move) => move.movedByEvent)).toEqual(['quote_accepted']);
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/track',
      remoteAddress: nextClientAddress(),
      payload: { referenceId, email },
    });
    expect(tracked.json<TrackingResult>().status).toBe('in-progress');
  });
});

describe("a staff member's own change", () => {
  it('stays free, backwards too, as the spec allows; a later event moves it forward again', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    const back = await admin.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${id}/status`,
      payload: { status: 'in-transit', notes: 'Loaded early' },
    });
    expect(back.statusCode).toBe(200);
    const reset = await admin.request({
      method: 'PATCH',
      url: `/api/admin/service-requests/${id}/status`,
      payload: { status: 'received' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('received');
    await customer.request({ method: 'POST', url: CUSTOMER_API.acceptQuote(referenceId), payload: { amount: '1250.00' } });
    const moves = await movesOf(id);
    expect(moves.map((move) => [move.fromStatus, move.toStatus, move.movedByEvent, move.changedByAdminId])).toEqual([
      ['received', 'in-transit', null, adminId],
      ['in-transit', 'received', null, adminId],
      ['received', 'in-progress', 'quote_accepted', null],
    ]);
  });
});
