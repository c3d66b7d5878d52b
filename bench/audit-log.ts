// `npm run bench:audit`: the Audit log tab over one million events (BENCH_EVENTS), generated
// inside PostgreSQL: two years, ~20 members plus customers and the system, every action, ~50,000
// records. Each query runs through the whole app (session and role check, validation, SQL,
// serialisation) via app.inject, RUNS times; p50, p95 and max in ms (goal: p95 under 50 ms), then
// PostgreSQL's plan for each, to show which index serves it. A scratch database is created on the
// server of BENCH_DATABASE_URL (or DATABASE_URL, or the local postgres) and dropped at the end:
// audit events cannot be deleted, so the bench never writes into an existing database.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { decodeAuditCursor } from '../src/server/features/audit/audit-log-cursor.js';
import { auditEventsQuery, matchingFilters } from '../src/server/features/audit/audit-log-repository.js';
import { AUDIT_ACTIONS, auditLogQuerySchema, type AuditAction, type AuditLogPage } from '../src/shared/audit/audit.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 10;
const P95_GOAL_MS = 50;
const BATCH = 250_000;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = (await createScratchPostgresDatabase())!;
const database = await openDatabase({ url: scratch.url, poolSize: 4 });

/** How often each action happens, roughly: status changes and sign-ins daily, role changes rarely. */
const ACTION_WEIGHTS: Partial<Record<AuditAction, number>> = {
  'admin.sign_in': 12,
  'admin.sign_out': 4,
  'admin.session_ended': 6,
  'admin.sign_in_failed': 2,
  'service_request.submitted': 10,
  'service_request.status_changed': 24,
  'service_request.quote_set': 8,
  'service_request.invoice_sent': 6,
  'payment.reported': 3,
  'payment.received': 5,
  'payment.confirmed': 3,
  'document.downloaded': 6,
  'driver_application.submitted': 4,
  'driver_application.status_changed': 6,
  'export.downloaded': 2,
};

function recordTypeOf(action: AuditAction): string {
  if (action.startsWith('admin.invite')) return 'staff_invite';
  if (action.startsWith('admin.')) return 'admin_user';
  if (action.startsWith('service_request.')) return 'service_request';
  if (action.startsWith('payment.')) return 'payment';
  if (action.startsWith('driver_application.')) return 'driver_application';
  if (action.startsWith('export.')) return 'export';
  return 'upload';
}

function actorKindOf(action: AuditAction): string {
  if (['service_request.submitted', 'driver_application.submitted', 'payment.reported'].includes(action)) return 'customer';
  if (['payment.received', 'admin.session_ended'].includes(action)) return 'system';
  return 'member';
}

/** One row per slot: an action picked by `n`'s hash lands on a slot, so weights are slot counts. */
function actionSlots() {
  const slots = AUDIT_ACTIONS.flatMap((action) => Array.from({ length: ACTION_WEIGHTS[action] ?? 1 }, () => action));
  const rows = slots.map((action, slot) => sql`(${slot}::int, ${action}, ${recordTypeOf(action)}, ${actorKindOf(action)})`);
  return { count: slots.length, values: sql.join(rows, sql`, `) };
}

async function seed(db: Database) {
  const slots = actionSlots();
  for (let first = 1; first <= EVENTS; first += BATCH) {
    const last = Math.min(EVENTS, first + BATCH - 1);
    // Ids grow with time, as they do live; times are cut to the millisecond, so some share one.
    await db.execute(sql`
      with slots (slot, action, record_type, actor_kind) as (values ${slots.values}),
      events as (
        select n,
          abs(hashtext(n::text)) % ${slots.count} as slot,
          abs(hashtext(n::text || 'actor')) % 10000 / 10000.0 as actor_draw,
          abs(hashtext(n::text || 'record')) as record_draw
        from generate_series(${first}::int, ${last}::int) as n
      )
      insert into audit_events
        (occurred_at, actor_kind, actor_admin_id, actor_label, action, record_type, record_id, changes, client_address, request_id)
      select
        date_trunc('milliseconds', now() - interval '730 days' + (events.n::float8 / ${EVENTS}) * interval '730 days'),
        slots.actor_kind,
        case when slots.actor_kind = 'member' then 1 + floor(20 * power(events.actor_draw, 2))::int end,
        case slots.actor_kind when 'member' then 'member' || (1 + floor(20 * power(events.actor_draw, 2))::int) || '@freight.example' else slots.actor_kind end,
        slots.action,
        slots.record_type,
        case slots.record_type
          when 'service_request' then (1 + events.record_draw % 30000)::text
          when 'driver_application' then (1 + events.record_draw % 8000)::text
          when 'payment' then md5('payment' || events.record_draw % 10000)::uuid::text
          when 'upload' then md5('upload' || events.record_draw % 2000)::uuid::text
          when 'staff_invite' then (1 + events.record_draw % 100)::text
          when 'export' then (array['service_requests', 'payments', 'driver_applications', 'analytics'])[1 + events.record_draw % 4]
          else (1 + floor(20 * power(events.actor_draw, 2))::int)::text
        end,
        case when slots.action like '%status_changed'
          then jsonb_build_object('status', jsonb_build_object('before', 'received', 'after', 'in-transit'))
          else '{}'::jsonb end,
        '10.0.' || (events.record_draw % 250) || '.' || (events.n % 250),
        'req-' || events.n
      from events join slots using (slot)
    `);
    console.log(`  ${last.toLocaleString('en-US')} events`);
  }
  await db.execute(sql`analyze audit_events`);
}

