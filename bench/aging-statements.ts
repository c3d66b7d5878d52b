// `npm run bench:aging-statements`: the aging view and the month-end statements at issue 38's scale
// (its Performance section). Seeds 1,000,000 requests (BENCH_ROWS) inside PostgreSQL, all billed to
// 10,000 accounts (BENCH_ACCOUNTS) as sent invoices over the last 400 days, the older ones mostly
// paid (bench/support/receivables-seed.ts), then in process, through the whole app (routing,
// session and role checks, validation, SQL, serialisation):
//   - the aging view, GET /api/admin/receivables/aging (first page, and a search), and one
//     account's drill-down: p95 against 150 ms;
//   - its CSV of every open invoice over HTTP from a listening server, read as a browser would:
//     rows a second against 100,000; and the CSV of rows and the PDF, timed;
//   - month-end: last month's statement for every account, stored and its mails queued
//     (makeMonthlyStatements, what the scheduler runs on the 1st): time against 10 minutes, the
//     process's peak RSS against 300 MB, and GET /api/service-requests/{ref} asked every 25 ms
//     meanwhile: p99 against 50 ms.
// Prints the figures beside the goals and the machine's load average; never fails on a timing.
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test (a scratch
// database is created and dropped).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, selectRows, type Database } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { makeMonthlyStatements } from '../src/server/features/receivables/index.js';
import { emailOutbox } from '../src/server/infra/email/outbox.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedReceivables } from './support/receivables-seed.js';
import { seedRealisticRequests } from './seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 5;
const AGING_P95_GOAL_MS = 150;
const CSV_ROWS_PER_SECOND_GOAL = 100_000;
const MONTH_END_GOAL_S = 600;
const RSS_GOAL_MB = 300;
const LOOKUP_P99_GOAL_MS = 50;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_REUSE_DATABASE (a URL) measures again on a database an earlier run kept (BENCH_KEEP_DATABASE=1) instead of seeding one.
const reused = process.env.BENCH_REUSE_DATABASE;
const scratch = reused ? { url: reused, drop: async () => undefined } : (await createScratchPostgresDatabase())!;
const keep = Boolean(reused) || process.env.BENCH_KEEP_DATABASE === '1';
const seeding = await openDatabase({ url: scratch.url, poolSize: 2 });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0' });
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} on ${availableParallelism()} cores`;
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;
let app: FastifyInstance | undefined;
let addresses = 0;

try {
  let start = performance.now();
  if (reused) {
    // Month-end again: the statements and mails of the last run go first.
    await seeding.db.execute(sql`delete from account_statements`);
    await seeding.db.execute(sql`delete from email_outbox`);
    await seeding.close();
  } else {
    await migrateDatabase(seeding);
    for (let done = 0; done < ROWS; done += 250_000) await seedRealisticRequests(seeding.db, Math.min(250_000, ROWS - done), done);
    console.log(`seeded ${ROWS.toLocaleString('en-US')} requests in ${seconds(start)} s`);
    start = performance.now();
    const seeded = await seedReceivables(seeding.db, ACCOUNTS);
    console.log(
      `seeded ${seeded.accounts.toLocaleString('en-US')} accounts, ${seeded.invoices.toLocaleString('en-US')} invoices (${seeded.openInvoices.toLocaleString('en-US')} open), ${seeded.payments.toLocaleString('en-US')} payments in ${seconds(start)} s`,
    );
    await seeding.close();
  }
  const database = await openDatabase({ url: scratch.url });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cookie = await signIn(database.db, app);
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app!.inject({
      method: 'GET',
      url,
      headers: { cookie, origin: config.publicBaseUrl, ...headers },
      remoteAddress: nextAddress(),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  console.log(`\n${load()}`);

  console.log('\n| call | p50 ms | p95 ms | p99 ms | goal |\n|---|---|---|---|---|');
  printRow('aging view, first page', await timed(() => get('/api/admin/receivables/aging')));
  printRow('aging view, search "account 12"', await timed(() => get('/api/admin/receivables/aging?search=account%2012')));
  const [busiest] = await selectRows<{ account_id: number }>(
    database.db,
    sql`select account_id from invoices where state = 'sent' and balance > 0 group by account_id order by count(*) desc limit 1`,
  );
  printRow(`one account's open invoices`, await timed(() => get(`/api/admin/receivables/aging/${busiest?.account_id}/invoices`)));

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const rows of ['invoices', 'accounts'] as const) {
    for (const encoding of ['identity', 'gzip'] as const) {
      const measured = await csvOverHttp(`${address}/api/admin/receivables/aging/export?rows=${rows}`, cookie, encoding);
      const goal =
        rows === 'invoices'
          ? `>= ${CSV_ROWS_PER_SECOND_GOAL.toLocaleString('en-US')} rows/s: ${measured.perSecond >= CSV_ROWS_PER_SECOND_GOAL ? 'met' : 'NOT met'}`
          : '(none)';
      console.log(
        `CSV of ${rows} (${encoding}): ${measured.rows.toLocaleString('en-US')} rows in ${measured.seconds.toFixed(2)} s = ${Math.round(measured.perSecond).toLocaleString('en-US')} rows/s, ${(measured.bytes / 1e6).toFixed(1)} MB of CSV; goal ${goal}`,
      );
    }
  }
  start = performance.now();
  const pdf = await get('/api/admin/receivables/aging.pdf');
  console.log(`aging PDF of ${ACCOUNTS.toLocaleString('en-US')} rows: ${seconds(start)} s, ${(pdf.rawPayload.length / 1e6).toFixed(1)} MB`);

  // Month-end, as the 1st's run: last month's statements, with the site asked meanwhile.
  const [lookup] = await selectRows<{ reference_id: string }>(
    database.db,
    sql`select reference_id from service_requests order by id limit 1`,
  );
  const now = new Date();
  const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
  console.log(`\nmonth-end as of ${firstOfMonth.toISOString()}; ${load()}`);
  // The site's look-up alone first, under whatever else this machine runs: the figure beside which to read the one during month-end.
  const quiet = await lookupsFor(10_000, lookup?.reference_id ?? '');
  console.log(
    `GET /api/service-requests/{ref} before month-end: ${quiet.length} calls, p50 ${fmt(percentile(quiet, 0.5))} ms, p95 ${fmt(percentile(quiet, 0.95))} ms, p99 ${fmt(percentile(quiet, 0.99))} ms`,
  );
  const rssBefore = rssMb();
  const heapBefore = heapMb();
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb());
    heapPeak = Math.max(heapPeak, heapMb());
  }, 100);
  // How long the job keeps the event loop from answering anyone else.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let running = true;
  const lookups: number[] = [];
  const server = app;
  const site = (async () => {
    while (running) {
      const started = performance.now();
      const response = await server.inject({
        method: 'GET',
        url: `/api/service-requests/${lookup?.reference_id}`,
        remoteAddress: nextAddress(),
      });
      if (response.statusCode !== 200) throw new Error(`look-up: ${response.statusCode}`);
      lookups.push(performance.now() - started);
      await sleep(25);
    }
  })();
  start = performance.now();
  const outcome = await makeMonthlyStatements(
    {
      db: database.db,
      outbox: emailOutbox(database.db, () => undefined),
      company: config.company,
      publicBaseUrl: config.publicBaseUrl,
      billingTimeZone: config.billing.timeZone,
    },
    firstOfMonth,
  );
  const took = (performance.now() - start) / 1000;
  running = false;
  await site;
  clearInterval(sampler);
  loopDelay.disable();
  const [queued] = await selectRows<{ mails: number }>(
    database.db,
    sql`select count(*)::int as mails from email_outbox where kind = 'account-statement'`,
  );
  console.log(
    `month-end: ${outcome.made.toLocaleString('en-US')} statements for ${outcome.period.start}..${outcome.period.end} made, stored and ${outcome.mailsQueued.toLocaleString('en-US')} mails queued (${queued?.mails} in the outbox) in ${took.toFixed(1)} s; goal < ${MONTH_END_GOAL_S} s: ${took < MONTH_END_GOAL_S ? 'met' : 'NOT met'}`,
  );
  console.log(
    `RSS ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB during; goal < ${RSS_GOAL_MB} MB: ${rssPeak < RSS_GOAL_MB ? 'met' : 'NOT met'}`,
  );
  console.log(`V8 heap used ${heapBefore.toFixed(0)} MB before, peak ${heapPeak.toFixed(0)} MB during`);
  console.log(
    `event-loop delay during month-end: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  const p99 = percentile(lookups, 0.99);
  console.log(
    `GET /api/service-requests/{ref} during month-end: ${lookups.length} calls, p50 ${fmt(percentile(lookups, 0.5))} ms, p95 ${fmt(percentile(lookups, 0.95))} ms, p99 ${fmt(p99)} ms; goal p99 < ${LOOKUP_P99_GOAL_MS} ms: ${p99 < LOOKUP_P99_GOAL_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`\n${load()}`);
  await app.close();
  await database.close();
} finally {
  await app?.close().catch(() => undefined);
  if (keep) console.log(`kept the database: BENCH_REUSE_DATABASE=${scratch.url}`);
  else await scratch.drop();
}

