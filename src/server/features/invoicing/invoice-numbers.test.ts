// Invoice numbers (docs/decisions/065-invoice-numbers.md): sequential per UTC year with no gap and
// no duplicate. The service is called directly, with the clock it is given, so a test can send on
// New Year's Eve and just after; and on PostgreSQL two database pools (two instances' worth) send
// at once. The routes, the mail, the PDF and the pages that show the number have their own tests.
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, TEST_ADMIN } from '../../../../tests/support/admin.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { createScratchPostgresDatabase, openTestDatabase, testDatabaseUrl } from '../../../../tests/support/test-database.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { adminUsers, emailOutbox, invoiceNumberCounters, serviceRequests } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { emailOutbox as outboxOf, type EmailOutbox } from '../../infra/email/outbox.js';
import { actingAs, memberActor, type MemberAuditContext } from '../../platform/audit/audit-context.js';
import { formatInvoiceNumber } from '../../../shared/invoicing/invoice-numbers.js';
import { listServiceRequests } from '../service-requests/admin-service.js';
import { sendSingleAmount as sendInvoice } from './sending-service.js';

const onPostgres = Boolean(testDatabaseUrl());
const config = testConfig();

let database: DatabaseHandle;
let audit: MemberAuditContext;
beforeAll(async () => {
  database = await openTestDatabase();
  audit = await adminAudit(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function adminAudit(db: Database): Promise<MemberAuditContext> {
  await createTestAdmin(db);
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
  if (!admin) throw new Error('no test admin');
  return actingAs({ clientAddress: null, requestId: null }, memberActor({ id: admin.id, email: TEST_ADMIN.email }));
}

/** Sends the invoice of request `id` at `at`, through `outbox` (the database's own by default). */
function send(id: number, at: Date, outbox: EmailOutbox = outboxOf(database.db, () => undefined), amount = '750.00') {
  return sendInvoice(
    {
      outbox,
      company: config.company,
      publicBaseUrl: config.publicBaseUrl,
      billingTimeZone: config.billing.timeZone,
      now: () => at,
      packetPapers: () => Promise.resolve(false),
    },
    id,
    amount,
    audit,
  );
}

async function newRequests(db: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await insertServiceRequestRow(db)).id);
  return ids;
}

async function numbersOf(db: Database, ids: number[]): Promise<(string | null)[]> {
  const rows = await db
    .select({ id: serviceRequests.id, invoiceNumber: serviceRequests.invoiceNumber })
    .from(serviceRequests)
    .where(inArray(serviceRequests.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.invoiceNumber ?? null);
}

async function counterOf(db: Database, year: number): Promise<number | undefined> {
  const [row] = await db.select().from(invoiceNumberCounters).where(eq(invoiceNumberCounters.year, year));
  return row?.lastNumber;
}

/** Runs `work` over `items` with at most `limit` calls in flight, in the items' order; their results in that order. */
async function inFlightAtMost<T, R>(limit: number, items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/** 'sent', or the refusal's status; anything else thrown is rethrown. */
async function outcome(sending: Promise<unknown>): Promise<string> {
  try {
    await sending;
    return 'sent';
  } catch (error) {
    if (error instanceof HttpError) return String(error.statusCode);
    throw error;
  }
}

describe('formatInvoiceNumber', () => {
  it('pads to six digits and never cuts a longer number', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('INV-2026-000123');
    expect(formatInvoiceNumber(2026, 999_999)).toBe('INV-2026-999999');
    expect(formatInvoiceNumber(2026, 1_000_000)).toBe('INV-2026-1000000');
  });
});

describe('sending invoices', () => {
  it('numbers them consecutively within a UTC year and starts again at 000001 on the next', async () => {
    const ids = await newRequests(database.db, 5);
    const times = [
      '2041-03-01T10:00:00Z',
      '2041-07-15T10:00:00Z',
      // New Year's Eve in Detroit, already the new year in UTC: the number follows UTC.
      '2041-12-31T23:59:59.999Z',
      '2042-01-01T00:00:00Z',
      '2042-01-01T03:00:00Z',
    ].map((iso) => new Date(iso));
    const answers = [];
    for (const [i, id] of ids.entries()) answers.push(await send(id, times[i]!));

    expect(await numbersOf(database.db, ids)).toEqual([
      'INV-2041-000001',
      'INV-2041-000002',
      'INV-2041-000003',
      'INV-2042-000001',
      'INV-2042-000002',
    ]);
    const sentAt = await database.db
      .select({ at: serviceRequests.invoiceSentAt })
      .from(serviceRequests)
      .where(inArray(serviceRequests.id, ids))
      .orderBy(asc(serviceRequests.id));
    expect(sentAt.map((row) => row.at?.toISOString())).toEqual(times.map((time) => time.toISOString()));
    expect(answers.map((answer) => answer.invoiceStatus)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect([await counterOf(database.db, 2041), await counterOf(database.db, 2042)]).toEqual([3, 2]);
  });

  it('finds a request by its whole invoice number, typed in any case, and shows the number on its card', async () => {
    const [first, second] = await newRequests(database.db, 2);
    await send(first!, new Date('2039-05-01T10:00:00Z'));
    await send(second!, new Date('2039-05-02T10:00:00Z'));
    const deps = { db: database.db, publicBaseUrl: config.publicBaseUrl };
    const page = await listServiceRequests(deps, { search: ' inv-2039-000002 ', status: 'all', page: 1, pageSize: 20 });
    expect(page.items.map((item) => [item.id, item.invoiceNumber])).toEqual([[second, 'INV-2039-000002']]);
    // Not a whole number: no request matches by a part of one, and a number nobody has finds nothing.
    expect((await listServiceRequests(deps, { search: 'INV-2039-999999', status: 'all', page: 1, pageSize: 20 })).items).toEqual([]);
    const filtered = await listServiceRequests(deps, { search: 'INV-2039-000002', status: 'delivered', page: 1, pageSize: 20 });
    expect(filtered.items).toEqual([]);
  });

  it('takes no number for a send that is refused or fails, so the next one has no gap', async () => {
    const at = new Date('2043-05-05T12:00:00Z');
    const [first, refusedAgain, failing, next] = await newRequests(database.db, 4);
    await send(first!, at);
    await send(refusedAgain!, at);

    // Refused: already invoiced, and a request that does not exist.
    expect(await outcome(send(refusedAgain!, at, undefined, '1.00'))).toBe('409');
    expect(await outcome(send(2_000_000_000, at))).toBe('404');

    // Failed after the number was taken: the mail could not be queued, so the whole send rolls back.
    const real = outboxOf(database.db, () => undefined);
    const broken: EmailOutbox = {
      ...real,
      async enqueue() {
        throw new Error('the outbox insert failed');
      },
    };
    await expect(send(failing!, at, broken)).rejects.toThrow('the outbox insert failed');
    const [failed] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, failing!));
    expect(failed).toMatchObject({ finalAmount: null, invoiceNumber: null, invoiceSentAt: null, invoiceStatus: 'pending' });

    await send(next!, at);
    expect(await numbersOf(database.db, [first!, refusedAgain!, failing!, next!])).toEqual([
      'INV-2043-000001',
      'INV-2043-000002',
      null,
      'INV-2043-000003',
    ]);
    expect(await counterOf(database.db, 2043)).toBe(3);
    // The failed send queued no mail either: one invoice mail per number.
    const mails = await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.kind, 'service-request-invoice'));
    const numbered = await database.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(isNotNull(serviceRequests.invoiceNumber));
    expect(mails).toHaveLength(numbered.length);
  });

  it('refuses a sent invoice without a number, or a number without a send, in the database itself', async () => {
    await expect(insertServiceRequestRow(database.db, { finalAmount: '10.00', invoiceSentAt: new Date() })).rejects.toThrow();
    await expect(insertServiceRequestRow(database.db, { invoiceNumber: 'INV-2044-000001' })).rejects.toThrow();
    const at = new Date('2044-01-01T00:00:00Z');
    await expect(insertServiceRequestRow(database.db, { invoiceSentAt: at, invoiceNumber: 'INV-2044-12345' })).rejects.toThrow();
    const [a, b] = await newRequests(database.db, 2);
    await database.db
      .update(serviceRequests)
      .set({ invoiceSentAt: at, invoiceNumber: 'INV-2044-000001' })
      .where(eq(serviceRequests.id, a!));
    await expect(
      database.db.update(serviceRequests).set({ invoiceSentAt: at, invoiceNumber: 'INV-2044-000001' }).where(eq(serviceRequests.id, b!)),
    ).rejects.toThrow();
  });
});

