// Credit note numbers (decision 069, decision 065's rule on their own counter): CN-YYYY-NNNNNN,
// sequential per UTC year, no gap when an issue is refused or fails, and no duplicate when two
// instances (two database pools) issue at once. The service is called directly with the clock it
// is given; the routes, mails and PDFs have their own tests (credit-notes.test.ts).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, TEST_ADMIN } from '../../../../../tests/support/admin.js';
import { insertServiceRequestRow } from '../../../../../tests/support/service-requests.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { createScratchPostgresDatabase, openTestDatabase, testDatabaseUrl } from '../../../../../tests/support/test-database.js';
import { formatCreditNoteNumber } from '../../../../shared/invoicing/credit-notes.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../../db/client.js';
import { migrateDatabase } from '../../../db/migrate.js';
import { adminUsers, creditNoteNumberCounters, creditNotes, emailOutbox } from '../../../db/schema.js';
import { HttpError } from '../../../errors.js';
import { emailOutbox as outboxOf, type EmailOutbox } from '../../../infra/email/outbox.js';
import { actingAs, memberActor, type MemberAuditContext } from '../../../platform/audit/audit-context.js';
import type { InvoicePayments } from '../deps.js';
import { recordInvoiceAsSent } from '../recorded-invoice.js';
import { issueCreditNote } from './credit-note-service.js';

const onPostgres = Boolean(testDatabaseUrl());
const config = testConfig();

/** No payment holds any invoice here, there are no attempts to close and no payments to settle. */
const noPayments: InvoicePayments = {
  holdOn: () => Promise.resolve(null),
  closeOpenAttempts: () => Promise.resolve(() => Promise.resolve()),
  settleStanding: () => Promise.resolve(),
};

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

/** A request with a sent invoice of $1,000.00. */
async function invoiced(db: Database): Promise<number> {
  const { id } = await insertServiceRequestRow(db);
  await recordInvoiceAsSent(db, { serviceRequestId: id, amount: '1000.00', sentAt: new Date('2050-01-02T10:00:00Z') });
  return id;
}

function issue(id: number, at: Date, amount = '10.00', outbox: EmailOutbox = outboxOf(database.db, () => undefined), who = audit) {
  return issueCreditNote(
    { outbox, company: config.company, publicBaseUrl: config.publicBaseUrl, now: () => at, payments: noPayments },
    id,
    { amount, reason: 'Rate corrected' },
    who,
  );
}

async function counterOf(db: Database, year: number): Promise<number | undefined> {
  const [row] = await db.select().from(creditNoteNumberCounters).where(eq(creditNoteNumberCounters.year, year));
  return row?.lastNumber;
}

async function outcome(issuing: Promise<unknown>): Promise<string> {
  try {
    await issuing;
    return 'issued';
  } catch (error) {
    if (error instanceof HttpError) return String(error.statusCode);
    throw error;
  }
}

describe('formatCreditNoteNumber', () => {
  it('pads to six digits and never cuts a longer number', () => {
    expect(formatCreditNoteNumber(2026, 42)).toBe('CN-2026-000042');
    expect(formatCreditNoteNumber(2026, 1_000_000)).toBe('CN-2026-1000000');
  });
});

