// `npm run bench:api`: each hot endpoint of the production build beside its limit, the same SQL
// behind the thinnest server (node:http + pg, bench/limit-servers/), in the same run on the same
// PostgreSQL, each in its own process with the same pool size. The ratio product/limit says what
// routing, validation, rate limits, security headers and request logs cost on top of the
// database work every server pays. Needs `npm run build` first.
// BENCH_DATABASE_URL (default: the local test server) names the PostgreSQL server; a scratch
// database is created and dropped. BENCH_SECONDS per run (default 10), BENCH_ROUNDS turns of limit then
// product (default 3, medians shown), 50 connections, wrk when
// installed (else autocannon; BENCH_LOAD=autocannon chooses it). BENCH_ONLY runs only the
// endpoints whose name contains it; BENCH_PROFILE_DIR writes a V8 CPU profile of the product
// (summarise it with `npx tsx bench/cpu-profile-summary.ts <file>`).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type Database } from '../src/server/db/client.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { brokerRequest } from '../tests/support/service-requests.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { startProductionServer } from '../tests/support/processes.js';
import {
  applyLoad,
  chooseLoadGenerator,
  CONNECTIONS,
  type LoadGeneratorName,
  type LoadResult,
  type LoadSpec,
} from './limit-servers/load-generator.js';
import { cpuSecondsOf } from './limit-servers/process-cpu.js';
import { startLimitServer, type LimitServerName } from './limit-servers/start-limit-server.js';
import { seedRealisticRequests } from './seed.js';
import { invoiceForLookUp } from './support/fixtures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEED_ROWS = 100_000;
/** The product's pool (db/client.ts's default), and so the limit servers'. */
const POOL_SIZE = 10;
const ONLY = process.env.BENCH_ONLY ?? '';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

/** What the browser tracker sends in one batch from the home page. */
const TRACKING_BATCH = [
  { interactionType: 'page_view', page: '/' },
  { interactionType: 'page_load', page: '/', value: { userAgent: 'Bench', screen: '390x844', viewport: '390x844', loadTimeMs: 640 } },
  ...Array.from({ length: 4 }, (_, n) => ({
    interactionType: 'element_click',
    page: '/',
    element: `button#role-${n}`,
    value: { text: 'Request' },
  })),
  { interactionType: 'section_view', page: '/', element: 'section#roles' },
  { interactionType: 'form_field_focus', page: '/', element: 'contactEmail' },
  { interactionType: 'form_field_focus', page: '/', element: 'contactPhone' },
  { interactionType: 'form_start', page: '/' },
];

interface Endpoint {
  name: string;
  load: LoadSpec;
  /** The limit server running the same SQL; none for a row shown for the record only. */
  limit?: LimitServerName;
  /** The same SQL behind a bare Fastify: splits the gap into the framework's share and the product's. */
  floor?: LimitServerName;
  goal?: { ratio: number; p99TimesLimit?: number };
  /** Its requests queue mail: the product's CPU per request includes sending it. */
  sendsMail?: boolean;
}

const generator = await chooseLoadGenerator();
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const server = await startProductionServer(
  { DATABASE_URL: scratch.url, DATA_DIR: dataDir, TRUST_PROXY: 'true' },
  PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
);
const database = await openDatabase({ url: scratch.url, poolSize: 2 });

