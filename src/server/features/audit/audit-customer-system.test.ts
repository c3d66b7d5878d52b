// The audit log of what customers and the system do: a request or an application submitted, a
// transfer reported, money received (Stripe's webhook, a PayPal capture, test mode's checkout), a
// refund made in Stripe's dashboard, and the accounts the command line and the server's start
// make. Each event is written once (a replayed webhook writes none), with the right actor, with
// no personal data of the submission in it, and not at all when its change fails.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFields, applicationFiles, postApplication } from '../../../../tests/support/driver-applications.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import {
  capturePaypalOrder,
  createPaypalOrder,
  invoicedRequest,
  invoiceState,
  postWebhook,
  stripeClientFor,
  stripeEvent,
} from '../../../../tests/support/payments.js';
import { brokerRequest, nextClientAddress, shipperFields, submitMultipart } from '../../../../tests/support/service-requests.js';
import { acceptedReferenceId } from '../../../../tests/support/submissions.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { PNG_BYTES } from '../../../../tests/support/files.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminUsers, auditEvents, driverApplications, payments, serviceRequests } from '../../db/schema.js';
import { createOrResetAdmin, ensureFirstAdmin, resetTwoFactor } from '../admin/auth/accounts.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
  stripe = stripeClientFor(fakeStripe);
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

type AuditRow = typeof auditEvents.$inferSelect;

async function eventsAfter(work: () => Promise<unknown>, handle = database): Promise<AuditRow[]> {
  const before = await handle.db.select({ id: auditEvents.id }).from(auditEvents);
  await work();
  const after = await handle.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return after.slice(before.length);
}

/** Fails `work`'s transaction where it queues its e-mails: after the change and its event were written. */
async function withMailQueueFailing(work: () => Promise<unknown>): Promise<void> {
  await database.db.execute(
    sql.raw(
      `create function refuse_mail_for_test() returns trigger language plpgsql as $$ begin raise exception 'mail queue down'; end $$`,
    ),
  );
  await database.db.execute(
    sql.raw(`create trigger refuse_mail_for_test before insert on email_outbox for each row execute function refuse_mail_for_test()`),
  );
  try {
    await work();
  } finally {
    await database.db.execute(sql.raw('drop trigger refuse_mail_for_test on email_outbox'));
    await database.db.execute(sql.raw('drop function refuse_mail_for_test()'));
  }
}

/** Nothing a customer typed about themselves may appear anywhere in the events. */
function expectNoneOf(rows: AuditRow[], personal: readonly string[]): void {
  const stored = JSON.stringify(rows);
  for (const value of personal) expect(stored).not.toContain(value);
}

const customerFrom = (address: string) => ({ actorKind: 'customer', actorAdminId: null, actorLabel: 'customer', clientAddress: address });

describe('a service request submitted', () => {
  const shipper = shipperFields({
    contactName: 'Quinn Privacy',
    contactEmail: 'quinn.privacy@shipper.example',
    contactPhone: '3135550777',
  });
  const personal = [
    shipper.contactName,
    shipper.contactEmail,
    shipper.contactPhone,
    shipper.pickupAddress,
    shipper.deliveryAddress,
    shipper.serviceDescription,
  ] as string[];

  it('is recorded once, by the customer, with its role and service type and nothing personal', async () => {
    let referenceId = '';
    const written = await eventsAfter(async () => {
      const response = await submitMultipart(app, '/api/service-requests', shipper, {
        itemPhotos: [{ name: 'sofa.png', bytes: PNG_BYTES }],
      });
      referenceId = acceptedReferenceId(response);
    });
    const [request] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    expect(written).toMatchObject([
      {
        action: 'service_request.submitted',
        actorKind: 'customer',
        actorAdminId: null,
        actorLabel: 'customer',
        recordType: 'service_request',
        recordId: String(request?.id),
        changes: {
          referenceId: { before: null, after: referenceId },
          role: { before: null, after: 'shipper' },
          serviceType: { before: null, after: 'furniture' },
          photos: { before: null, after: 1 },
        },
      },
    ]);
    expect(written[0]?.requestId).toBeTruthy();
    expect(written[0]?.clientAddress).toBeTruthy();
    expectNoneOf(written, personal);
  });

  it('records the broker form the same way, from the address it came from', async () => {
    const address = nextClientAddress();
    const broker = brokerRequest({ contactName: 'Rowan Hidden', contactEmail: 'rowan.hidden@broker.example' });
    const written = await eventsAfter(async () => {
      const response = await app.inject({ method: 'POST', url: '/api/service-requests', remoteAddress: address, payload: broker });
      acceptedReferenceId(response);
    });
    expect(written).toMatchObject([
      {
        action: 'service_request.submitted',
        ...customerFrom(address),
        changes: { role: { after: 'broker' }, serviceType: { after: 'dedicated-lanes' } },
      },
    ]);
    expectNoneOf(written, [broker.contactName ?? '', broker.contactEmail ?? '', broker.contactPhone ?? '']);
  });

  it('records nothing when the request is not stored (its transaction fails after the event)', async () => {
    const countRequests = async () => (await database.db.select({ value: count() }).from(serviceRequests))[0]?.value;
    const requestsBefore = await countRequests();
    const written = await eventsAfter(() =>
      withMailQueueFailing(async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/service-requests',
          remoteAddress: nextClientAddress(),
          payload: brokerRequest(),
        });
        expect(response.statusCode).toBe(500);
      }),
    );
    expect(written).toEqual([]);
    expect(await countRequests()).toBe(requestsBefore);
  });
});

