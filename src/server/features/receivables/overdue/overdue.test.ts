// Marking invoices overdue with a fake clock, through the real scheduler and the server's job list
// (issue 38's test): a Net 30 invoice sent on 1 January is due on 31 January and marked overdue
// on 1 February, in the billing time zone, once, with two instances asking every hour.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { amountToCents } from '../../../../shared/money.js';
import { receivableStateOf } from '../../../../shared/receivables/receivables.js';
import { applyPayment, insertAccount, sendInvoiceOnTerms } from '../../../../../tests/support/invoices-on-terms.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, invoices } from '../../../db/schema.js';
import { emailOutbox } from '../../../infra/email/outbox.js';
import { createScheduler } from '../../../platform/scheduler/scheduler.js';
import { scheduledJobs } from '../../../scheduled-jobs.js';

const config = testConfig({ BILLING_TIME_ZONE: 'America/Chicago' });
const TIME_ZONE = config.billing.timeZone;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const HOUR_MS = 3_600_000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function instance(name: string) {
  const { db } = database;
  return createScheduler({
    db,
    jobs: scheduledJobs({ db, outbox: emailOutbox(db, () => undefined), config, logger: silent }),
    logger: silent,
    instanceName: name,
  });
}

// Two days of hourly runs on two instances: on the shared 2-core machine under load that takes
// longer than a unit test's 15 s.
describe('marking invoices overdue', { timeout: 90_000 }, () => {
  it('marks a Net 30 invoice sent on 1 January overdue on 1 February, not on 31 January, and once', async () => {
    const { db } = database;
    const accountId = await insertAccount(db, { terms: 'net_30', contacts: ['ap@overdue.example'] });
    const sentAt = new Date('2027-01-01T15:00:00Z'); // 9:00 in Chicago
    const unpaid = await sendInvoiceOnTerms(db, { accountId, amount: '1000.00', sentAt, billingTimeZone: TIME_ZONE });
    const partlyPaid = await sendInvoiceOnTerms(db, { accountId, amount: '800.00', sentAt, billingTimeZone: TIME_ZONE });
    const paid = await sendInvoiceOnTerms(db, { accountId, amount: '500.00', sentAt, billingTimeZone: TIME_ZONE });
    await applyPayment(db, partlyPaid.serviceRequestId, '300.00', new Date('2027-01-20T15:00:00Z'));
    await applyPayment(db, paid.serviceRequestId, '500.00', new Date('2027-01-20T15:00:00Z'));
    const ours = [unpaid.invoiceId, partlyPaid.invoiceId, paid.invoiceId];

    const rows = () =>
      db
        .select({
          id: invoices.id,
          dueOn: invoices.dueOn,
          overdueMarkedAt: invoices.overdueMarkedAt,
          total: invoices.total,
          balance: invoices.balance,
        })
        .from(invoices)
        .where(inArray(invoices.id, ours))
        .orderBy(asc(invoices.id));
    expect((await rows()).map((row) => row.dueOn)).toEqual(['2027-01-31', '2027-01-31', '2027-01-31']);

    // Every hour of 31 January and 1 February (Chicago, UTC-6), two instances each time.
    const first = instance('first');
    const second = instance('second');
    let markedOn31January = 0;
    for (let now = new Date('2027-01-31T06:00:00Z'); now < new Date('2027-02-02T06:00:00Z'); now = new Date(now.getTime() + HOUR_MS)) {
      await Promise.all([first.runDue(now), second.runDue(now)]);
      if (calendarDayIn(now, TIME_ZONE) === '2027-01-31') markedOn31January += (await rows()).filter((row) => row.overdueMarkedAt).length;
    }
    expect(markedOn31January).toBe(0);

    const [unpaidRow, partlyPaidRow, paidRow] = await rows();
    // The first hour of 1 February in Chicago.
    expect(unpaidRow?.overdueMarkedAt).toEqual(new Date('2027-02-01T06:00:00Z'));
    expect(partlyPaidRow?.overdueMarkedAt).toEqual(new Date('2027-02-01T06:00:00Z'));
    expect(paidRow?.overdueMarkedAt).toBeNull();
    // What the customer's page and the aging view call them, on each day.
    const stateOn = (row: typeof unpaidRow, today: string) =>
      receivableStateOf(
        { documentState: 'sent', totalCents: amountToCents(row!.total!), balanceCents: amountToCents(row!.balance!), dueOn: row!.dueOn },
        today,
      );
    expect([stateOn(unpaidRow, '2027-01-31'), stateOn(unpaidRow, '2027-02-01')]).toEqual(['open', 'overdue']);
    expect([stateOn(partlyPaidRow, '2027-01-31'), stateOn(partlyPaidRow, '2027-02-01')]).toEqual(['partially_paid', 'overdue']);
    expect(stateOn(paidRow, '2027-02-01')).toBe('paid');

    // One event each, by the system, in each request's history.
    const events = await db
      .select({ recordId: auditEvents.recordId, actorKind: auditEvents.actorKind, changes: auditEvents.changes })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'invoice.overdue'),
          inArray(
            auditEvents.recordId,
            [unpaid, partlyPaid, paid].map((invoice) => String(invoice.serviceRequestId)),
          ),
        ),
      )
      .orderBy(asc(auditEvents.id));
    // One run marks both, in whichever order it reads them.
    expect(events.map((event) => [event.recordId, event.actorKind, event.changes.invoiceState, event.changes.balance?.after])).toHaveLength(
      2,
    );
    expect(events.map((event) => [event.recordId, event.actorKind, event.changes.invoiceState, event.changes.balance?.after])).toEqual(
      expect.arrayContaining([
        [String(unpaid.serviceRequestId), 'system', { before: 'open', after: 'overdue' }, '1000.00'],
        [String(partlyPaid.serviceRequestId), 'system', { before: 'partially_paid', after: 'overdue' }, '500.00'],
      ]),
    );
    const [job] = await selectRows<{ runs: number }>(db, sql`select runs from scheduled_jobs where name = 'receivables.mark-overdue'`);
    // Once an hour across both instances: 48 hours, 48 runs.
    expect(job?.runs).toBe(48);
  });
});