try {
  await seedRealisticRequests(database.db, SEED_ROWS);
  const referenceId = await invoiceForLookUp(database.db);
  const cookie = await adminCookie(database.db, server.url);
  const sampleMails = join(dataDir, 'sample-mails.json');
  writeFileSync(sampleMails, JSON.stringify(await sampleSubmission(database.db, server.url)));

  const json = { 'content-type': 'application/json' };
  const endpoints: Endpoint[] = [
    {
      name: 'invoice look-up GET /api/service-requests/{ref}',
      load: { method: 'GET', path: `/api/service-requests/${referenceId}` },
      limit: 'invoice-look-up',
      floor: 'invoice-look-up-fastify',
      goal: { ratio: 0.75, p99TimesLimit: 2 },
    },
    {
      name: 'broker submission POST /api/service-requests',
      load: { method: 'POST', path: '/api/service-requests', headers: json, body: JSON.stringify(brokerRequest()) },
      limit: 'broker-submission',
      goal: { ratio: 0.6 },
      sendsMail: true,
    },
    {
      name: 'tracking batch POST /api/track/interaction (10 events)',
      load: {
        method: 'POST',
        path: '/api/track/interaction',
        headers: json,
        body: JSON.stringify({ events: TRACKING_BATCH }),
        ownSession: true,
      },
      limit: 'tracking-batch',
      goal: { ratio: 0.7 },
    },
    {
      name: 'admin search GET /api/admin/service-requests?search=gonz',
      load: { method: 'GET', path: '/api/admin/service-requests?search=gonz', headers: { cookie } },
    },
  ];

  const rows: string[] = [];
  for (const endpoint of endpoints.filter((candidate) => candidate.name.includes(ONLY))) {
    rows.push(await measure(endpoint, generator, server, database.db, sampleMails));
    // The e-mail worker sends what the submissions queued before the next endpoint is measured.
    const drained = await outboxDrained(database.db);
    if (drained)
      console.error(`(${drained.sent.toLocaleString('en-US')} queued mails sent in ${drained.seconds.toFixed(1)} s after the run)`);
  }

  console.log(
    `\n${ROUNDS} rounds (medians shown) of ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up, ${CONNECTIONS} connections, load by ${generator}, ` +
      `pool of ${POOL_SIZE} for each server, ${SEED_ROWS.toLocaleString('en-US')} requests in the database`,
  );
  console.log(
    '| endpoint | limit req/s | limit p99 ms | limit CPU µs/req | bare Fastify + same SQL: req/s (of limit), CPU/req | product req/s | product p50 ms | product p99 ms | product CPU µs/req | product/limit | goal | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log("\nThe submission's product CPU per request includes sending the two mails it queues (the outbox drained after the load).");
  console.log(`\nproduct server peak RSS ${server.peakRssMb().toFixed(0)} MB`);
} finally {
  await server.stop();
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Limit and product take turns, BENCH_ROUNDS times: on a shared machine a burst of someone
// else's work then lands on both sides, and the medians keep it out of the ratio.
async function measure(
  endpoint: Endpoint,
  load: LoadGeneratorName,
  product: { url: string; pid: number },
  db: Database,
  sampleMails: string,
): Promise<string> {
  const limitServer = endpoint.limit
    ? await startLimitServer(endpoint.limit, { databaseUrl: scratch.url, poolSize: POOL_SIZE, env: { LIMIT_SAMPLE_MAILS: sampleMails } })
    : undefined;
  const floorServer = endpoint.floor
    ? await startLimitServer(endpoint.floor, { databaseUrl: scratch.url, poolSize: POOL_SIZE })
    : undefined;
  const limits: MeasuredRun[] = [];
  const floors: MeasuredRun[] = [];
  const products: MeasuredRun[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      if (limitServer) {
        await applyLoad(load, limitServer.url, endpoint.load, WARM_UP_SECONDS);
        limits.push(await measuredRun(load, limitServer, endpoint.load));
        await setLimitMailAside(db);
      }
      if (floorServer) {
        await applyLoad(load, floorServer.url, endpoint.load, WARM_UP_SECONDS);
        floors.push(await measuredRun(load, floorServer, endpoint.load));
      }
      await applyLoad(load, product.url, endpoint.load, WARM_UP_SECONDS);
      // The warm-up's mails are sent before the run, the run's own before its CPU is read: the
      // worker falls behind while the load runs, and CPU read at the end of the load alone would
      // leave out the mails still to send.
      if (endpoint.sendsMail) await outboxDrained(db);
      products.push(await measuredRun(load, product, endpoint.load, endpoint.sendsMail ? () => outboxDrained(db) : undefined));
    }
  } finally {
    await limitServer?.stop();
    await floorServer?.stop();
  }
  return row(endpoint, median(products), limits.length > 0 ? median(limits) : undefined, floors.length > 0 ? median(floors) : undefined);
}

interface MeasuredRun extends LoadResult {
  /** The server's CPU time (user and system) per answered request. */
  cpuMicrosPerRequest: number;
}

async function measuredRun(
  load: LoadGeneratorName,
  server: { url: string; pid: number },
  spec: LoadSpec,
  /** Work the run left the server to finish (its queued mail), counted in its CPU. */
  settle?: () => Promise<unknown>,
): Promise<MeasuredRun> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const result = await applyLoad(load, server.url, spec, SECONDS);
  await settle?.();
  const cpu = cpuSecondsOf(server.pid) - cpuBefore;
  return { ...result, cpuMicrosPerRequest: (cpu * 1e6) / (result.requestsPerSecond * SECONDS) };
}

