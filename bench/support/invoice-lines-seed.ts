// Sent invoices with their lines in bulk, generated inside PostgreSQL (INSERT ... SELECT), for the
// invoice lines benchmark: every other seeded request (even id) gets a sent invoice of four lines
// (linehaul by the mile, fuel surcharge by the mile, detention by the hour, a flat lumper), so a
// million requests carry 500,000 invoices and 2,000,000 lines. Each invoice is written the way a
// send leaves it: its number from its UTC year's sequence, its total the sum of its lines, the
// request's summary (final amount, number, send time), and each year's counter at its last number.
// Due on receipt, nothing paid: the balance is the total.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../src/server/db/client.js';

/** The four lines of a seeded invoice: quantity and rate as SQL of the request's id `r`. */
const SEEDED_LINES = [
  { kind: 'linehaul', description: "'Detroit, MI to Chicago, IL'", quantity: '(200 + r % 800)', unit: 'miles', rate: '2.15' },
  { kind: 'fuel_surcharge', description: "'Diesel $3.859, week of 2026-11-30'", quantity: '(200 + r % 800)', unit: 'miles', rate: '0.415' },
  { kind: 'detention', description: "'Detention at pickup'", quantity: '(0.25 * (1 + r % 12))', unit: 'hours', rate: '75' },
  { kind: 'lumper', description: "'Lumper at delivery'", quantity: '1', unit: 'flat', rate: '(100 + r % 90)' },
] as const;

/** quantity x rate, half up to the cent (decision 066), in SQL. */
const amountOf = (line: (typeof SEEDED_LINES)[number]) => `round(${line.quantity} * ${line.rate}, 2)`;

/** Seeds the invoices of the requests with an even id; returns how many invoices and lines were written. */
export async function seedSentInvoices(db: Database): Promise<{ invoices: number; lines: number }> {
  const total = SEEDED_LINES.map(amountOf).join(' + ');
  // Sent a day after the request came in (never in the future), numbered per UTC year in send order.
  await db.execute(
    sql.raw(`
      insert into invoices (service_request_id, state, number, total, sent_at, created_at, updated_at, terms, due_on, balance)
      select r, 'sent',
        'INV-' || y || '-' || lpad((row_number() over (partition by y order by sent, r))::text, 6, '0'),
        ${total}, sent, sent, sent, 'due_on_receipt', (sent at time zone 'America/Chicago')::date, ${total}
      from (
        select id as r, least(created_at + interval '1 day', now()) as sent,
          extract(year from least(created_at + interval '1 day', now()) at time zone 'UTC')::int as y
        from service_requests where id % 2 = 0
      ) as sent_requests
    `),
  );
  for (const [index, line] of SEEDED_LINES.entries()) {
    await db.execute(
      sql.raw(`
        insert into invoice_lines (invoice_id, position, kind, description, quantity, unit, rate, amount, state, source, created_at, updated_at)
        select i.id, ${index + 1}, '${line.kind}', ${line.description}, ${line.quantity}, '${line.unit}', ${line.rate}, ${amountOf(line)},
          'approved', 'staff', i.sent_at, i.sent_at
        from (select id, service_request_id as r, sent_at from invoices where state = 'sent') as i
      `),
    );
  }
  await db.execute(sql`
    update service_requests as sr
    set final_amount = i.total, invoice_number = i.number, invoice_status = 'sent', invoice_sent_at = i.sent_at
    from invoices as i
    where i.service_request_id = sr.id and i.state = 'sent'
  `);
  await db.execute(sql`
    insert into invoice_number_counters (year, last_number)
    select substr(number, 5, 4)::int, count(*) from invoices group by 1
    on conflict (year) do update set last_number = excluded.last_number
  `);
  await db.execute(sql`analyze invoices; analyze invoice_lines; analyze service_requests; analyze invoice_number_counters`);
  const [counts] = await selectRows<{ invoices: number; lines: number }>(
    db,
    sql`select (select count(*) from invoices)::int as invoices, (select count(*) from invoice_lines)::int as lines`,
  );
  return counts ?? { invoices: 0, lines: 0 };
}