// Two instances are two processes with their own pools on one database. PGlite has one
// connection, where transactions run one after the other and no race can happen.
describe.skipIf(!onPostgres)('two instances sending at once, on PostgreSQL', () => {
  const SENDS = 50;
  const POOL_SIZE = 10;
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    if (!scratch) throw new Error('no PostgreSQL');
    pools = [await openDatabase({ url: scratch.url, poolSize: POOL_SIZE }), await openDatabase({ url: scratch.url, poolSize: POOL_SIZE })];
    await migrateDatabase(pools[0]!);
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await scratch?.drop();
  });

  it(`give ${SENDS} invoices ${SENDS} distinct consecutive numbers`, async () => {
    const [one, two] = [pools[0]!, pools[1]!];
    const memberAudit = await adminAudit(one.db);
    const ids = await newRequests(one.db, SENDS);
    const at = new Date('2045-06-01T12:00:00Z');
    const outboxes = [outboxOf(one.db, () => undefined), outboxOf(two.db, () => undefined)];
    // As many sends in flight on each instance as its pool has connections: every send waits only
    // for the year's counter (the race under test), never for a connection (a busy machine's
    // connection timeout is not what this proves).
    const send = (id: number, i: number) =>
      sendInvoice(
        {
          outbox: outboxes[i % 2]!,
          company: config.company,
          publicBaseUrl: config.publicBaseUrl,
          billingTimeZone: config.billing.timeZone,
          packetPapers: () => Promise.resolve(false),
          now: () => at,
        },
        id,
        '100.00',
        memberAudit,
      );
    const sent = await inFlightAtMost(POOL_SIZE * 2, ids, send);
    expect(sent).toHaveLength(SENDS);
    const numbers = await numbersOf(one.db, ids);
    const expected = Array.from({ length: SENDS }, (_, i) => formatInvoiceNumber(2045, i + 1));
    expect([...numbers].sort()).toEqual(expected);
    expect(await counterOf(two.db, 2045)).toBe(SENDS);
  });
});