async function signIn(db: Database, server: FastifyInstance): Promise<string> {
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(db, admin.email, admin.password);
  const login = await server.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: config.publicBaseUrl }, payload: admin });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode}`);
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The download read to its end as a browser would (decompressed when gzipped); rows are its lines less the header. */
async function csvOverHttp(url: string, cookie: string, encoding: 'identity' | 'gzip') {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { cookie, origin: config.publicBaseUrl, 'accept-encoding': encoding, 'x-forwarded-for': nextAddress() },
  });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let lines = 0;
  let bytes = 0;
  // fetch hands over the text decompressed: these are the CSV's bytes, not the wire's.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const elapsed = (performance.now() - started) / 1000;
  return { rows: lines - 1, seconds: elapsed, perSecond: (lines - 1) / elapsed, bytes };
}

/** The site's look-up asked every 25 ms for `ms`: each answer's time. */
async function lookupsFor(ms: number, referenceId: string): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await app!.inject({ method: 'GET', url: `/api/service-requests/${referenceId}`, remoteAddress: nextAddress() });
    if (response.statusCode !== 200) throw new Error(`look-up: ${response.statusCode}`);
    times.push(performance.now() - started);
    await sleep(25);
  }
  return times;
}

function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function timed(call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + WARM_UP; run++) {
    const started = performance.now();
    await call();
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

function printRow(name: string, times: number[]): void {
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(times, q)) as [number, number, number];
  console.log(
    `| ${name} | ${fmt(p50)} | ${fmt(p95)} | ${fmt(p99)} | p95 < ${AGING_P95_GOAL_MS} ms: ${p95 < AGING_P95_GOAL_MS ? 'met' : 'NOT met'} |`,
  );
}

function fmt(ms: number): string {
  return ms.toFixed(1);
}

function percentile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
