// Payment reminders driven by a fake clock through the real scheduler and the server's job list
// (issue 38's tests): each reminder day goes once with two instances asking at every step and a
// restart between, paying or pausing stops them, the office's days change them, and the mail is
// in the customer's language, with the pay button unless the invoice is factored. Each test works
// in a year of its own, so no test's invoices are ever due in another's days.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { REQUEST_NOT_FOUND } from '../../../../shared/service-requests/admin-service-requests.js';
import { applyPayment, insertAccount, sendInvoiceOnTerms, type InvoiceOnTerms } from '../../../../../tests/support/invoices-on-terms.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import type { AdminClient } from '../../../../../tests/support/admin.js';
import type { Database } from '../../../db/client.js';
import { auditEvents, customerAccounts, emailOutbox, factoringSettings, invoiceReminders } from '../../../db/schema.js';
import { emailOutbox as makeOutbox } from '../../../infra/email/outbox.js';
import { createScheduler, type Scheduler } from '../../../platform/scheduler/scheduler.js';
import { scheduledJobs } from '../../../scheduled-jobs.js';
import { REMINDER_MAIL_KIND } from './reminder-emails.js';

const config = testConfig({ BILLING_TIME_ZONE: 'America/Chicago' });
const TIME_ZONE = config.billing.timeZone;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const HOUR_MS = 3_600_000;

let started: TestApp & { admin: AdminClient };
let db: Database;

beforeAll(async () => {
  started = await startTestAppWithAdmin({ config });
  db = started.database.db;
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});
beforeEach(async () => {
  // Each test starts the scheduler's history afresh: its jobs are due at once.
  await db.execute(sql`delete from scheduled_jobs`);
});

/** One server instance's scheduler over the server's own job list. */
function instance(name: string): Scheduler {
  const jobs = scheduledJobs({ db, outbox: makeOutbox(db, () => undefined), config, logger: silent });
  return createScheduler({ db, jobs, logger: silent, instanceName: name });
}

/** Midnight at the start of `day` (YYYY-MM-DD) in Chicago in winter (UTC-6). */
const chicagoMidnight = (day: string) => new Date(`${day}T06:00:00Z`);

/**
 * Moves the fake clock from `from` to `to` in steps of `stepHours`, every instance asking for due
 * jobs at each step, all at once; `between(now)` runs after each step.
 */
async function walk(instances: () => Scheduler[], from: Date, to: Date, stepHours: number, between?: (now: Date) => Promise<void>) {
  for (let now = from; now <= to; now = new Date(now.getTime() + stepHours * HOUR_MS)) {
    await Promise.all(instances().map((scheduler) => scheduler.runDue(now)));
    await between?.(now);
  }
}

async function remindersOf(invoice: InvoiceOnTerms) {
  const rows = await db
    .select()
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoice.invoiceId))
    .orderBy(asc(invoiceReminders.offsetDays));
  return rows.map((row) => ({
    offsetDays: row.offsetDays,
    finalNotice: row.finalNotice,
    balance: row.balance,
    recipients: row.recipients,
    day: calendarDayIn(row.sentAt, TIME_ZONE),
  }));
}

async function mailsTo(addresses: string[]) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, REMINDER_MAIL_KIND), inArray(emailOutbox.toAddress, addresses)))
    .orderBy(asc(emailOutbox.id));
}