interface Timing {
  name: string;
  query: string;
  p50: number;
  p95: number;
  max: number;
  rows: number;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

try {
  await migrateDatabase(database);
  console.log(`seeding ${EVENTS.toLocaleString('en-US')} audit events on PostgreSQL`);
  const seedStart = performance.now();
  await seed(database.db);
  console.log(`seeded and analysed in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const owner = { email: 'bench-owner@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(database.db, owner.email, owner.password, 'owner');
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: config.publicBaseUrl }, payload: owner });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const get = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/audit-events?${query}`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    return response.json<AuditLogPage>();
  };

  // The cursor of page 200 of the unfiltered list (events 9,951 to 10,000), walked as a reader would.
  let deepCursor = '';
  for (let pageNumber = 1; pageNumber < 200; pageNumber++)
    deepCursor = (await get(deepCursor ? `before=${deepCursor}` : '')).nextCursor ?? '';
  let memberDeepCursor = '';
  for (let pageNumber = 1; pageNumber < 50; pageNumber++) {
    memberDeepCursor = (await get(`actorAdminId=7${memberDeepCursor ? `&before=${memberDeepCursor}` : ''}`)).nextCursor ?? '';
  }
  const busyRecord = await database.db.execute(
    sql`select record_id from audit_events where record_type = 'service_request' group by record_id order by count(*) desc limit 1`,
  );
  const recordId = rowsOf<{ record_id: string }>(busyRecord)[0]?.record_id ?? '1';
  const month = (monthsAgo: number) => new Date(Date.now() - monthsAgo * 30 * 86_400_000).toISOString().slice(0, 10);

  const queries: [string, string][] = [
    ['first page, no filter', ''],
    ['page 200 via cursors, no filter', `before=${deepCursor}`],
    ['member (busy, #1)', 'actorAdminId=1'],
    ['member (quiet, #20)', 'actorAdminId=20'],
    ['member #7, page 50 via cursors', `actorAdminId=7&before=${memberDeepCursor}`],
    ['action (common: status changed)', 'action=service_request.status_changed'],
    ['action (rare: role changed)', 'action=admin.role_changed'],
    ['actor kind: system', 'actorKind=system'],
    ['record (a request)', `recordType=service_request&recordId=${recordId}`],
    ['record id alone', `recordId=${recordId}`],
    ['date range (one month, a year ago)', `from=${month(13)}&to=${month(12)}`],
    ['date range (one day)', `from=${month(6)}&to=${month(6)}`],
    ['member + action + 3 months', `actorAdminId=3&action=service_request.quote_set&from=${month(9)}&to=${month(6)}`],
    ['member + rare action', 'actorAdminId=20&action=admin.two_factor_disabled'],
    ['action + record type + day range', `action=payment.confirmed&recordType=payment&from=${month(20)}&to=${month(19)}`],
  ];

  const timings: Timing[] = [];
  for (const [name, query] of queries) {
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS + WARM_UP; run++) {
      const start = performance.now();
      const page = await get(query);
      if (run >= WARM_UP) times.push(performance.now() - start);
      rows = page.items.length;
    }
    times.sort((a, b) => a - b);
    timings.push({ name, query, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] ?? 0, rows });
  }

  console.log(`\n${EVENTS.toLocaleString('en-US')} events, ${RUNS} runs each through app.inject (goal: p95 < ${P95_GOAL_MS} ms)`);
  console.log('| query | p50 ms | p95 ms | max ms | rows | goal |\n|---|---|---|---|---|---|');
  for (const t of timings) {
    console.log(
      `| ${t.name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.max.toFixed(1)} | ${t.rows} | ${t.p95 < P95_GOAL_MS ? 'met' : 'MISSED'} |`,
    );
  }

  console.log('\nPlans (EXPLAIN ANALYZE of the page query, first lines):');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
  try {
    for (const { name, query } of timings) {
      const filters = auditLogQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const before = filters.before === undefined ? undefined : decodeAuditCursor(filters.before);
      const built = auditEventsQuery(database.db, matchingFilters(filters), before, filters.limit + 1).toSQL();
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${built.sql}`, built.params);
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      // The database's own time for the query, apart from the app's and the machine's load.
      const executionTime = lines.find((line) => line.startsWith('Execution Time')) ?? '';
      const steps = lines.filter((line) => !/^\s*(Planning|Execution) Time/.test(line)).slice(0, 6);
      console.log(`- ${name} (${executionTime}):\n    ${steps.join('\n    ')}`);
    }
  } finally {
    await pool.end();
  }

  await app.close();
} finally {
  await database.close();
  await scratch.drop();
}

/** node-postgres answers `{ rows }`; the result's shape is the driver's, so read it either way. */
function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return (result as { rows: Row[] }).rows;
}