describe('a driver application submitted', () => {
  const fields = applicationFields({ firstName: 'Morgan', lastName: 'Unlogged', email: 'morgan.unlogged@drivers.example' });
  const personal = [
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.phone,
    fields.address,
    fields.licenseNumber,
    fields.dateOfBirth,
    fields.previousEmployer,
  ] as string[];

  it('is recorded once, by the customer, with the kind of licence only', async () => {
    let referenceId = '';
    const written = await eventsAfter(async () => {
      referenceId = acceptedReferenceId(await postApplication(app, fields, applicationFiles()));
    });
    const [application] = await database.db.select().from(driverApplications).where(eq(driverApplications.referenceId, referenceId));
    expect(written).toMatchObject([
      {
        action: 'driver_application.submitted',
        actorKind: 'customer',
        actorLabel: 'customer',
        recordType: 'driver_application',
        recordId: String(application?.id),
        changes: {
          referenceId: { before: null, after: referenceId },
          qualification: { before: null, after: 'CDL' },
          cdlClass: { before: null, after: 'A' },
        },
      },
    ]);
    expectNoneOf(written, personal);
    // Not even the licence number's first digits.
    expect(JSON.stringify(written)).not.toContain((fields.licenseNumber ?? '').slice(0, 5));
  });

  it('records nothing when the application is not stored', async () => {
    const written = await eventsAfter(() =>
      withMailQueueFailing(async () => expect((await postApplication(app, fields, applicationFiles())).statusCode).toBe(500)),
    );
    expect(written).toEqual([]);
  });
});

