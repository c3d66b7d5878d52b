// The audit log of money: confirming and rejecting a reported payment and refunding one write an
// event in the same transaction; a refused confirmation or a refund over the balance writes none.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { AdminRefund } from '../../../shared/payments/admin-payments.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, payments } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin({ config: testConfig({ ZELLE_EMAIL: 'pay@freight.example' }) }));
});
afterAll(() => stopTestApp(app, database));

async function eventsAfter(work: () => Promise<unknown>) {
  const before = await database.db.select({ id: auditEvents.id }).from(auditEvents);
  await work();
  const after = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return after.slice(before.length);
}

/** A Zelle payment a customer reported without an invoice, waiting for an admin. */
async function reportedPayment(reference: string, amount = '125.00'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/report',
    remoteAddress: nextClientAddress(),
    payload: { method: 'zelle', amount, email: 'walk-in@shipper.example', referenceId: reference },
  });
  expect(response.statusCode).toBe(200);
  const [entry] = await database.db.select().from(payments).where(eq(payments.customerReference, reference));
  if (!entry) throw new Error('no ledger entry');
  return entry.id;
}

describe('payment events', () => {
  it('records a confirmation; confirming it again is refused and records nothing', async () => {
    const id = await reportedPayment('AUDIT CONFIRM');
    const written = await eventsAfter(async () => {
      expect((await admin.request({ method: 'POST', url: `/api/admin/payments/${id}/confirm` })).statusCode).toBe(204);
    });
    expect(written).toMatchObject([
      {
        action: 'payment.confirmed',
        actorKind: 'member',
        recordType: 'payment',
        recordId: id,
        changes: { status: { before: 'pending_verification', after: 'succeeded' }, amount: { after: '125.00' } },
      },
    ]);
    const again = await eventsAfter(async () => {
      expect((await admin.request({ method: 'POST', url: `/api/admin/payments/${id}/confirm` })).statusCode).toBe(409);
    });
    expect(again).toEqual([]);
  });

  it('records a rejection without the reason the admin typed', async () => {
    const id = await reportedPayment('AUDIT REJECT');
    const reason = 'No such transfer reached the account';
    const written = await eventsAfter(() =>
      admin.request({ method: 'POST', url: `/api/admin/payments/${id}/reject`, payload: { reason } }),
    );
    expect(written).toMatchObject([
      { action: 'payment.rejected', recordId: id, changes: { status: { before: 'pending_verification', after: 'rejected' } } },
    ]);
    expect(JSON.stringify(written)).not.toContain(reason);
  });

  it('records a refund; a refund over what is left records nothing', async () => {
    const id = await reportedPayment('AUDIT REFUND', '200.00');
    await admin.request({ method: 'POST', url: `/api/admin/payments/${id}/confirm` });
    const refund = (amount: string) =>
      admin.request({ method: 'POST', url: `/api/admin/payments/${id}/refunds`, payload: { amount, reason: 'Damaged pallet' } });

    let refundId = '';
    const written = await eventsAfter(async () => {
      const response = await refund('50.00');
      expect(response.statusCode).toBe(201);
      refundId = response.json<AdminRefund>().id;
    });
    expect(written).toMatchObject([
      {
        action: 'payment.refunded',
        recordType: 'payment',
        recordId: id,
        changes: { amount: { after: '50.00' }, refundStatus: { after: 'succeeded' }, refundId: { after: refundId } },
      },
    ]);

    const refused = await eventsAfter(async () => expect((await refund('150.01')).statusCode).toBe(409));
    expect(refused).toEqual([]);
  });

  it('records the ledger export with its filters', async () => {
    const written = await eventsAfter(() =>
      admin.request({ method: 'GET', url: '/api/admin/export/payments?method=zelle&from=2026-01-01' }),
    );
    expect(written).toMatchObject([
      {
        action: 'export.downloaded',
        recordId: 'payments',
        changes: { method: { after: 'zelle' }, from: { after: '2026-01-01' }, to: { after: null } },
      },
    ]);
  });
});
