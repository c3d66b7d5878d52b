// `npm run bench:books`: the accounting export and the factor's schedule at scale (issue 38,
// decisions 077 and 078). Seeds BENCH_ROWS requests (default 200,000) in PostgreSQL and, on every
// other one, an invoice of four lines sent in 2026 on Net 30 (a tenth of them to a factored
// account), paid on every fourth request, a credit note on every fiftieth, then streams each
// file of the year through the export's own code (no HTTP) and prints its rows, time, rows a
// second and the process's peak memory. Never fails on a timing. PostgreSQL: BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test (a scratch database is created and dropped).
import { sql } from 'drizzle-orm';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { BooksFile } from '../src/shared/receivables/books.js';
import { openDatabase, selectRows, type Database } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { memberActor, type MemberAuditContext } from '../src/server/platform/audit/audit-context.js';
import { exportBooksFile } from '../src/server/features/receivables/books/books-export-service.js';
import { scheduleOfAccounts } from '../src/server/features/receivables/factoring/factoring-service.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const YEAR = { from: '2026-01-01', to: '2026-12-31' };
const TIME_ZONE = 'America/Chicago';
const AUDIT: MemberAuditContext = { actor: memberActor({ id: 1, email: 'bench@freight.example' }), clientAddress: null, requestId: null };

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Four lines per invoice, as the invoice lines benchmark seeds them: quantity and rate as SQL of the request's id `r`. */
const LINES = [
  { kind: 'linehaul', description: "'Detroit, MI to Chicago, IL'", quantity: '(200 + r % 800)', unit: 'miles', rate: '2.15' },
  { kind: 'fuel_surcharge', description: "'Diesel $3.859, week of 2026-11-30'", quantity: '(200 + r % 800)', unit: 'miles', rate: '0.415' },
  { kind: 'detention', description: "'Detention at pickup'", quantity: '(0.25 * (1 + r % 12))', unit: 'hours', rate: '75' },
  { kind: 'lumper', description: "'Lumper at delivery'", quantity: '1', unit: 'flat', rate: '(100 + r % 90)' },
] as const;
const amountOf = (line: (typeof LINES)[number]) => `round(${line.quantity} * ${line.rate}, 2)`;

async function seedBooks(db: Database): Promise<void> {
  await db.execute(
    sql`insert into customer_accounts (name, terms, factored) values ('Midwest Grain Brokers', 'net_30', true), ('Lakeside Retail', 'net_30', false)`,
  );
  const total = LINES.map(amountOf).join(' + ');
  // Sent through 2026 (a day of the year by the request's id), numbered in send order.
  await db.execute(
    sql.raw(`
      insert into invoices (service_request_id, state, number, total, balance, terms, due_on, account_id, sent_at, created_at, updated_at)
      select r, 'sent', 'INV-2026-' || lpad((row_number() over (order by sent, r))::text, 6, '0'), ${total}, ${total}, 'net_30',
        (sent at time zone '${TIME_ZONE}')::date + 30, case when r % 10 = 0 then 1 else 2 end, sent, sent, sent
      from (select id as r, timestamptz '2026-01-01 15:00Z' + make_interval(days => id % 364, mins => id % 600) as sent
            from service_requests where id % 2 = 0) as sent_requests
    `),
  );
  for (const [index, line] of LINES.entries()) {
    await db.execute(
      sql.raw(`
        insert into invoice_lines (invoice_id, position, kind, description, quantity, unit, rate, amount, state, source)
        select i.id, ${index + 1}, '${line.kind}', ${line.description}, ${line.quantity}, '${line.unit}', ${line.rate}, ${amountOf(line)}, 'approved', 'staff'
        from (select id, service_request_id as r from invoices) as i
      `),
    );
  }
  await db.execute(sql`
    update service_requests as sr set final_amount = i.total, invoice_number = i.number, invoice_status = 'sent', invoice_sent_at = i.sent_at, account_id = i.account_id
    from invoices as i where i.service_request_id = sr.id
  `);
  await db.execute(sql`
    insert into payments (service_request_id, provider, method, amount, applied_amount, status, confirmed_at)
    select service_request_id, 'manual', 'ach', total, total, 'succeeded', least(sent_at + interval '12 days', timestamptz '2026-12-31 12:00Z')
    from invoices where service_request_id % 4 = 0
  `);
  await db.execute(sql`
    insert into credit_notes (invoice_id, number, amount, reason, created_at)
    select id, 'CN-2026-' || lpad((row_number() over (order by id))::text, 6, '0'), 25.00, 'Detention waived', sent_at + interval '2 days'
    from invoices where service_request_id % 50 = 2
  `);
  await db.execute(sql`analyze`);
}