/** The median run by requests per second, and the median p99 and p50 of all runs. */
function median(results: MeasuredRun[]): MeasuredRun {
  const middle = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
  return {
    requestsPerSecond: middle(results, (result) => result.requestsPerSecond).requestsPerSecond,
    p50Ms: middle(results, (result) => result.p50Ms).p50Ms,
    p99Ms: middle(results, (result) => result.p99Ms).p99Ms,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    cpuMicrosPerRequest: middle(results, (result) => result.cpuMicrosPerRequest).cpuMicrosPerRequest,
  };
}

function row(endpoint: Endpoint, product: MeasuredRun, limit: MeasuredRun | undefined, floor: MeasuredRun | undefined): string {
  const whole = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => n.toFixed(1);
  const errors = product.errors + (limit?.errors ?? 0);
  if (!limit || !endpoint.goal) {
    return `| ${endpoint.name} | - | - | - | - | ${whole(product.requestsPerSecond)} | ${ms(product.p50Ms)} | ${ms(product.p99Ms)} | ${whole(product.cpuMicrosPerRequest)} | - | none | ${errors} |`;
  }
  const ratio = product.requestsPerSecond / limit.requestsPerSecond;
  const { goal } = endpoint;
  const ratioMet = ratio >= goal.ratio;
  const p99Met = goal.p99TimesLimit === undefined || product.p99Ms <= goal.p99TimesLimit * limit.p99Ms;
  const goalText =
    `>= ${Math.round(goal.ratio * 100)}%` + (goal.p99TimesLimit === undefined ? '' : `, p99 <= ${goal.p99TimesLimit}x the limit's`);
  const verdict =
    ratioMet && p99Met
      ? 'met'
      : `NOT met${goal.p99TimesLimit === undefined ? '' : ` (ratio ${ratioMet ? 'met' : 'not'}, p99 ${p99Met ? 'met' : 'not'})`}`;
  const floorText = floor
    ? `${whole(floor.requestsPerSecond)} (${((floor.requestsPerSecond / limit.requestsPerSecond) * 100).toFixed(0)}%), ${whole(floor.cpuMicrosPerRequest)} µs`
    : '-';
  return (
    `| ${endpoint.name} | ${whole(limit.requestsPerSecond)} | ${ms(limit.p99Ms)} | ${whole(limit.cpuMicrosPerRequest)} | ${floorText} | ` +
    `${whole(product.requestsPerSecond)} | ${ms(product.p50Ms)} | ${ms(product.p99Ms)} | ${whole(product.cpuMicrosPerRequest)} | ` +
    `${(ratio * 100).toFixed(0)}% | ${goalText}: ${verdict} | ${errors} |`
  );
}

async function adminCookie(db: Database, url: string): Promise<string> {
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(db, admin.email, admin.password);
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(admin),
  });
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** One broker submission through the product, and the mails it queued: the limit server stores the same texts. */
async function sampleSubmission(db: Database, url: string) {
  const response = await fetch(`${url}/api/service-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', 'x-request-id': randomUUID() },
    body: JSON.stringify(brokerRequest()),
  });
  if (response.status !== 201) throw new Error(`the sample submission answered ${response.status}: ${await response.text()}`);
  const { referenceId } = (await response.json()) as { referenceId: string };
  const mails = await selectRows<Record<string, string | null>>(
    db,
    sql`select to_address, subject, text_body, html_body, kind from email_outbox where subject like ${`%${referenceId}%`} or text_body like ${`%${referenceId}%`} order by id`,
  );
  if (mails.length === 0) throw new Error('the sample submission queued no mail');
  return { referenceId, mails };
}

// The limit server queues the product's mails too (the same statements), but sends none: left
// pending, the product's e-mail worker would spend the product's run sending them.
async function setLimitMailAside(db: Database): Promise<void> {
  await db.execute(sql`update email_outbox set status = 'sent', sent_at = now() where status = 'pending'`);
}

/** Waits (up to 5 minutes) until no mail is pending; how many were and how long it took, when any were. */
async function outboxDrained(db: Database): Promise<{ sent: number; seconds: number } | undefined> {
  const pending = async () =>
    (await selectRows<{ count: number }>(db, sql`select count(*)::int as count from email_outbox where status = 'pending'`))[0]!.count;
  const first = await pending();
  if (first === 0) return undefined;
  const started = Date.now();
  while ((await pending()) > 0 && Date.now() - started < 300_000) await sleep(500);
  return { sent: first, seconds: (Date.now() - started) / 1000 };
}
