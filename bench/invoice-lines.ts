// `npm run bench:invoice-lines`: invoice lines at scale (issue 37's Performance). Seeds 1,000,000
// requests (BENCH_ROWS) and, on every other one, a sent invoice of four lines (2,000,000 lines)
// inside PostgreSQL, then, through the whole app (routing, session and role checks, validation,
// SQL, serialisation, the PDF) via app.inject, on an invoice of 50 lines:
//   - the editor's save, PUT /api/admin/service-requests/{id}/invoice/draft with 50 lines;
//   - the invoice page, GET /api/service-requests/{ref}, once the invoice is sent;
//   - the PDF, GET /api/admin/service-requests/{id}/invoice.pdf;
// each p95 under 100 ms; then numbering: two production servers (dist, each its own process and
// database pool, as two instances behind the proxy) are sent invoices at 200 a second between
// them over HTTP (open loop: each send starts on its own schedule, not when the previous one ends)
// for BENCH_SEND_SECONDS (default 10), and the numbers are checked afterwards (no gap, no
// duplicate, the counter at the last). Prints p50/p95/p99 beside the goals and the machine's load
// average; never fails on a timing. Needs `npm run build` (the numbering's servers) and
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test (a scratch
// database is created and dropped).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, selectRows, type Database, type DatabaseHandle } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { startProductionServer, type RunningProcess } from '../tests/support/processes.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedSentInvoices } from './support/invoice-lines-seed.js';
import { seedRealisticRequests } from './seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 5;
const P95_GOAL_MS = 100;
const LINES_ON_THE_INVOICE = 50;
/** The goal; BENCH_SEND_RATE tries another rate, to see what the numbering holds on this machine. */
const SENDS_PER_SECOND = Number(process.env.BENCH_SEND_RATE ?? 200);
const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 10);
/** The product's default pool (db/client.ts), for each instance. */
const POOL_SIZE = 10;
/** The last client address given by nextAddress(). */
let addresses = 0;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const seeding = await openDatabase({ url: scratch.url, poolSize: 2 });
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
// Load shedding by event-loop delay off, as the tests and the production benches have it: a busy
// benchmark machine is not an overloaded server.
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0' });
const instances: { app: FastifyInstance; database: DatabaseHandle }[] = [];
const servers: RunningProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-invoice-lines-'));
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} on ${availableParallelism()} cores`;

try {
  await migrateDatabase(seeding);
  let start = performance.now();
  for (let done = 0; done < ROWS; done += 250_000) await seedRealisticRequests(seeding.db, Math.min(250_000, ROWS - done), done);
  console.log(`seeded ${ROWS.toLocaleString('en-US')} requests in ${seconds(start)} s`);
  start = performance.now();
  const seeded = await seedSentInvoices(seeding.db);
  console.log(
    `seeded ${seeded.invoices.toLocaleString('en-US')} sent invoices with ${seeded.lines.toLocaleString('en-US')} lines in ${seconds(start)} s`,
  );

  const database = await openDatabase({ url: scratch.url, poolSize: POOL_SIZE });
  const first = { app: await buildApp({ config, database, logger: false }), database };
  instances.push(first);
  await first.app.ready();
  const cookie = await signIn(seeding.db, first.app);
  const admin = (app: FastifyInstance, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, cookie, origin: config.publicBaseUrl }, remoteAddress: nextAddress() });

  const [target] = await selectRows<{ id: number; reference_id: string }>(
    seeding.db,
    sql`select id, reference_id from service_requests where final_amount is null and id % 2 = 1 order by id desc limit 1`,
  );
  if (!target) throw new Error('no request without an invoice');

  console.log(
    `\n${ROWS.toLocaleString('en-US')} requests, ${seeded.lines.toLocaleString('en-US')} invoice lines; an invoice of ${LINES_ON_THE_INVOICE} lines; ` +
      `${RUNS} runs each after ${WARM_UP} warm-up, through the whole app (app.inject); ${load()}:`,
  );
  console.log('| call | p50 ms | p95 ms | p99 ms | goal |\n|---|---|---|---|---|');

  // The editor's save: the first adds the 50 lines, each later one sends them back with their ids
  // and one quantity changed, as a member editing a line does.
  let lines = fiftyLines();
  const saves = await timed(async (run) => {
    const response = await admin(first.app, {
      method: 'PUT',
      url: `/api/admin/service-requests/${target.id}/invoice/draft`,
      payload: { lines: lines.map((line, index) => (index === 2 ? { ...line, quantity: run % 2 === 0 ? '3' : '4' } : line)) },
    });
    expectStatus(response, 200, 'the save');
    const saved = response.json<{ lines: (EditorLine & { id: number; state: string })[] }>().lines;
    lines = saved
      .filter((line) => line.state === 'approved')
      .map(({ id, kind, description, quantity, unit, rate }) => ({ id, kind, description, quantity, unit, rate }));
    if (lines.length !== LINES_ON_THE_INVOICE) throw new Error(`the draft holds ${lines.length} billed lines`);
  });
  printRow(`editor's save, PUT .../invoice/draft (${LINES_ON_THE_INVOICE} lines)`, saves);

  const sent = await admin(first.app, { method: 'POST', url: `/api/admin/service-requests/${target.id}/invoice/draft/send` });
  expectStatus(sent, 200, 'sending the 50-line invoice');

  const page = await timed(async () => {
    const response = await first.app.inject({
      method: 'GET',
      url: `/api/service-requests/${target.reference_id}`,
      remoteAddress: nextAddress(),
    });
    expectStatus(response, 200, 'the invoice page');
    const shown = response.json<{ lines?: unknown[] }>().lines;
    if (shown?.length !== LINES_ON_THE_INVOICE) throw new Error(`the invoice page shows ${shown?.length ?? 'no'} lines`);
  });
  printRow('invoice page, GET /api/service-requests/{ref}', page);

  const pdf = await timed(async () => {
    const response = await admin(first.app, { method: 'GET', url: `/api/admin/service-requests/${target.id}/invoice.pdf` });
    expectStatus(response, 200, 'the PDF');
    if (!response.headers['content-type']?.toString().startsWith('application/pdf')) throw new Error('the PDF is not a PDF');
  });
  printRow('invoice PDF, GET /api/admin/service-requests/{id}/invoice.pdf', pdf);
  // The floor every staff call pays on this machine now (routing, the session check,
  // serialisation): a reference for how busy the machine was, not a goal.
  const floor = await timed(async () => {
    expectStatus(await admin(first.app, { method: 'GET', url: '/api/admin/session' }), 200, 'the session');
  });
  printRow('reference: GET /api/admin/session', floor, false);
  console.log(`(${load()})`);
  await first.app.close();
  await database.close();
  instances.length = 0;

  // Two instances, as two servers behind the proxy: each its own process, event loop and pool.
  for (let n = 0; n < 2; n++) {
    servers.push(await startProductionServer({ DATABASE_URL: scratch.url, DATA_DIR: join(dataDir, `instance-${n}`), TRUST_PROXY: 'true' }));
  }
  await numbering(seeding.db, servers);
} finally {
  for (const server of servers) await server.stop();
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
  await seeding.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

interface EditorLine {
  id?: number;
  kind: string;
  description: string;
  quantity: string;
  unit: string;
  rate: string;
}

/** A long invoice as a multi-stop load has: the linehaul, the fuel surcharge and 48 charges. */
function fiftyLines(): EditorLine[] {
  const extras: EditorLine[] = Array.from({ length: LINES_ON_THE_INVOICE - 2 }, (_, n) => {
    const kinds: EditorLine[] = [
      { kind: 'extra_stop', description: `Extra stop ${n + 1}: Toledo, OH`, quantity: '1', unit: 'stops', rate: '85' },
      { kind: 'detention', description: `Detention at stop ${n + 1}`, quantity: '1.25', unit: 'hours', rate: '75' },
      { kind: 'lumper', description: `Lumper at stop ${n + 1}`, quantity: '1', unit: 'flat', rate: '142.50' },
      { kind: 'other', description: `Pallet exchange at stop ${n + 1}`, quantity: '6', unit: 'flat', rate: '12.75' },
    ];
    return kinds[n % kinds.length]!;
  });
  return [
    { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '812', unit: 'miles', rate: '2.15' },
    { kind: 'fuel_surcharge', description: 'Diesel $3.859, week of 2026-11-30', quantity: '812', unit: 'miles', rate: '0.415' },
    ...extras,
  ];
}

/**
 * Two instances are sent invoices at SENDS_PER_SECOND between them, alternating, each send started
 * on its own schedule (a slow one does not hold back the next); then every number is checked.
 */
async function numbering(db: Database, instances: RunningProcess[]): Promise<void> {
  const count = SENDS_PER_SECOND * SEND_SECONDS;
  const year = new Date().getUTCFullYear();
  const ids = (
    await selectRows<{ id: number }>(db, sql`select id from service_requests where final_amount is null order by id limit ${count}`)
  ).map((row) => row.id);
  // One session serves both: sessions are rows in the shared database.
  const cookie = await signInOverHttp(db, instances[0]!.url);
  const before = await counterOf(db, year);
  const loadBefore = load();

  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const sends: Promise<void>[] = [];
  const started = performance.now();
  let lastEnded = started;
  for (const [index, id] of ids.entries()) {
    const due = started + (index * 1000) / SENDS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const instance = index % instances.length;
    const url = instances[instance]!.url;
    sends.push(
      fetch(`${url}/api/admin/service-requests/${id}/invoice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ finalAmount: '1250.00' }),
      }).then(
        async (response) => {
          const body = await response.text();
          lastEnded = performance.now();
          // From when it was due: a send that started late because this loop was busy counts its wait.
          latencies.push(lastEnded - due);
          if (response.status !== 200) {
            const refusal = `${response.status} (${body.slice(0, 120)})`;
            refusals.set(refusal, (refusals.get(refusal) ?? 0) + 1);
          }
        },
        (error: unknown) => {
          const name = error instanceof Error ? error.message : String(error);
          refusals.set(name, (refusals.get(name) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(sends);
  const elapsed = (lastEnded - started) / 1000;

  const numbers = await selectRows<{ number: string | null; document: string | null }>(
    db,
    sql`
      select sr.invoice_number as number, i.number as document
      from service_requests as sr left join invoices as i on i.service_request_id = sr.id and i.state = 'sent'
      where sr.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    `,
  );
  const sequence = numbers
    .map((row) => row.number)
    .filter((number): number is string => number !== null && number.startsWith(`INV-${year}-`))
    .map((number) => Number(number.slice(9)))
    .sort((a, b) => a - b);
  const unique = new Set(sequence).size === sequence.length;
  const contiguous = sequence.every((value, index) => value === before + 1 + index);
  const after = await counterOf(db, year);
  const documentsAgree = numbers.every((row) => row.number === row.document);
  const sentAll = sequence.length === count && refusals.size === 0;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

  console.log(
    `\nnumbering: ${count.toLocaleString('en-US')} invoices due at ${SENDS_PER_SECOND}/s for ${SEND_SECONDS} s, alternately to 2 production servers ` +
      `(own process and pool of ${POOL_SIZE} each) over HTTP, open loop; ${loadBefore} before:`,
  );
  console.log('| measure | result | goal |\n|---|---|---|');
  const rate = sequence.length / elapsed;
  console.log(
    `| rate | ${rate.toFixed(0)} invoices/s (${sequence.length.toLocaleString('en-US')} in ${elapsed.toFixed(2)} s) | ${SENDS_PER_SECOND}/s, every send done within 10% of the schedule: ${verdict(sentAll && elapsed <= SEND_SECONDS * 1.1)} |`,
  );
  console.log(
    `| send latency from its due time | p50 ${fmt(percentile(latencies, 0.5))} ms, p95 ${fmt(percentile(latencies, 0.95))} ms, p99 ${fmt(percentile(latencies, 0.99))} ms | (none) |`,
  );
  const refused = [...refusals].map(([what, n]) => `${n} x ${what}`).join(', ');
  console.log(
    `| sent | ${sequence.length.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}${refused ? `, refused: ${refused}` : ''} | all: ${verdict(sentAll)} |`,
  );
  console.log(`| duplicates | ${unique ? 'none' : 'FOUND'} | none: ${verdict(unique)} |`);
  const range = sequence.length > 0 ? `: ${format(year, before + 1)} to ${format(year, before + sequence.length)}` : '';
  console.log(`| gaps | ${contiguous ? `none${range}` : 'FOUND'} | none: ${verdict(contiguous)} |`);
  console.log(
    `| the year's counter | ${before.toLocaleString('en-US')} before, ${after.toLocaleString('en-US')} after | at the last number: ${verdict(after === before + sequence.length)} |`,
  );
  console.log(`| request rows and invoice documents agree | ${documentsAgree ? 'yes' : 'NO'} | yes: ${verdict(documentsAgree)} |`);
  console.log(`(${load()} after)`);
}

async function counterOf(db: Database, year: number): Promise<number> {
  const [row] = await selectRows<{ last_number: number }>(db, sql`select last_number from invoice_number_counters where year = ${year}`);
  return row?.last_number ?? 0;
}

function format(year: number, number: number): string {
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}

async function signIn(db: Database, app: FastifyInstance): Promise<string> {
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(db, admin.email, admin.password);
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: config.publicBaseUrl }, payload: admin });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode}`);
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

async function signInOverHttp(db: Database, baseUrl: string): Promise<string> {
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(db, admin.email, admin.password);
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Each call from its own address, as many customers and members would: no rate limit is reached. */
function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function timed(call: (run: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + WARM_UP; run++) {
    const started = performance.now();
    await call(run);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

function printRow(name: string, times: number[], hasGoal = true): void {
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(times, q)) as [number, number, number];
  const goal = hasGoal ? `p95 < ${P95_GOAL_MS} ms: ${p95 < P95_GOAL_MS ? 'met' : 'NOT met'}` : '(none)';
  console.log(`| ${name} | ${fmt(p50)} | ${fmt(p95)} | ${fmt(p99)} | ${goal} |`);
}

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
}

function fmt(ms: number): string {
  return ms.toFixed(1);
}

function percentile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
