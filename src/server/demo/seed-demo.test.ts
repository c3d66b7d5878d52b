// The demo seed on a fresh database: every role, status and payment method present, the books
// consistent, the same data on every run; refused over real data unless forced; a second run
// adds nothing.
import { rmSync } from 'node:fs';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertRequestAt } from '../../../tests/support/analytics.js';
import { scratchFolder } from '../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { DRIVER_APPLICATION_STATUSES, DRIVER_PROFILE_STATUSES } from '../../shared/driver-applications/driver-applications.js';
import { LEDGER_STATUSES, PAYMENT_METHODS } from '../../shared/payments/payments.js';
import { PAYMENT_STATUSES, SERVICE_REQUEST_STATUSES, USER_ROLES } from '../../shared/service-requests/service-requests.js';
import { STAFF_ROLES } from '../../shared/staff-roles.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import {
  adminUsers,
  auditEvents,
  driverApplications,
  driverProfiles,
  emailOutbox,
  interactionEvents,
  invoiceNumberCounters,
  paymentRefunds,
  payments,
  serviceRequests,
  serviceRequestStatusHistory,
} from '../db/schema.js';
import { formatInvoiceNumber } from '../../shared/invoicing/invoice-numbers.js';
import { localDiskStorage } from '../infra/storage/local-disk-storage.js';
import { seedDemoData, DEMO_SIZES } from './seed-demo.js';
import { qualificationGaps } from '../features/driver-qualification/index.js';

// A fixed end of the data set: the same rows on every run, whatever the day.
const NOW = new Date('2026-03-15T12:00:00Z');
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(): Promise<{ database: DatabaseHandle; storageDir: string }> {
  const database = await openTestDatabase();
  const storageDir = scratchFolder('freight-demo-');
  cleanups.push(
    () => database.close(),
    () => rmSync(storageDir, { recursive: true, force: true }),
  );
  return { database, storageDir };
}

const seed = (db: Database, storageDir: string, force = false) =>
  seedDemoData(db, { storage: localDiskStorage(storageDir), now: NOW, force });

/** A grouped count as { value: rows }. */
async function tally(query: Promise<{ key: string | null; value: number }[]>): Promise<Record<string, number>> {
  return Object.fromEntries((await query).map((row) => [row.key ?? 'null', row.value]));
}