/** Reads a stream to its end: its lines (the header included) and bytes. */
async function drain(stream: Readable): Promise<{ lines: number; bytes: number }> {
  let lines = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    const text = typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    bytes += Buffer.byteLength(text);
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  }
  return { lines, bytes };
}

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
}, 20);

try {
  await migrateDatabase(database);
  const start = performance.now();
  for (let done = 0; done < ROWS; done += 250_000) await seedRealisticRequests(database.db, Math.min(250_000, ROWS - done), done);
  await seedBooks(database.db);
  const [counts] = await selectRows<{ invoices: number; lines: number; payments: number; credits: number }>(
    database.db,
    sql`select (select count(*) from invoices)::int as invoices, (select count(*) from invoice_lines)::int as lines,
      (select count(*) from payments)::int as payments, (select count(*) from credit_notes)::int as credits`,
  );
  console.log(`seeded ${ROWS.toLocaleString('en-US')} requests and ${JSON.stringify(counts)} in ${seconds(start)} s`);
  console.log(
    `RSS after seeding: ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
  );
  console.log(
    `\nthe year 2026, streamed in process; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on ${availableParallelism()} cores:`,
  );
  const files: [string, () => Promise<Readable>][] = [
    ...(['quickbooks-invoices', 'quickbooks-journal', 'quickbooks-items', 'journal'] as BooksFile[]).map(
      (file): [string, () => Promise<Readable>] => [file, () => exportBooksFile(database.db, TIME_ZONE, file, YEAR, AUDIT)],
    ),
    ['schedule of accounts', () => scheduleOfAccounts(database.db, TIME_ZONE, YEAR, AUDIT)],
  ];
  await timeFiles(files);
  // The same with the indexes decision 077 asks for: each page a range read instead of a scan.
  await database.db.execute(sql`
    create index on invoices (sent_at, id) where state <> 'draft';
    create index on invoices (voided_at, id) where state = 'void';
    create index on credit_notes (created_at, id);
    create index on payments (confirmed_at, id) where status = 'succeeded';
    analyze
  `);
  console.log(
    '\nwith indexes on invoices (sent_at, id), invoices (voided_at, id), credit_notes (created_at, id), payments (confirmed_at, id):',
  );
  await timeFiles(files);
} finally {
  clearInterval(sampler);
  await database.close();
  await scratch.drop();
}

async function timeFiles(files: [string, () => Promise<Readable>][]): Promise<void> {
  console.log('| file | rows | MB | seconds | rows/s | peak RSS MB | peak heap MB |\n|---|---|---|---|---|---|---|');
  for (const [name, open] of files) {
    peakRss = process.memoryUsage().rss;
    peakHeap = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { lines, bytes } = await drain(await open());
    const took = (performance.now() - started) / 1000;
    const rows = lines - 1;
    console.log(
      `| ${name} | ${rows.toLocaleString('en-US')} | ${(bytes / 1e6).toFixed(1)} | ${took.toFixed(1)} | ${Math.round(rows / took).toLocaleString('en-US')} | ${Math.round(peakRss / 1e6)} | ${Math.round(peakHeap / 1e6)} |`,
    );
  }
}
