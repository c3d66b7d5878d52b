// Each record's history: a request's, an application's and a payment's own events (a payment's
// refunds included), newest first in keyset pages, 404 for a record that does not exist, and
// open to the roles that may read the record.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { submitApplication } from '../../../../tests/support/driver-applications.js';
import { insertServiceRequestRow, nextClientAddress } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { AdminRefund } from '../../../shared/payments/admin-payments.js';
import { AUDIT_MESSAGES, type AuditLogPage } from '../../../shared/audit/audit.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, driverApplications, payments } from '../../db/schema.js';
import { APPLICATION_NOT_FOUND } from '../../../shared/driver-applications/admin-driver-applications.js';
import { REQUEST_NOT_FOUND } from '../../../shared/service-requests/admin-service-requests.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
const members = new Map<StaffRole, AdminClient>();

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin({ config: testConfig({ ZELLE_EMAIL: 'pay@freight.example' }) }));
  const roles: StaffRole[] = ['operations', 'accounting', 'recruiting'];
  for (const [index, role] of roles.entries()) {
    const member = { email: `${role}@freight.example`, password: 'a long enough test password' };
    await createTestAdmin(database.db, member, role);
    members.set(role, await signIn(app, member, `10.200.2.${index + 1}`));
  }
  // Four accounts hashed and signed in on the embedded database: more than the default minute on a busy machine.
}, 180_000);
afterAll(() => stopTestApp(app, database));

function member(role: StaffRole): AdminClient {
  const client = members.get(role);
  if (!client) throw new Error(`no ${role} signed in`);
  return client;
}

async function history(url: string, client = owner): Promise<AuditLogPage> {
  const response = await client.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>();
}

async function statusCodeOf(url: string, client = owner): Promise<number> {
  return (await client.request({ method: 'GET', url })).statusCode;
}

async function messageOf(url: string): Promise<string> {
  return (await owner.request({ method: 'GET', url })).json<{ message: string }>().message;
}

/** A Zelle payment a customer reported without an invoice, confirmed by the owner. */
async function confirmedPayment(reference: string): Promise<string> {
  const reported = await app.inject({
    method: 'POST',
    url: '/api/payments/report',
    remoteAddress: nextClientAddress(),
    payload: { method: 'zelle', amount: '200.00', email: 'walk-in@shipper.example', referenceId: reference },
  });
  expect(reported.statusCode).toBe(200);
  const [entry] = await database.db.select().from(payments).where(eq(payments.customerReference, reference));
  if (!entry) throw new Error('no ledger entry');
  expect((await owner.request({ method: 'POST', url: `/api/admin/payments/${entry.id}/confirm` })).statusCode).toBe(204);
  return entry.id;
}