describe('a transfer reported', () => {
  it('is recorded once by the customer; reporting it again changes nothing and records nothing', async () => {
    const email = 'reporter.private@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '410.00', email);
    const address = nextClientAddress();
    const report = () =>
      app.inject({
        method: 'POST',
        url: `/api/service-requests/${referenceId}/pay`,
        remoteAddress: address,
        payload: { paymentMethod: 'zelle' },
      });
    const written = await eventsAfter(async () => expect((await report()).statusCode).toBe(200));
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(written).toMatchObject([
      {
        action: 'payment.reported',
        ...customerFrom(address),
        recordType: 'payment',
        recordId: ledger[0]?.id,
        changes: {
          status: { before: null, after: 'pending_verification' },
          amount: { after: '410.00' },
          method: { after: 'zelle' },
          serviceRequestId: { after: request.id },
        },
      },
    ]);
    expectNoneOf(written, [email, 'Pat Payer']);
    expect(await eventsAfter(async () => expect((await report()).statusCode).toBe(200))).toEqual([]);
  });

  it('records a free-form report without the e-mail, reference or notes the customer typed', async () => {
    const typed = { email: 'free.form@customer.example', referenceId: 'MY OWN REF 4411', notes: 'Sent by Avery from the Flint office' };
    const written = await eventsAfter(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/report',
        remoteAddress: nextClientAddress(),
        payload: { method: 'wire_transfer', amount: '77.00', ...typed },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(written).toMatchObject([
      { action: 'payment.reported', actorKind: 'customer', changes: { amount: { after: '77.00' }, method: { after: 'wire_transfer' } } },
    ]);
    expectNoneOf(written, Object.values(typed));
  });

  it('records nothing when the report is not stored', async () => {
    const referenceId = await invoicedRequest(app, database.db, '55.00');
    const written = await eventsAfter(() =>
      withMailQueueFailing(async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/service-requests/${referenceId}/pay`,
          remoteAddress: nextClientAddress(),
          payload: { paymentMethod: 'ach' },
        });
        expect(response.statusCode).toBe(500);
      }),
    );
    expect(written).toEqual([]);
    expect((await invoiceState(database.db, referenceId)).ledger).toEqual([]);
  });
});

describe('card money received through Stripe', () => {
  async function startCardCheckout(referenceId: string): Promise<string> {
    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/checkout',
      remoteAddress: nextClientAddress(),
      payload: { referenceId },
    });
    expect(started.statusCode).toBe(200);
    return started.json<{ url: string }>().url.split('/').pop() ?? '';
  }

  it('is recorded by the system once; a failed confirmation records nothing and its retry records it once', async () => {
    const referenceId = await invoicedRequest(app, database.db, '320.00', 'card.payer@customer.example');
    const sessionId = await startCardCheckout(referenceId);
    const event = stripeEvent('checkout.session.completed', { ...fakeStripe.completeSession(sessionId) });

    const failed = await eventsAfter(() =>
      withMailQueueFailing(async () => expect((await postWebhook(app, stripe, event)).statusCode).toBe(500)),
    );
    expect(failed).toEqual([]);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('unpaid');

    // Stripe retries the same event: now it goes through, and is recorded once.
    const written = await eventsAfter(async () =>
      expect((await postWebhook(app, stripe, event)).json()).toMatchObject({ outcome: 'processed' }),
    );
    const { ledger } = await invoiceState(database.db, referenceId);
    const paid = ledger.find((row) => row.status === 'succeeded');
    expect(written).toMatchObject([
      {
        action: 'payment.received',
        actorKind: 'system',
        actorAdminId: null,
        actorLabel: 'system',
        recordType: 'payment',
        recordId: paid?.id,
        changes: {
          status: { before: 'created', after: 'succeeded' },
          amount: { after: '320.00' },
          method: { after: 'credit_card' },
          provider: { after: 'stripe' },
          providerId: { after: paid?.providerCaptureId },
          overpayment: { after: false },
        },
      },
    ]);
    expect(paid?.providerCaptureId).toMatch(/^pi_/);
    expect(written[0]?.requestId).toBeTruthy();
    expectNoneOf(written, ['card.payer@customer.example']);

    const replayed = await eventsAfter(async () =>
      expect((await postWebhook(app, stripe, event)).json()).toMatchObject({ outcome: 'duplicate' }),
    );
    expect(replayed).toEqual([]);
  });

  it('records a refund made in Stripe’s dashboard once, as the system’s; replays and updates record nothing', async () => {
    const referenceId = await invoicedRequest(app, database.db, '150.00');
    const sessionId = await startCardCheckout(referenceId);
    const session = fakeStripe.completeSession(sessionId);
    await postWebhook(app, stripe, stripeEvent('checkout.session.completed', { ...session }));
    const intentId = String(session.payment_intent);
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerCaptureId, intentId));

    const made = await stripe.refunds.create({ payment_intent: intentId, amount: 4000 });
    const refundObject = fakeStripe.refunds.get(made.id);
    const created = stripeEvent('refund.created', { ...refundObject });
    const written = await eventsAfter(async () =>
      expect((await postWebhook(app, stripe, created)).json()).toMatchObject({ outcome: 'processed' }),
    );
    expect(written).toMatchObject([
      {
        action: 'payment.refunded',
        actorKind: 'system',
        recordType: 'payment',
        recordId: payment?.id,
        changes: {
          providerRefundId: { after: made.id },
          amount: { after: '40.00' },
          refundStatus: { after: 'succeeded' },
          madeIn: { after: 'provider dashboard' },
        },
      },
    ]);

    const later = await eventsAfter(async () => {
      expect((await postWebhook(app, stripe, created)).json()).toMatchObject({ outcome: 'duplicate' });
      expect((await postWebhook(app, stripe, stripeEvent('refund.updated', { ...refundObject }))).json()).toMatchObject({
        outcome: 'processed',
      });
    });
    expect(later).toEqual([]);
  });
});

describe('PayPal money received', () => {
  it('is recorded by the customer whose capture PayPal confirmed, once', async () => {
    const referenceId = await invoicedRequest(app, database.db, '64.00');
    const { id } = (await createPaypalOrder(app, { referenceId })).json<{ id: string }>();
    const written = await eventsAfter(async () => expect((await capturePaypalOrder(app, id, referenceId)).statusCode).toBe(200));
    const { ledger } = await invoiceState(database.db, referenceId);
    expect(written).toMatchObject([
      {
        action: 'payment.received',
        actorKind: 'customer',
        actorLabel: 'customer',
        recordId: ledger[0]?.id,
        changes: {
          status: { before: 'pending', after: 'succeeded' },
          amount: { after: '64.00' },
          method: { after: 'paypal' },
          providerId: { after: ledger[0]?.providerCaptureId },
        },
      },
    ]);
    // A second capture (a double click) answers the first one's result and records nothing.
    expect(await eventsAfter(async () => expect((await capturePaypalOrder(app, id, referenceId)).statusCode).toBe(200))).toEqual([]);
  });

  it('records nothing when PayPal did not complete the capture', async () => {
    const referenceId = await invoicedRequest(app, database.db, '71.00');
    const { id } = (await createPaypalOrder(app, { referenceId })).json<{ id: string }>();
    fakePaypal.nextCapture = () => ({ status: 'PAYER_ACTION_REQUIRED', purchase_units: [] });
    const written = await eventsAfter(async () => expect((await capturePaypalOrder(app, id, referenceId)).statusCode).toBe(402));
    expect(written.filter((event) => event.action === 'payment.received')).toEqual([]);
  });
});

describe('test mode’s checkout', () => {
  let testApp: FastifyInstance;
  let testDatabase: DatabaseHandle;
  beforeAll(async () => {
    ({ app: testApp, database: testDatabase } = await startTestApp());
  });
  afterAll(() => stopTestApp(testApp, testDatabase));

  it('records the simulated provider’s confirmation as the system’s, from the page’s request', async () => {
    const referenceId = await invoicedRequest(testApp, testDatabase.db, '12.34');
    const started = await testApp.inject({
      method: 'POST',
      url: '/api/payments/stripe/checkout',
      remoteAddress: nextClientAddress(),
      payload: { referenceId },
    });
    const session = new URL(started.json<{ url: string }>().url, 'https://freight.example').searchParams.get('session') ?? '';
    const address = nextClientAddress();
    const complete = () =>
      testApp.inject({ method: 'POST', url: `/api/payments/test-checkout/${session}/complete`, remoteAddress: address });
    const written = await eventsAfter(async () => expect((await complete()).statusCode).toBe(200), testDatabase);
    expect(written).toMatchObject([
      {
        action: 'payment.received',
        actorKind: 'system',
        clientAddress: address,
        changes: { status: { after: 'succeeded' }, amount: { after: '12.34' }, provider: { after: 'test' } },
      },
    ]);
  });
});

describe('accounts made outside the Team tab', () => {
  const commandLine = { actorKind: 'system', actorAdminId: null, actorLabel: 'command line', clientAddress: null, requestId: null };
  const member = { email: 'cli.member@freight.example', password: 'a long enough command line password' };

  it('records `npm run admin:create` creating a member, then resetting their password, never the password', async () => {
    const created = await eventsAfter(async () =>
      expect(await createOrResetAdmin(database.db, member.email, member.password, 'accounting')).toBe('created'),
    );
    expect(created).toMatchObject([
      {
        action: 'admin.created',
        ...commandLine,
        recordType: 'admin_user',
        changes: { email: { before: null, after: member.email }, role: { before: null, after: 'accounting' } },
      },
    ]);
    const newPassword = 'another long enough password for the reset';
    const reset = await eventsAfter(async () =>
      expect(await createOrResetAdmin(database.db, member.email, newPassword)).toBe('password-reset'),
    );
    expect(reset).toMatchObject([
      { action: 'admin.password_reset', ...commandLine, recordId: created[0]?.recordId, changes: { sessionsEnded: { after: true } } },
    ]);
    expectNoneOf([...created, ...reset], [member.password, newPassword, '$argon2']);
  });

  it('records a password too short to accept as nothing', async () => {
    const written = await eventsAfter(() => expect(createOrResetAdmin(database.db, 'short@freight.example', 'short')).rejects.toThrow());
    expect(written).toEqual([]);
  });

  it('records `npm run admin:reset-two-factor`, without the authenticator secret it removed', async () => {
    const secret = 'JBSWY3DPEHPK3PXPTESTSECRET';
    await database.db.update(adminUsers).set({ totpSecret: secret }).where(eq(adminUsers.email, member.email));
    const written = await eventsAfter(async () => expect(await resetTwoFactor(database.db, member.email)).toBe(true));
    expect(written).toMatchObject([
      { action: 'admin.two_factor_disabled', ...commandLine, changes: { twoFactorEnabled: { before: true, after: false } } },
    ]);
    expectNoneOf(written, [secret]);
    expect(await eventsAfter(async () => expect(await resetTwoFactor(database.db, 'nobody@freight.example')).toBe(false))).toEqual([]);
  });

  it('records the first owner the server makes from ADMIN_EMAIL at start, once', async () => {
    const empty = await openTestDatabase();
    try {
      const written = await eventsAfter(async () => {
        expect(await ensureFirstAdmin(empty.db, { email: 'First@Freight.example', password: 'first owner password 1' })).toBe(true);
        expect(await ensureFirstAdmin(empty.db, { email: 'second@freight.example', password: 'second owner password' })).toBe(false);
      }, empty);
      expect(written).toMatchObject([
        {
          action: 'admin.created',
          actorKind: 'system',
          actorLabel: 'server start',
          changes: { email: { after: 'first@freight.example' }, role: { after: 'owner' } },
        },
      ]);
    } finally {
      await empty.close();
    }
  });
});