describe('credit note numbers', () => {
  it('run on per UTC year across invoices, starting again at 000001 on the next', async () => {
    const [a, b] = [await invoiced(database.db), await invoiced(database.db)];
    const numbers = [
      await issue(a, new Date('2051-03-01T10:00:00Z')),
      await issue(b, new Date('2051-12-31T23:59:59.999Z')),
      await issue(a, new Date('2052-01-01T00:00:00Z')),
    ].map((note) => note.number);
    expect(numbers).toEqual(['CN-2051-000001', 'CN-2051-000002', 'CN-2052-000001']);
    expect([await counterOf(database.db, 2051), await counterOf(database.db, 2052)]).toEqual([2, 1]);
  });

  it('take no number for an issue that is refused or fails, so the next has no gap', async () => {
    const at = new Date('2053-05-05T12:00:00Z');
    const id = await invoiced(database.db);
    expect((await issue(id, at, '100.00')).number).toBe('CN-2053-000001');
    expect(await outcome(issue(id, at, '900.00'))).toBe('409'); // the whole balance: a void
    expect(await outcome(issue(id, at, '950.00'))).toBe('409'); // beyond the balance
    expect(await outcome(issue(2_000_000_000, at))).toBe('404');
    const real = outboxOf(database.db, () => undefined);
    const broken: EmailOutbox = {
      ...real,
      async enqueue() {
        throw new Error('the outbox insert failed');
      },
    };
    await expect(issue(id, at, '5.00', broken)).rejects.toThrow('the outbox insert failed');
    expect((await issue(id, at, '5.00')).number).toBe('CN-2053-000002');
    expect(await counterOf(database.db, 2053)).toBe(2);
    const notes = await database.db
      .select({ amount: creditNotes.amount })
      .from(creditNotes)
      .where(inArray(creditNotes.number, ['CN-2053-000001', 'CN-2053-000002']));
    expect(notes.map((note) => note.amount).sort()).toEqual(['100.00', '5.00']);
    const mails = await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.kind, 'invoice-credit-note'));
    expect(mails.length).toBe(await database.db.$count(creditNotes));
  });
});

describe.skipIf(!onPostgres)('two instances issuing at once, on PostgreSQL', () => {
  const ISSUES = 40;
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    if (!scratch) throw new Error('no PostgreSQL');
    pools = [await openDatabase({ url: scratch.url, poolSize: 10 }), await openDatabase({ url: scratch.url, poolSize: 10 })];
    await migrateDatabase(pools[0]!);
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await scratch?.drop();
  });

  it(`give ${ISSUES} credit notes ${ISSUES} distinct consecutive numbers, and two on one invoice never overdraw it`, async () => {
    const [one, two] = [pools[0]!, pools[1]!];
    const memberAudit = await adminAudit(one.db);
    const ids: number[] = [];
    for (let i = 0; i < ISSUES / 2; i++) ids.push(await invoiced(one.db));
    const at = new Date('2054-06-01T12:00:00Z');
    const outboxes = [outboxOf(one.db, () => undefined), outboxOf(two.db, () => undefined)];
    // Two credit notes of $600 on each $1,000 invoice, one from each instance: the request's lock
    // lets one through and refuses the other (it would take the balance below zero).
    const results = await Promise.all(
      ids.flatMap((id) =>
        [0, 1].map((instance) =>
          outcome(
            issueCreditNote(
              {
                outbox: outboxes[instance]!,
                company: config.company,
                publicBaseUrl: config.publicBaseUrl,
                now: () => at,
                payments: noPayments,
              },
              id,
              { amount: '600.00', reason: 'Race' },
              memberAudit,
            ),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result === 'issued')).toHaveLength(ISSUES / 2);
    expect(results.filter((result) => result === '409')).toHaveLength(ISSUES / 2);
    // And as many again of $100 each, all at once: every one goes through, each with its own number.
    await Promise.all(
      ids.map((id, i) =>
        issueCreditNote(
          { outbox: outboxes[i % 2]!, company: config.company, publicBaseUrl: config.publicBaseUrl, now: () => at, payments: noPayments },
          id,
          { amount: '100.00', reason: 'Race' },
          memberAudit,
        ),
      ),
    );
    const numbers = (await one.db.select({ number: creditNotes.number }).from(creditNotes)).map((row) => row.number);
    const expected = Array.from({ length: ISSUES }, (_, i) => formatCreditNoteNumber(2054, i + 1));
    expect([...numbers].sort()).toEqual(expected);
    expect(await counterOf(two.db, 2054)).toBe(ISSUES);
  });
});
