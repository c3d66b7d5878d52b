// Migration 0022 on a database that already has invoices (decision 066): each sent invoice becomes
// a sent document with its number, send time and total, and one linehaul line of exactly its
// amount; paid and refunded ones keep every state they had; nothing else gets a document, and the
// request's own columns (the amounts the payments read) do not change. The database is brought to
// 0021 from a copy of the migrations that stops there, then the real folder finishes the job.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, MIGRATIONS_FOLDER } from '../../../tests/support/migrations-up-to.js';
import { insertOldServiceRequest } from '../../../tests/support/service-requests.js';
import { openDatabase, type DatabaseHandle } from './client.js';

const folder = migrationsUpTo(21);
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

const REQUEST_COLUMNS =
  'id, final_amount, estimated_quote, invoice_status, payment_status, invoice_number, invoice_sent_at, paid_at, refund_due, payment_method';

const sent = (amount: string, number: string, iso: string) => ({
  final_amount: amount,
  invoice_status: 'sent',
  invoice_number: number,
  invoice_sent_at: new Date(iso),
});

describe('migration 0022_invoice_lines', () => {
  it('turns every sent invoice into a document with one linehaul line of exactly its amount, changing nothing else', async () => {
    await migrate(drizzle({ client }), { migrationsFolder: folder });

    const unpaid = await insertOldServiceRequest(client, sent('1250.00', 'INV-2026-000001', '2026-03-01T10:00:00Z'));
    const paid = await insertOldServiceRequest(client, {
      ...sent('0.50', 'INV-2026-000002', '2026-03-02T10:00:00Z'),
      invoice_status: 'paid',
      payment_status: 'paid',
      payment_method: 'credit_card',
      paid_at: new Date('2026-03-03T10:00:00Z'),
    });
    const refunded = await insertOldServiceRequest(client, {
      ...sent('99999999.99', 'INV-2026-000003', '2026-03-04T10:00:00Z'),
      invoice_status: 'paid',
      payment_status: 'partially_refunded',
      payment_method: 'paypal',
      paid_at: new Date('2026-03-05T10:00:00Z'),
      refund_due: true,
    });
    const quotedOnly = await insertOldServiceRequest(client, { estimated_quote: '900.00' });
    const amountOnly = await insertOldServiceRequest(client, { final_amount: '300.10' });
    const requestsBefore = await client.query(`select ${REQUEST_COLUMNS} from service_requests order by id`);

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    // The request rows the payments read are exactly as they were.
    expect((await client.query(`select ${REQUEST_COLUMNS} from service_requests order by id`)).rows).toEqual(requestsBefore.rows);

    const documents = await client.query<{
      service_request_id: number;
      state: string;
      number: string | null;
      total: string | null;
      sent_at: Date | null;
    }>('select service_request_id, state, number, total, sent_at from invoices order by service_request_id');
    expect(documents.rows).toEqual([
      {
        service_request_id: unpaid.id,
        state: 'sent',
        number: 'INV-2026-000001',
        total: '1250.00',
        sent_at: new Date('2026-03-01T10:00:00Z'),
      },
      { service_request_id: paid.id, state: 'sent', number: 'INV-2026-000002', total: '0.50', sent_at: new Date('2026-03-02T10:00:00Z') },
      {
        service_request_id: refunded.id,
        state: 'sent',
        number: 'INV-2026-000003',
        total: '99999999.99',
        sent_at: new Date('2026-03-04T10:00:00Z'),
      },
      // An amount never sent stays a draft holding the same line; nothing priced is lost.
      { service_request_id: amountOnly.id, state: 'draft', number: null, total: null, sent_at: null },
    ]);
    expect(documents.rows.map((row) => row.service_request_id)).not.toContain(quotedOnly.id);

    const lines = await client.query<Record<string, unknown>>(
      `select i.service_request_id, l.position, l.kind, l.description, l.quantity, l.unit, l.rate, l.amount, l.state, l.source
         from invoice_lines l join invoices i on i.id = l.invoice_id order by i.service_request_id`,
    );
    const line = (id: number, amount: string) => ({
      service_request_id: id,
      position: 1,
      kind: 'linehaul',
      description: 'Detroit, MI to Chicago, IL',
      quantity: '1.000',
      unit: 'flat',
      rate: `${amount}00`,
      amount,
      state: 'approved',
      source: 'migration',
    });
    expect(lines.rows).toEqual([
      line(unpaid.id, '1250.00'),
      line(paid.id, '0.50'),
      line(refunded.id, '99999999.99'),
      line(amountOnly.id, '300.10'),
    ]);

    // Every sent document's total is its request's amount and its one line's amount.
    const mismatches = await client.query(
      `select r.id from service_requests r join invoices i on i.service_request_id = r.id and i.state = 'sent'
        where i.total <> r.final_amount or i.total <> (select sum(amount) from invoice_lines where invoice_id = i.id and state = 'approved')`,
    );
    expect(mismatches.rows).toEqual([]);
  });
});
