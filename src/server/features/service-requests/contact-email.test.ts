// Moving a request to another contact e-mail (and so to another customer's page), and the
// customer's choice of status e-mails: through app.inject, on a real database.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { AdminServiceRequestSummary } from '../../../shared/service-requests/admin-service-requests.js';
import { CUSTOMER_API, type PortalRequestPage } from '../../../shared/customer-portal/customer-portal.js';
import { ROLE_FORBIDDEN_MESSAGE } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, serviceRequests } from '../../db/schema.js';
import { saveStatusEmails } from './status-email-preferences-repository.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});
afterAll(async () => stopTestApp(app, database));

function changeEmail(client: AdminClient, id: number, payload: object) {
  return client.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/contact-email`, payload });
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row;
}

async function referencesOnPageOf(email: string): Promise<string[]> {
  const customer = await customerSession(app, database.db, email);
  const response = await customer.request({ method: 'GET', url: CUSTOMER_API.requests });
  expect(response.statusCode).toBe(200);
  return response.json<PortalRequestPage>().items.map((item) => item.referenceId);
}

describe('changing the contact e-mail', () => {
  it("moves the request from the old address's page to the new one's, recorded with both", async () => {
    const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: 'old@customer.example' });
    expect(await referencesOnPageOf('old@customer.example')).toContain(referenceId);

    const response = await changeEmail(admin, id, { email: '  New.Person@Customer.example ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminServiceRequestSummary>()).toMatchObject({ id, contactEmail: 'New.Person@Customer.example' });

    expect(await referencesOnPageOf('old@customer.example')).not.toContain(referenceId);
    expect(await referencesOnPageOf('new.person@customer.example')).toContain(referenceId);

    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'service_request.contact_email_changed'), eq(auditEvents.recordId, String(id))));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorKind: 'member',
      changes: { contactEmail: { before: 'old@customer.example', after: 'New.Person@Customer.example' } },
    });
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'New.Person@Customer.example'));
    expect(mails).toHaveLength(0);
  });

  it.each([
    [{}],
    [{ email: '' }],
    [{ email: 'not an address' }],
    [{ email: 'a@b.example\nBcc: x@y.example' }],
    [{ email: `${'x'.repeat(250)}@b.example` }],
  ])('refuses %j (400) and changes nothing', async (body) => {
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: 'kept@customer.example' });
    const before = await rowOf(id);
    const response = await changeEmail(admin, id, body);
    expect(response.statusCode).toBe(400);
    expect(await rowOf(id)).toEqual(before);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await changeEmail(admin, 987654, { email: 'nobody@customer.example' })).statusCode).toBe(404);
  });

  it('is for operations: accounting may read the request but not move it (403)', async () => {
    await createTestAdmin(database.db, { email: 'books@freight.example', password: 'another long test password' }, 'accounting');
    const accounting = await signIn(app, { email: 'books@freight.example', password: 'another long test password' }, '10.200.0.9');
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: 'stays@customer.example' });
    const response = await changeEmail(accounting, id, { email: 'elsewhere@customer.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ROLE_FORBIDDEN_MESSAGE });
    expect((await rowOf(id))?.contactEmail).toBe('stays@customer.example');
  });
});

describe("the customer's choice of status e-mails", () => {
  async function moveTo(id: number, status: string) {
    const response = await admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/status`, payload: { status } });
    expect(response.statusCode).toBe(200);
  }

  async function statusMailsTo(address: string) {
    const mails = await database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'service-request-status-changed')));
    return mails.map((mail) => mail.subject);
  }

  it('mails only the statuses they chose (whatever the case of the address), and still records every change', async () => {
    const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: 'Choosy@Customer.example' });
    await saveStatusEmails(database.db, 'choosy@customer.example', ['delivered'], new Date());
    await moveTo(id, 'in-transit');
    await moveTo(id, 'delivered');
    expect(await statusMailsTo('Choosy@Customer.example')).toEqual([`Your request ${referenceId} is now Delivered`]);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'service_request.status_changed'), eq(auditEvents.recordId, String(id))));
    expect(events).toHaveLength(2);
  });

  it('mails every status change to a customer who never chose', async () => {
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: 'default@customer.example' });
    await moveTo(id, 'in-progress');
    await moveTo(id, 'in-transit');
    expect(await statusMailsTo('default@customer.example')).toHaveLength(2);
  });
});