describe('the demo seed', () => {
  it('fills an empty database with every role, status and payment method, and the same data on every run', async () => {
    const first = await freshDatabase();
    const db = first.database.db;
    const result = await seed(db, first.storageDir);
    expect(result.outcome).toBe('seeded');

    const roles = await tally(
      db.select({ key: serviceRequests.userRole, value: count() }).from(serviceRequests).groupBy(serviceRequests.userRole),
    );
    const statuses = await tally(
      db.select({ key: serviceRequests.status, value: count() }).from(serviceRequests).groupBy(serviceRequests.status),
    );
    const paymentStates = await tally(
      db.select({ key: serviceRequests.paymentStatus, value: count() }).from(serviceRequests).groupBy(serviceRequests.paymentStatus),
    );
    const methods = await tally(db.select({ key: payments.method, value: count() }).from(payments).groupBy(payments.method));
    const ledger = await tally(db.select({ key: payments.status, value: count() }).from(payments).groupBy(payments.status));
    const applications = await tally(
      db.select({ key: driverApplications.status, value: count() }).from(driverApplications).groupBy(driverApplications.status),
    );
    const drivers = await tally(
      db.select({ key: driverProfiles.status, value: count() }).from(driverProfiles).groupBy(driverProfiles.status),
    );
    const staff = await tally(db.select({ key: adminUsers.role, value: count() }).from(adminUsers).groupBy(adminUsers.role));

    for (const role of USER_ROLES) expect(roles[role], role).toBeGreaterThan(0);
    for (const status of SERVICE_REQUEST_STATUSES) expect(statuses[status], status).toBeGreaterThan(0);
    // 'pending' is a state no code of this version writes on a request (an open checkout leaves it unpaid).
    for (const status of PAYMENT_STATUSES.filter((status) => status !== 'pending'))
      expect(paymentStates[status], status).toBeGreaterThan(0);
    for (const method of PAYMENT_METHODS) expect(methods[method], method).toBeGreaterThan(0);
    for (const status of LEDGER_STATUSES) expect(ledger[status], status).toBeGreaterThan(0);
    for (const status of DRIVER_APPLICATION_STATUSES) expect(applications[status], status).toBeGreaterThan(0);
    for (const status of DRIVER_PROFILE_STATUSES) expect(drivers[status], status).toBeGreaterThan(0);
    for (const role of STAFF_ROLES) expect(staff[role], role).toBe(1);
    // Every hired driver's qualification file is complete (issue 41): the board may assign them.
    const hired = await db.select({ id: driverProfiles.id }).from(driverProfiles);
    const gaps = await qualificationGaps(
      db,
      hired.map((driver) => driver.id),
      () => NOW.toISOString().slice(0, 10),
    );
    expect([...gaps.values()].flat().filter((gap) => gap.item !== 'license' && gap.item !== 'medical_certificate')).toEqual([]);
    expect(Object.values(roles).reduce((sum, value) => sum + value, 0)).toBe(DEMO_SIZES.requests);

    // The books as the payments feature keeps them: one settling payment per paid invoice, the
    // refunds behind every refunded one, overpayments on paid invoices only.
    const [paidWithoutPayment] = await db
      .select({ value: count() })
      .from(serviceRequests)
      .where(
        sql`${serviceRequests.paymentStatus} in ('paid', 'partially_refunded', 'refunded') and not exists (select 1 from ${payments} p where p.service_request_id = ${serviceRequests.id} and p.status = 'succeeded' and not p.overpayment)`,
      );
    expect(paidWithoutPayment?.value).toBe(0);
    const [refundedWithoutRefund] = await db
      .select({ value: count() })
      .from(serviceRequests)
      .where(
        sql`${serviceRequests.paymentStatus} in ('partially_refunded', 'refunded') and not exists (select 1 from ${payments} p join ${paymentRefunds} r on r.payment_id = p.id where p.service_request_id = ${serviceRequests.id})`,
      );
    expect(refundedWithoutRefund?.value).toBe(0);
    const [overpayments] = await db.select({ value: count() }).from(payments).where(eq(payments.overpayment, true));
    expect(overpayments?.value).toBeGreaterThan(0);
    const [refundsDue] = await db.select({ value: count() }).from(serviceRequests).where(eq(serviceRequests.refundDue, true));
    expect(refundsDue?.value).toBeGreaterThan(0);
    // Balances (decision 073): a settled invoice owes nothing, a partly paid one owes its total less what was applied.
    const [wrongBalances] = await db
      .select({ value: count() })
      .from(serviceRequests)
      .where(
        sql`exists (select 1 from invoices i where i.service_request_id = ${serviceRequests.id} and i.state = 'sent' and case
          when ${serviceRequests.paymentStatus} in ('paid', 'partially_refunded', 'refunded') then i.balance <> 0
          when ${serviceRequests.paymentStatus} = 'partially_paid' then i.balance <> i.total - (select sum(p.applied_amount) from ${payments} p where p.service_request_id = ${serviceRequests.id} and p.status = 'succeeded') or i.balance = 0
          else i.balance <> i.total end)`,
      );
    expect(wrongBalances?.value).toBe(0);

    // Every sent invoice has its number, consecutive per year in the order they were sent, and
    // each year's counter is where the next real send continues (docs/decisions/065-invoice-numbers.md).
    const invoices = await db
      .select({ sentAt: serviceRequests.invoiceSentAt, number: serviceRequests.invoiceNumber })
      .from(serviceRequests)
      .where(sql`${serviceRequests.finalAmount} is not null`)
      .orderBy(asc(serviceRequests.invoiceSentAt), asc(serviceRequests.id));
    const perYear = new Map<number, number>();
    const expectedNumbers = invoices.map(({ sentAt }) => {
      const year = sentAt?.getUTCFullYear() ?? 0;
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      return formatInvoiceNumber(year, perYear.get(year) ?? 0);
    });
    expect(invoices.map((invoice) => invoice.number)).toEqual(expectedNumbers);
    expect([...perYear.keys()].sort()).toEqual([2025, 2026]);
    const counters = await db.select().from(invoiceNumberCounters).orderBy(asc(invoiceNumberCounters.year));
    expect(counters).toEqual([...perYear].sort(([a], [b]) => a - b).map(([year, lastNumber]) => ({ year, lastNumber })));

    // Every invoice is a sent document of lines (decision 066): its total is the request's amount
    // and the sum of its billed lines, to the cent; no request has an amount without one.
    const [unmatched] = await db
      .select({ value: count() })
      .from(serviceRequests)
      .where(
        sql`${serviceRequests.finalAmount} is not null and not exists (
        select 1 from invoices i where i.service_request_id = ${serviceRequests.id} and i.state = 'sent'
          and i.total = ${serviceRequests.finalAmount} and i.number = ${serviceRequests.invoiceNumber}
          and i.total = (select sum(l.amount) from invoice_lines l where l.invoice_id = i.id and l.state = 'approved'))`,
      );
    expect(unmatched?.value).toBe(0);
    expect(invoices.length).toBeGreaterThan(0);

    // Every request has its first history entry; nothing is in the future; no mail was queued.
    const [firstEntries] = await db
      .select({ value: count() })
      .from(serviceRequestStatusHistory)
      .where(sql`${serviceRequestStatusHistory.fromStatus} is null`);
    expect(firstEntries?.value).toBe(DEMO_SIZES.requests);
    const [future] = await db
      .select({ value: count() })
      .from(auditEvents)
      .where(sql`${auditEvents.occurredAt} > ${NOW.toISOString()}::timestamptz`);
    expect(future?.value).toBe(0);
    const [mail] = await db.select({ value: count() }).from(emailOutbox);
    expect(mail?.value).toBe(0);
    const [sessions] = await db
      .select({ value: sql<number>`count(distinct ${interactionEvents.sessionId})::int` })
      .from(interactionEvents)
      .where(eq(interactionEvents.interactionType, 'session_summary'));
    expect(sessions?.value).toBeGreaterThan(1000);

    // The same seed writes the same requests and amounts in another database.
    const second = await freshDatabase();
    await seed(second.database.db, second.storageDir);
    const requestsOf = (database: Database) =>
      database
        .select({
          reference: serviceRequests.referenceId,
          status: serviceRequests.status,
          amount: serviceRequests.finalAmount,
          invoiceNumber: serviceRequests.invoiceNumber,
        })
        .from(serviceRequests)
        .orderBy(asc(serviceRequests.id));
    expect(await requestsOf(second.database.db)).toEqual(await requestsOf(db));

    // Seeding again adds nothing.
    expect(await seed(db, first.storageDir)).toEqual({ outcome: 'already-seeded' });
    expect(await seed(db, first.storageDir, true)).toEqual({ outcome: 'already-seeded' });
    const [after] = await db.select({ value: count() }).from(serviceRequests);
    expect(after?.value).toBe(DEMO_SIZES.requests);
  }, 240_000);

  it('refuses a database holding a real request, and adds the demo beside it with force', async () => {
    const { database, storageDir } = await freshDatabase();
    const db = database.db;
    await insertRequestAt(db, '2026-03-01T10:00:00Z', { serviceType: 'furniture' });

    expect(await seed(db, storageDir)).toEqual({ outcome: 'refused', found: '1 service request' });
    const [untouched] = await db.select({ value: count() }).from(adminUsers);
    expect(untouched?.value).toBe(0);

    const forced = await seed(db, storageDir, true);
    expect(forced.outcome).toBe('seeded');
    const [requests] = await db.select({ value: count() }).from(serviceRequests);
    expect(requests?.value).toBe(DEMO_SIZES.requests + 1);
  }, 240_000);
});
