// A customer's answer to a quote on their page, and the team's side of it: through app.inject,
// on a real database, with the real outbox and audit log.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { customerSession, type CustomerClient } from '../../../../tests/support/customers.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { AdminServiceRequestDetail } from '../../../shared/service-requests/admin-service-requests.js';
import {
  CUSTOMER_API,
  PORTAL_NOT_FOUND_MESSAGE,
  QUOTE_MESSAGES,
  type PortalQuote,
} from '../../../shared/customer-portal/customer-portal.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, serviceRequests, serviceRequestStatusHistory } from '../../db/schema.js';
import { quoteValidUntil } from './quote-offer.js';
import { utcToday } from '../../../shared/calendar-date.js';

const VALIDITY_DAYS = 10;
const OPERATIONS = 'dispatch@freight.example';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  // Not the default 14 days: the setting must reach the quote.
  ({ database, app, admin } = await startTestAppWithAdmin({
    config: testConfig({ QUOTE_VALIDITY_DAYS: String(VALIDITY_DAYS), OPERATIONS_EMAIL: OPERATIONS }),
  }));
});
afterAll(async () => stopTestApp(app, database));

let customerCount = 0;

/** A request of a new customer, quoted by the team at `quote`, and that customer signed in. */
async function quotedRequest(quote = '1250.00') {
  customerCount += 1;
  const email = `quoted-${customerCount}@customer.example`;
  const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: email });
  await setQuote(id, quote);
  return { id, referenceId, customer: await customerSession(app, database.db, email) };
}