describe('GET /api/admin/service-requests/{id}/history', () => {
  it('answers the request’s own events, newest first, a page at a time', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const other = await insertServiceRequestRow(database.db);
    for (const status of ['in-progress', 'in-transit', 'delivered']) {
      const changed = await owner.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/status`, payload: { status } });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    await owner.request({ method: 'PATCH', url: `/api/admin/service-requests/${other.id}/status`, payload: { status: 'cancelled' } });

    const whole = await history(`/api/admin/service-requests/${id}/history`);
    const statusChanges = whole.items.filter((event) => event.action === 'service_request.status_changed');
    expect(statusChanges.map((event) => event.changes['status']?.after)).toEqual(['delivered', 'in-transit', 'in-progress']);
    expect(whole.items.every((event) => event.recordType === 'service_request' && event.recordId === String(id))).toBe(true);
    expect(whole.nextCursor).toBeNull();

    const first = await history(`/api/admin/service-requests/${id}/history?limit=2`);
    expect(first.items).toEqual(whole.items.slice(0, 2));
    const second = await history(`/api/admin/service-requests/${id}/history?limit=2&before=${first.nextCursor ?? ''}`);
    expect(second.items).toEqual(whole.items.slice(2, 4));
  });

  it('is 404 for a request that does not exist, 400 for a bad id or cursor', async () => {
    expect(await statusCodeOf('/api/admin/service-requests/99999/history')).toBe(404);
    expect(await messageOf('/api/admin/service-requests/99999/history')).toBe(REQUEST_NOT_FOUND);
    expect(await statusCodeOf('/api/admin/service-requests/abc/history')).toBe(400);
    const { id } = await insertServiceRequestRow(database.db);
    expect(await messageOf(`/api/admin/service-requests/${id}/history?before=bogus`)).toBe(AUDIT_MESSAGES.badCursor);
  });

  it('is open to those who may read requests', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const url = `/api/admin/service-requests/${id}/history`;
    expect(await statusCodeOf(url, member('operations'))).toBe(200);
    expect(await statusCodeOf(url, member('accounting'))).toBe(200);
    expect(await statusCodeOf(url, member('recruiting'))).toBe(403);
  });
});

describe('GET /api/admin/driver-applications/{id}/history', () => {
  it('answers the application’s own events, newest first', async () => {
    const referenceId = await submitApplication(app);
    const [application] = await database.db
      .select({ id: driverApplications.id })
      .from(driverApplications)
      .where(eq(driverApplications.referenceId, referenceId));
    if (!application) throw new Error('no application');
    for (const status of ['reviewing', 'interview']) {
      const changed = await owner.request({
        method: 'PATCH',
        url: `/api/admin/driver-applications/${application.id}/status`,
        payload: { status },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const url = `/api/admin/driver-applications/${application.id}/history`;
    const { items } = await history(url, member('recruiting'));
    expect(
      items.filter((event) => event.action === 'driver_application.status_changed').map((event) => event.changes['status']?.after),
    ).toEqual(['interview', 'reviewing']);
    expect(items.every((event) => event.recordType === 'driver_application' && event.recordId === String(application.id))).toBe(true);
    expect(await statusCodeOf(url, member('operations'))).toBe(403);
    expect(await statusCodeOf(url, member('accounting'))).toBe(403);
  });

  it('is 404 for an application that does not exist', async () => {
    expect(await statusCodeOf('/api/admin/driver-applications/99999/history')).toBe(404);
    expect(await messageOf('/api/admin/driver-applications/99999/history')).toBe(APPLICATION_NOT_FOUND);
  });
});

describe('GET /api/admin/payments/{id}/history', () => {
  it('answers the payment’s events with its refunds’, and no other payment’s', async () => {
    const id = await confirmedPayment('HISTORY ONE');
    const otherId = await confirmedPayment('HISTORY TWO');
    const refunded = await owner.request({
      method: 'POST',
      url: `/api/admin/payments/${id}/refunds`,
      payload: { amount: '50.00', reason: 'Damaged pallet' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const refundId = refunded.json<AdminRefund>().id;
    // An event about the refund as a record of its own (none is written that way today).
    await database.db.insert(auditEvents).values({
      actorKind: 'system',
      actorLabel: 'system',
      action: 'payment.received',
      recordType: 'refund',
      recordId: refundId,
    });

    const url = `/api/admin/payments/${id}/history`;
    const { items } = await history(url, member('operations'));
    expect(items.map((event) => `${event.recordType}:${event.action}`)).toEqual(
      expect.arrayContaining(['refund:payment.received', 'payment:payment.refunded', 'payment:payment.confirmed']),
    );
    expect(items.filter((event) => event.recordType === 'payment').every((event) => event.recordId === id)).toBe(true);
    expect(items.find((event) => event.action === 'payment.refunded')?.changes['refundId']?.after).toBe(refundId);
    expect(items.some((event) => event.recordId === otherId)).toBe(false);
    const ids = items.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect(await statusCodeOf(url, member('accounting'))).toBe(200);
    expect(await statusCodeOf(url, member('recruiting'))).toBe(403);
  });

  it('is 404 for a payment that does not exist, 400 for an id that is not one', async () => {
    expect(await statusCodeOf('/api/admin/payments/4b1f7a52-5d0e-4f47-9d59-0c3f3f2b6b1e/history')).toBe(404);
    expect(await messageOf('/api/admin/payments/4b1f7a52-5d0e-4f47-9d59-0c3f3f2b6b1e/history')).toBe(
      PAYMENT_MESSAGES.paymentNotFound.message,
    );
    expect(await statusCodeOf('/api/admin/payments/42/history')).toBe(400);
  });
});
