// Migration 0021 on a database that already has sent invoices: each gets its number in the order
// it was sent within its UTC year (ties by id), unsent ones get none, each year's counter ends at
// its last number, and the next send continues the sequence (docs/decisions/065-invoice-numbers.md).
// The database is brought to 0020 first from a copy of the migrations that stops there, then the
// real folder finishes the job.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, MIGRATIONS_FOLDER } from '../../../tests/support/migrations-up-to.js';
import { insertOldServiceRequest } from '../../../tests/support/service-requests.js';
import { nextInvoiceNumber } from '../features/invoicing/index.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** The database is brought to migration 20 from a copy of drizzle/ that stops there. */
const folder = migrationsUpTo(20);
let database: DatabaseHandle;
let client: PGlite;
beforeAll(async () => {
  database = await openDatabase({});
  if (!(database.client instanceof PGlite)) throw new Error('expected the embedded database');
  client = database.client;
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const sent = (iso: string) => ({ final_amount: '500.00', invoice_status: 'sent', invoice_sent_at: new Date(iso) });

describe('migration 0021_invoice_numbers', () => {
  it('numbers every sent invoice by year, send time and id, and sets each year counter to its last number', async () => {
    await migrate(drizzle({ client }), { migrationsFolder: folder });

    // Inserted out of order: the numbers follow the send times, not the ids.
    const late2025 = await insertOldServiceRequest(client, sent('2025-11-20T10:00:00Z'));
    const early2025 = await insertOldServiceRequest(client, sent('2025-02-01T10:00:00Z'));
    const unsent = await insertOldServiceRequest(client, { estimated_quote: '900.00' });
    // An amount set but never sent (no send time) is not an invoice that went out.
    const amountOnly = await insertOldServiceRequest(client, { final_amount: '300.00' });
    // 31 December in Detroit, 1 January in UTC: the year is UTC's.
    const newYearUtc = await insertOldServiceRequest(client, sent('2025-12-31T23:30:00-05:00'));
    const tieFirst = await insertOldServiceRequest(client, sent('2026-03-03T09:00:00Z'));
    const tieSecond = await insertOldServiceRequest(client, sent('2026-03-03T09:00:00Z'));
    const paid = await insertOldServiceRequest(client, {
      ...sent('2025-06-01T10:00:00Z'),
      invoice_status: 'paid',
      payment_status: 'paid',
      paid_at: new Date('2025-06-02T10:00:00Z'),
    });

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await client.query<{ id: number; invoice_number: string | null }>('select id, invoice_number from service_requests');
    const numberOf = (request: { id: number }) => rows.rows.find((row) => row.id === request.id)?.invoice_number;
    expect([early2025, paid, late2025].map(numberOf)).toEqual(['INV-2025-000001', 'INV-2025-000002', 'INV-2025-000003']);
    expect([newYearUtc, tieFirst, tieSecond].map(numberOf)).toEqual(['INV-2026-000001', 'INV-2026-000002', 'INV-2026-000003']);
    expect([unsent, amountOnly].map(numberOf)).toEqual([null, null]);

    const counters = await client.query<{ year: number; last_number: number }>(
      'select year, last_number from invoice_number_counters order by year',
    );
    expect(counters.rows).toEqual([
      { year: 2025, last_number: 3 },
      { year: 2026, last_number: 3 },
    ]);

    // The next send continues each year's sequence, and a year with none yet starts at 000001.
    const { db } = database;
    expect(await db.transaction((tx) => nextInvoiceNumber(tx, new Date('2026-08-01T00:00:00Z')))).toBe('INV-2026-000004');
    expect(await db.transaction((tx) => nextInvoiceNumber(tx, new Date('2027-01-01T00:00:00Z')))).toBe('INV-2027-000001');
  });
});