async function setQuote(id: number, quote: string) {
  const response = await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/quote`, payload: { quote } });
  expect(response.statusCode).toBe(200);
}

function accept(customer: CustomerClient, referenceId: string, payload?: object) {
  return customer.request({ method: 'POST', url: CUSTOMER_API.acceptQuote(referenceId), ...(payload ? { payload } : {}) });
}

function decline(customer: CustomerClient, referenceId: string, payload: object) {
  return customer.request({ method: 'POST', url: CUSTOMER_API.declineQuote(referenceId), payload });
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row;
}

async function eventsOf(id: number, action: string) {
  const events = await database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'service_request'), eq(auditEvents.recordId, String(id))))
    .orderBy(asc(auditEvents.id));
  return events.filter((event) => event.action === action);
}

async function noticesAbout(referenceId: string) {
  const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, OPERATIONS));
  return mails.filter((mail) => mail.subject.includes(referenceId));
}

/**
 * Everything an answer writes: the request, its status history and audit events, and the mail
 * queue (every address: the team's notice, and any mail to the customer). A refusal leaves all of it.
 */
async function answerState(id: number) {
  return {
    request: await rowOf(id),
    history: await database.db
      .select()
      .from(serviceRequestStatusHistory)
      .where(eq(serviceRequestStatusHistory.serviceRequestId, id))
      .orderBy(asc(serviceRequestStatusHistory.id)),
    audit: await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'service_request'), eq(auditEvents.recordId, String(id))))
      .orderBy(asc(auditEvents.id)),
    outbox: await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}

async function detailOf(id: number): Promise<AdminServiceRequestDetail> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/service-requests/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('a quote as an offer', () => {
  it(`holds for QUOTE_VALIDITY_DAYS (${VALIDITY_DAYS}) from the day it is set, with no answer yet`, async () => {
    const { id } = await quotedRequest();
    const row = await rowOf(id);
    expect(row.quoteValidUntil).toBe(quoteValidUntil(utcToday(), VALIDITY_DAYS));
    expect(quoteValidUntil('2026-11-24', VALIDITY_DAYS)).toBe('2026-12-04');
    expect(row).toMatchObject({ quoteResponse: null, quoteRespondedAt: null, quoteDeclineReason: null });
    expect(await detailOf(id)).toMatchObject({ estimatedQuote: '1250.00', quoteValidUntil: row.quoteValidUntil, quoteResponse: null });
  });
});

describe('accepting', () => {
  it('stores the answer, records the amount accepted, tells the team and answers the quote', async () => {
    const { id, referenceId, customer } = await quotedRequest('980.5');
    const response = await accept(customer, referenceId, { amount: '980.50' });
    expect(response.statusCode).toBe(200);
    const quote = response.json<PortalQuote>();
    expect(quote).toMatchObject({ amount: '980.50', expired: false, response: 'accepted', declineReason: null });
    expect(quote.respondedAt).not.toBeNull();

    const row = await rowOf(id);
    expect(row.quoteResponse).toBe('accepted');
    expect(row.quoteRespondedAt?.toISOString()).toBe(quote.respondedAt);

    const [event] = await eventsOf(id, 'service_request.quote_accepted');
    expect(event).toMatchObject({ actorKind: 'customer', actorLabel: 'customer', actorAdminId: null });
    expect(event?.changes).toMatchObject({ quoteResponse: { before: null, after: 'accepted' }, amount: { after: '980.50' } });

    const notices = await noticesAbout(referenceId);
    expect(notices.map((mail) => mail.kind)).toEqual(['service-request-quote-accepted']);
    expect(notices[0]?.subject).toBe(`Quote accepted for request ${referenceId}: $980.50`);

    const detail = await detailOf(id);
    expect(detail).toMatchObject({ quoteResponse: 'accepted', quoteRespondedAt: quote.respondedAt, quoteDeclineReason: null });
  });

  it('takes no body at all', async () => {
    const { referenceId, customer } = await quotedRequest();
    const response = await accept(customer, referenceId);
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalQuote>().response).toBe('accepted');
  });

  it('refuses a second answer, the same or the other (409), and changes nothing', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    expect((await accept(customer, referenceId)).statusCode).toBe(200);
    const before = await answerState(id);
    for (const again of [await accept(customer, referenceId), await decline(customer, referenceId, { reason: 'Changed my mind' })]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject(QUOTE_MESSAGES.alreadyAnswered);
    }
    expect(await answerState(id)).toEqual(before);
    expect(await noticesAbout(referenceId)).toHaveLength(1);
  });

  it('refuses an amount the team has since revised (409) and accepts the new one once shown', async () => {
    const { id, referenceId, customer } = await quotedRequest('1000.00');
    await setQuote(id, '1100.00');
    const before = await answerState(id);
    const stale = await accept(customer, referenceId, { amount: '1000' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject(QUOTE_MESSAGES.changed);
    expect(await answerState(id)).toEqual(before);
    expect(before.request.quoteResponse).toBeNull();

    const fresh = await accept(customer, referenceId, { amount: '1100' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<PortalQuote>()).toMatchObject({ amount: '1100.00', response: 'accepted' });
  });

  it('refuses an amount that is not one (400), changing nothing', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    const before = await answerState(id);
    const response = await accept(customer, referenceId, { amount: 'lots' });
    expect(response.statusCode).toBe(400);
    expect(await answerState(id)).toEqual(before);
    expect(before.request.quoteResponse).toBeNull();
  });
});

describe('declining', () => {
  it('stores the reason, tells the team with it, and records it without the words', async () => {
    const { id, referenceId, customer } = await quotedRequest('2000.00');
    const response = await decline(customer, referenceId, { reason: '  Too expensive for this lane  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalQuote>()).toMatchObject({ response: 'declined', declineReason: 'Too expensive for this lane' });

    const [event] = await eventsOf(id, 'service_request.quote_declined');
    expect(event?.changes).toMatchObject({
      quoteResponse: { after: 'declined' },
      amount: { after: '2000.00' },
      reasonGiven: { after: true },
    });
    expect(JSON.stringify(event?.changes)).not.toContain('Too expensive');

    const [notice] = await noticesAbout(referenceId);
    expect(notice?.kind).toBe('service-request-quote-declined');
    expect(notice?.textBody).toContain('> Too expensive for this lane');
    expect(await detailOf(id)).toMatchObject({ quoteResponse: 'declined', quoteDeclineReason: 'Too expensive for this lane' });
  });

  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: 'x'.repeat(1001) }]])(
    'needs a reason: %j is refused (400), changing nothing',
    async (body) => {
      const { id, referenceId, customer } = await quotedRequest();
      const before = await answerState(id);
      const response = await decline(customer, referenceId, body);
      expect(response.statusCode).toBe(400);
      expect(await answerState(id)).toEqual(before);
      expect(before.request.quoteResponse).toBeNull();
    },
  );

  it('lets the team revise a declined quote: a new offer, the answer cleared, the customer mailed', async () => {
    const { id, referenceId, customer } = await quotedRequest('1500.00');
    expect((await decline(customer, referenceId, { reason: 'Too much' })).statusCode).toBe(200);
    await database.db.update(serviceRequests).set({ quoteValidUntil: '2020-01-01' }).where(eq(serviceRequests.id, id));
    await setQuote(id, '1400.00');
    const row = await rowOf(id);
    expect(row).toMatchObject({ estimatedQuote: '1400.00', quoteResponse: null, quoteRespondedAt: null, quoteDeclineReason: null });
    expect(row.quoteValidUntil).toBe(quoteValidUntil(utcToday(), VALIDITY_DAYS));
    const [quoteSet] = (await eventsOf(id, 'service_request.quote_set')).slice(-1);
    expect(quoteSet?.changes).toMatchObject({ quoteResponse: { before: 'declined', after: null } });
    expect((await accept(customer, referenceId, { amount: '1400' })).statusCode).toBe(200);
  });

  it('renews a declined quote saved again at the same amount, and leaves an accepted one alone', async () => {
    const declined = await quotedRequest('700.00');
    await decline(declined.customer, declined.referenceId, { reason: 'Let me think' });
    await setQuote(declined.id, '700.00');
    expect((await rowOf(declined.id)).quoteResponse).toBeNull();

    const accepted = await quotedRequest('800.00');
    await accept(accepted.customer, accepted.referenceId);
    await setQuote(accepted.id, '800.00');
    expect((await rowOf(accepted.id)).quoteResponse).toBe('accepted');
  });
});

describe('what cannot be answered', () => {
  it('an expired quote (409), until the team renews it', async () => {
    const { id, referenceId, customer } = await quotedRequest('640.00');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await database.db.update(serviceRequests).set({ quoteValidUntil: yesterday }).where(eq(serviceRequests.id, id));
    const before = await answerState(id);
    const response = await accept(customer, referenceId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(QUOTE_MESSAGES.expired);
    expect((await decline(customer, referenceId, { reason: 'Late' })).statusCode).toBe(409);
    expect(await answerState(id)).toEqual(before);

    await setQuote(id, '640.00');
    expect((await accept(customer, referenceId)).statusCode).toBe(200);
  });

  it('a quote whose last day is today is still good', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    await database.db.update(serviceRequests).set({ quoteValidUntil: utcToday() }).where(eq(serviceRequests.id, id));
    expect((await accept(customer, referenceId)).statusCode).toBe(200);
  });

  it('a quote set before quotes had an end date does not lapse', async () => {
    const { id, referenceId, customer } = await quotedRequest('450.00');
    await database.db.update(serviceRequests).set({ quoteValidUntil: null }).where(eq(serviceRequests.id, id));
    const response = await accept(customer, referenceId);
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalQuote>()).toMatchObject({ validUntil: null, expired: false, response: 'accepted' });
  });

  it('a request with no quote (409)', async () => {
    const email = 'unquoted@customer.example';
    const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: email });
    const customer = await customerSession(app, database.db, email);
    const before = await answerState(id);
    const response = await accept(customer, referenceId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(QUOTE_MESSAGES.noQuote);
    expect((await decline(customer, referenceId, { reason: 'No price' })).statusCode).toBe(409);
    expect(await answerState(id)).toEqual(before);
  });

  it('an invoiced request (409)', async () => {
    const { id, referenceId, customer } = await quotedRequest();
    const invoiced = await admin.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '1250' },
    });
    expect(invoiced.statusCode).toBe(200);
    const before = await answerState(id);
    const response = await decline(customer, referenceId, { reason: 'Too late anyway' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(QUOTE_MESSAGES.invoiced);
    expect((await accept(customer, referenceId)).statusCode).toBe(409);
    expect(await answerState(id)).toEqual(before);
  });

  it("another customer's request, or one that does not exist (404, the same answer)", async () => {
    const { id, referenceId } = await quotedRequest();
    const stranger = await customerSession(app, database.db, 'stranger@elsewhere.example');
    const before = await answerState(id);
    for (const response of [
      await accept(stranger, referenceId),
      await decline(stranger, referenceId, { reason: 'Not mine' }),
      await accept(stranger, 'SR-0000-0000-0000-0000'),
      await accept(stranger, 'not a reference'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(PORTAL_NOT_FOUND_MESSAGE);
    }
    expect(await answerState(id)).toEqual(before);
    expect(before.request.quoteResponse).toBeNull();
  });

  it('anyone not signed in (401)', async () => {
    const { id, referenceId } = await quotedRequest();
    const before = await answerState(id);
    const response = await app.inject({
      method: 'POST',
      url: CUSTOMER_API.acceptQuote(referenceId),
      headers: { origin: 'http://localhost:5000' },
    });
    expect(response.statusCode).toBe(401);
    expect(await answerState(id)).toEqual(before);
  });

  it('matches the contact e-mail without regard to case, and a loosely typed reference', async () => {
    const email = 'Mixed.Case@Customer.example';
    const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: email });
    await setQuote(id, '300.00');
    const customer = await customerSession(app, database.db, email.toLowerCase());
    expect((await accept(customer, referenceId.toLowerCase())).statusCode).toBe(200);
  });
});

describe('invoicing', () => {
  it('records whether the customer had accepted the quote', async () => {
    const accepted = await quotedRequest();
    await accept(accepted.customer, accepted.referenceId);
    const unanswered = await quotedRequest();
    const declined = await quotedRequest();
    await decline(declined.customer, declined.referenceId, { reason: 'No' });
    for (const { id } of [accepted, unanswered, declined]) {
      const response = await admin.request({
        method: 'POST',
        url: `/api/admin/service-requests/${id}/invoice`,
        payload: { finalAmount: '1250' },
      });
      expect(response.statusCode).toBe(200);
    }
    const factsOfInvoice = async (id: number) => (await eventsOf(id, 'service_request.invoice_sent'))[0]?.changes;
    expect(await factsOfInvoice(accepted.id)).toMatchObject({ quoteAccepted: { after: true }, quoteResponse: { after: 'accepted' } });
    expect(await factsOfInvoice(unanswered.id)).toMatchObject({ quoteAccepted: { after: false }, quoteResponse: { after: 'none' } });
    expect(await factsOfInvoice(declined.id)).toMatchObject({ quoteAccepted: { after: false }, quoteResponse: { after: 'declined' } });
  });
});