// Each test walks weeks of the fake clock through a hundred or more scheduler runs: on the shared
// 2-core machine under load that takes longer than a unit test's 15 s.
describe('payment reminders', { timeout: 90_000 }, () => {
  it('go at -3, +1, +15 and +30 days exactly once each, with two instances and a restart between', async () => {
    const contacts = ['ap@acme-once.example', 'controller@acme-once.example'];
    const accountId = await insertAccount(db, { terms: 'net_30', contacts });
    // Sent on 1 January (Chicago): due 31 January.
    const invoice = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '1250.00',
      sentAt: new Date('2027-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });

    let running = [instance('first'), instance('second')];
    await walk(() => running, chicagoMidnight('2027-01-20'), chicagoMidnight('2027-02-10'), 12);
    // A restart of both instances: new scheduler objects, the same database.
    await Promise.all(running.map((scheduler) => scheduler.stop()));
    running = [instance('first again'), instance('second again')];
    await walk(() => running, chicagoMidnight('2027-02-10'), chicagoMidnight('2027-03-20'), 12);

    expect(await remindersOf(invoice)).toEqual([
      { offsetDays: -3, finalNotice: false, balance: '1250.00', recipients: contacts, day: '2027-01-28' },
      { offsetDays: 1, finalNotice: false, balance: '1250.00', recipients: contacts, day: '2027-02-01' },
      { offsetDays: 15, finalNotice: false, balance: '1250.00', recipients: contacts, day: '2027-02-15' },
      { offsetDays: 30, finalNotice: true, balance: '1250.00', recipients: contacts, day: '2027-03-02' },
    ]);
    const mails = await mailsTo(contacts);
    expect(mails).toHaveLength(8);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Reminder: invoice ${invoice.number} is due on January 31, 2027`,
      `Reminder: invoice ${invoice.number} is due on January 31, 2027`,
      `Invoice ${invoice.number} is past due: $1,250.00 still owed`,
      `Invoice ${invoice.number} is past due: $1,250.00 still owed`,
      `Invoice ${invoice.number} is past due: $1,250.00 still owed`,
      `Invoice ${invoice.number} is past due: $1,250.00 still owed`,
      `Final notice: invoice ${invoice.number} is past due, $1,250.00 still owed`,
      `Final notice: invoice ${invoice.number} is past due, $1,250.00 still owed`,
    ]);
    const first = mails[0]!;
    const payUrl = `${config.publicBaseUrl}/payment?ref=${invoice.referenceId}`;
    expect(first.textBody).toContain(
      `A friendly reminder that invoice ${invoice.number} for request ${invoice.referenceId} is due on January 31, 2027.`,
    );
    expect(first.textBody).toContain('Balance due: $1,250.00 (USD)');
    expect(first.textBody).toContain(`Pay the balance: ${payUrl}`);
    expect(first.htmlBody).toContain(`href="${payUrl}"`);
    expect(first.attachments).toEqual([{ kind: 'invoice', serviceRequestId: invoice.serviceRequestId }]);
    expect(mails[6]!.textBody).toContain('This is our final notice');

    // Each reminder is in the request's history (its audit events), once, by the system.
    const events = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.reminder_sent'), eq(auditEvents.recordId, String(invoice.serviceRequestId))))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => [event.actorKind, event.changes.reminderDay?.after, event.changes.recipients?.after])).toEqual([
      ['system', -3, contacts.join(', ')],
      ['system', 1, contacts.join(', ')],
      ['system', 15, contacts.join(', ')],
      ['system', 30, contacts.join(', ')],
    ]);
  });

  it('stop once the invoice is paid, and ask for what is left after a partial payment', async () => {
    const contacts = ['ap@paying.example'];
    const accountId = await insertAccount(db, { terms: 'net_15', contacts });
    // Sent on 1 January 2028: due 16 January.
    const invoice = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '900.00',
      sentAt: new Date('2028-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });
    const running = [instance('first'), instance('second')];

    await walk(
      () => running,
      chicagoMidnight('2028-01-10'),
      chicagoMidnight('2028-01-20'),
      6,
      async (now) => {
        // A transfer of 400.00 arrives on 14 January, after the reminder of the 13th.
        if (now.getTime() === chicagoMidnight('2028-01-14').getTime()) {
          expect(await applyPayment(db, invoice.serviceRequestId, '400.00', now)).toBe('500.00');
        }
      },
    );
    // The rest arrives on 20 January: nothing more goes, however long the clock runs.
    expect(await applyPayment(db, invoice.serviceRequestId, '500.00', chicagoMidnight('2028-01-20'))).toBe('0.00');
    await walk(() => running, chicagoMidnight('2028-01-20'), chicagoMidnight('2028-03-01'), 24);

    expect((await remindersOf(invoice)).map(({ offsetDays, balance, day }) => ({ offsetDays, balance, day }))).toEqual([
      { offsetDays: -3, balance: '900.00', day: '2028-01-13' },
      { offsetDays: 1, balance: '500.00', day: '2028-01-17' },
    ]);
    expect((await mailsTo(contacts)).map((mail) => mail.subject)).toEqual([
      `Reminder: invoice ${invoice.number} is due on January 16, 2028`,
      `Invoice ${invoice.number} is past due: $500.00 still owed`,
    ]);
  });

  it('stop while the office pauses them, and follow the days it chooses', async () => {
    const contacts = ['ap@paused.example'];
    const accountId = await insertAccount(db, { terms: 'net_30', contacts, remindersPaused: true });
    // Sent on 1 January 2029: due 31 January.
    const invoice = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '300.00',
      sentAt: new Date('2029-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });
    const running = [instance('first'), instance('second')];

    await walk(() => running, chicagoMidnight('2029-01-20'), chicagoMidnight('2029-02-03'), 12);
    expect(await remindersOf(invoice)).toEqual([]);

    // On 3 February the office resumes them, on days 5 and 20 after the due day only.
    await db
      .update(customerAccounts)
      .set({ remindersPaused: false, reminderOffsets: [5, 20] })
      .where(eq(customerAccounts.id, accountId));
    await walk(() => running, chicagoMidnight('2029-02-03'), chicagoMidnight('2029-03-15'), 12);

    expect((await remindersOf(invoice)).map(({ offsetDays, finalNotice, day }) => ({ offsetDays, finalNotice, day }))).toEqual([
      { offsetDays: 5, finalNotice: false, day: '2029-02-05' },
      { offsetDays: 20, finalNotice: true, day: '2029-02-20' },
    ]);
  });

  it('never send a reminder whose day passed days ago: a pause lifted late waits for the next day', async () => {
    const contacts = ['ap@late.example'];
    const accountId = await insertAccount(db, { terms: 'net_30', contacts, remindersPaused: true });
    const invoice = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '300.00',
      sentAt: new Date('2030-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });
    const running = [instance('first')];
    await walk(() => running, chicagoMidnight('2030-01-20'), chicagoMidnight('2030-02-08'), 6);
    // Lifted on 8 February: the +1 day (1 February) is a week old and never goes; +15 does.
    await db.update(customerAccounts).set({ remindersPaused: false }).where(eq(customerAccounts.id, accountId));
    await walk(() => running, chicagoMidnight('2030-02-08'), chicagoMidnight('2030-02-20'), 6);
    expect((await remindersOf(invoice)).map(({ offsetDays, day }) => ({ offsetDays, day }))).toEqual([
      { offsetDays: 15, day: '2030-02-15' },
    ]);
  });

  it("are in Spanish for a Spanish account, and a one-off customer's in the language of the request", async () => {
    const accountId = await insertAccount(db, { terms: 'net_7', language: 'es', contacts: ['pagos@transportes.example'] });
    const forAccount = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '1500.00',
      sentAt: new Date('2031-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });
    // A one-off customer (no account) pays on receipt: reminded on the default days after the due day.
    const oneOff = await sendInvoiceOnTerms(db, {
      accountId: null,
      amount: '250.00',
      sentAt: new Date('2031-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
      contactEmail: 'lucia@cliente.example',
      language: 'es',
    });
    const running = [instance('first')];
    await walk(() => running, chicagoMidnight('2031-01-01'), chicagoMidnight('2031-01-10'), 6);

    const [toAccount] = await mailsTo(['pagos@transportes.example']);
    expect(toAccount?.subject).toBe(`Recordatorio: la factura ${forAccount.number} vence el 8 de enero de 2031`);
    expect(toAccount?.textBody).toContain('Saldo pendiente: $1,500.00 (USD)');
    expect(toAccount?.textBody).toContain(`Pague el saldo en línea: ${config.publicBaseUrl}/payment?ref=${forAccount.referenceId}`);
    expect(toAccount?.htmlBody).toContain('lang="es"');
    expect(toAccount?.textBody).not.toContain('Balance due');

    expect(await remindersOf(oneOff)).toEqual([
      { offsetDays: 1, finalNotice: false, balance: '250.00', recipients: ['lucia@cliente.example'], day: '2031-01-02' },
    ]);
    const [toOneOff] = await mailsTo(['lucia@cliente.example']);
    expect(toOneOff?.subject).toBe(`La factura ${oneOff.number} está vencida: saldo pendiente de $250.00`);
  });

  it('of a factored invoice send the customer to the factor, with no card, PayPal or pay button', async () => {
    await db
      .insert(factoringSettings)
      .values({ factorName: 'Prairie Capital Funding', remitTo: 'PO Box 4410\nDes Moines, IA 50306', email: 'remit@prairie.example' })
      .onConflictDoUpdate({
        target: factoringSettings.id,
        set: { factorName: 'Prairie Capital Funding', remitTo: 'PO Box 4410\nDes Moines, IA 50306', email: 'remit@prairie.example' },
      });
    const accountId = await insertAccount(db, { terms: 'net_15', factored: true, contacts: ['ap@factored.example'] });
    const invoice = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '2000.00',
      sentAt: new Date('2032-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });
    const running = [instance('first')];
    await walk(() => running, chicagoMidnight('2032-01-10'), chicagoMidnight('2032-01-20'), 6);

    const mails = await mailsTo(['ap@factored.example']);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.textBody).toContain(
        'This invoice has been assigned to Prairie Capital Funding. Please pay Prairie Capital Funding directly, not us.',
      );
      expect(mail.textBody).toMatch(/Remit to:\nPO Box 4410\nDes Moines, IA 50306\n/);
      expect(mail.textBody).toContain('Questions about paying Prairie Capital Funding: remit@prairie.example');
      for (const body of [mail.textBody, mail.htmlBody ?? '']) {
        expect(body).not.toContain('/payment?ref=');
        expect(body).not.toMatch(/card|paypal|Pay the balance/i);
      }
      expect(mail.attachments).toBeNull();
    }
    expect((await remindersOf(invoice)).map((reminder) => reminder.offsetDays)).toEqual([-3, 1]);
  });

  it("are listed on the request's admin view: when, which, to whom and the balance asked", async () => {
    const contacts = ['ap@listed.example'];
    const accountId = await insertAccount(db, { terms: 'net_30', contacts });
    const invoice = await sendInvoiceOnTerms(db, {
      accountId,
      amount: '640.00',
      sentAt: new Date('2033-01-01T15:00:00Z'),
      billingTimeZone: TIME_ZONE,
    });
    await walk(() => [instance('first')], chicagoMidnight('2033-01-27'), chicagoMidnight('2033-02-02'), 6);

    const listed = await started.admin.request({
      method: 'GET',
      url: `/api/admin/service-requests/${invoice.serviceRequestId}/invoice/reminders`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      reminders: [
        {
          invoiceNumber: invoice.number,
          offsetDays: -3,
          finalNotice: false,
          balance: '640.00',
          recipients: contacts,
          sentAt: '2033-01-28T06:00:00.000Z',
        },
        {
          invoiceNumber: invoice.number,
          offsetDays: 1,
          finalNotice: false,
          balance: '640.00',
          recipients: contacts,
          sentAt: '2033-02-01T06:00:00.000Z',
        },
      ],
    });
    const missing = await started.admin.request({ method: 'GET', url: '/api/admin/service-requests/2000000000/invoice/reminders' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(REQUEST_NOT_FOUND);
  });
});
