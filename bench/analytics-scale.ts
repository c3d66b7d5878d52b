// `npm run bench:analytics`: analytics at scale. Seeds 10 million interaction events
// (BENCH_EVENTS) and 1 million requests (BENCH_ROWS) inside PostgreSQL, builds the rollups the way
// an upgrade does (drizzle/0018's backfill, timed), then times the Advanced Analytics report for
// 7, 30 and 90 days and a custom year, and the dashboard stats, through the whole app (routing,
// session check, validation, SQL, serialisation) via app.inject; 30 runs each, p50/p95 beside the
// goals of issue 25. Needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
// (a scratch database is created and dropped).
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, selectRows } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { sessionMetrics } from '../src/server/features/analytics/report-repository.js';
import { windowOf } from '../src/server/features/analytics/report-service.js';
import { sessionMetricsFromEvents } from '../src/server/features/analytics/test-support/session-metrics-from-events.js';
import { REQUEST_FLOW_PAGES } from '../src/shared/analytics/interaction-types.js';
import type { InteractionEvent } from '../src/shared/analytics/interaction-events.js';
import { insertInteractionEvents } from '../src/server/features/analytics/events-repository.js';
import { addDays } from '../src/shared/calendar-date.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 30;
const REPORT_P95_GOAL_MS = 150;
const DASHBOARD_P95_GOAL_MS = 20;
/** Events per visitor session: a session is about five minutes of page views, clicks and focus. */
const EVENTS_PER_SESSION = 10;
/** The events span the default retention, 13 months. */
const EVENT_DAYS = 395;

/** A visit's batch as the tracker sends it: views of the request flow, clicks, focus, the summary. */
const TRACKING_BATCH: InteractionEvent[] = [
  { interactionType: 'page_view', page: '/' },
  { interactionType: 'section_view', page: '/', element: 'services' },
  { interactionType: 'button_click', page: '/', element: 'cta-primary' },
  { interactionType: 'page_view', page: '/service-request' },
  { interactionType: 'form_start', page: '/service-request' },
  { interactionType: 'form_field_focus', page: '/service-request', element: 'contactName' },
  { interactionType: 'form_field_focus', page: '/service-request', element: 'contactEmail' },
  { interactionType: 'element_click', page: '/service-request', element: 'next' },
  { interactionType: 'page_view', page: '/service-request' },
  { interactionType: 'session_summary', page: '/service-request', value: { durationSeconds: 95 } },
];

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const database = await openDatabase({ url: scratch.url, poolSize: 5 });
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

try {
  await migrateDatabase(database);
  const db = database.db;

  // Seeded as an old database would hold them (no rollup triggers yet), then rolled up at once by
  // the upgrade's own backfill function.
  const TRIGGERS = ['interaction_events_analytics', 'service_requests_analytics', 'driver_applications_analytics'] as const;
  const TABLES = ['interaction_events', 'service_requests', 'driver_applications'] as const;
  for (const [index, trigger] of TRIGGERS.entries()) await db.execute(sql.raw(`alter table ${TABLES[index]} disable trigger ${trigger}`));

  let start = performance.now();
  for (let done = 0; done < ROWS; done += 250_000) await seedRealisticRequests(db, Math.min(250_000, ROWS - done), done);
  console.log(`seeded ${ROWS.toLocaleString('en-US')} requests in ${seconds(start)} s`);

  start = performance.now();
  for (let done = 0; done < EVENTS; done += 1_000_000) await seedEvents(done, Math.min(1_000_000, EVENTS - done));
  await db.execute(sql`analyze interaction_events`);
  console.log(
    `seeded ${EVENTS.toLocaleString('en-US')} interaction events (${(EVENTS / EVENTS_PER_SESSION).toLocaleString('en-US')} sessions) in ${seconds(start)} s`,
  );

  for (const [index, trigger] of TRIGGERS.entries()) await db.execute(sql.raw(`alter table ${TABLES[index]} enable trigger ${trigger}`));
  start = performance.now();
  await db.execute(sql`select analytics_rebuild_rollups()`);
  await db.execute(sql`analyze analytics_request_days; analyze analytics_session_counts; analyze analytics_session_days`);
  const [sizes] = await selectRows<{ request_days: number; session_days: number; session_counts: number }>(
    db,
    sql`
      select (select count(*) from analytics_request_days)::int as request_days,
        (select count(*) from analytics_session_days)::int as session_days,
        (select count(*) from analytics_session_counts)::int as session_counts
    `,
  );
  console.log(
    `built the rollups from them (the upgrade's backfill) in ${seconds(start)} s: ${sizes?.request_days.toLocaleString('en-US')} request-day rows, ` +
      `${sizes?.session_days.toLocaleString('en-US')} session-days, ${sizes?.session_counts.toLocaleString('en-US')} session-count rows`,
  );

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(db, admin.email, admin.password);
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: config.publicBaseUrl }, payload: admin });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const today = new Date().toISOString().slice(0, 10);
  const calls: [string, string, number][] = [
    ['report, 7 days', '/api/admin/analytics?range=7', REPORT_P95_GOAL_MS],
    ['report, 30 days', '/api/admin/analytics?range=30', REPORT_P95_GOAL_MS],
    ['report, 90 days', '/api/admin/analytics?range=90', REPORT_P95_GOAL_MS],
    ['report, custom year', `/api/admin/analytics?range=custom&from=${addDays(today, -364)}&to=${today}`, REPORT_P95_GOAL_MS],
    [
      'report, custom year, status filter',
      `/api/admin/analytics?range=custom&from=${addDays(today, -364)}&to=${today}&status=delivered`,
      REPORT_P95_GOAL_MS,
    ],
    ['dashboard stats', '/api/admin/dashboard-stats', DASHBOARD_P95_GOAL_MS],
    // The floor every admin call pays (routing, the session check, serialisation), for comparison.
    ['reference: GET /api/admin/session', '/api/admin/session', DASHBOARD_P95_GOAL_MS],
  ];
  console.log(
    `\n${EVENTS.toLocaleString('en-US')} events, ${ROWS.toLocaleString('en-US')} requests, ${RUNS} runs each (after 3 warm-up), through the whole app:`,
  );
  console.log('| call | p50 ms | p95 ms | goal | before (issue 25) |\n|---|---|---|---|---|');
  const before: Record<string, string> = {
    'report, 7 days': 'p95 236 ms',
    'report, 90 days': 'p95 3.0 s',
    'report, custom year': 'p95 6.7 s',
    'dashboard stats': 'p95 647 ms',
  };
  for (const [name, url, goal] of calls) {
    const times: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      if (run >= 3) times.push(performance.now() - started);
    }
    const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
    console.log(
      `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | < ${goal} ms: ${p95 < goal ? 'met' : 'NOT met'} | ${before[name] ?? ''} |`,
    );
  }

  // The same session numbers as the previous report computed them, from the raw events: the
  // side-by-side ratio is steadier on a busy machine than either figure alone.
  console.log('\nsession metrics alone, rollups against the raw-event query they replace (5 runs each):');
  console.log('| window | rollups p50 ms | raw events p50 ms |\n|---|---|---|');
  for (const days of [7, 90]) {
    const window = windowOf({ from: addDays(today, -(days - 1)), to: today });
    const rollup: number[] = [];
    const raw: number[] = [];
    for (let run = 0; run < 6; run++) {
      let started = performance.now();
      await sessionMetrics(db, window);
      if (run > 0) rollup.push(performance.now() - started);
      started = performance.now();
      await sessionMetricsFromEvents(db, window, REQUEST_FLOW_PAGES);
      if (run > 0) raw.push(performance.now() - started);
    }
    console.log(`| ${days} days | ${percentile(rollup, 0.5).toFixed(1)} | ${percentile(raw, 0.5).toFixed(1)} |`);
  }

  // What the triggers add to the busiest write, a tracking batch: the same insert of 10 events
  // (two counted request-flow views, a summary) for new sessions, triggers on and off, alternated.
  console.log('\ntracking batch of 10 events, the ingest statement alone (400 batches each, alternated):');
  console.log('| triggers | mean ms per batch |\n|---|---|');
  const ingest = { on: 0, off: 0 };
  for (let round = 0; round < 8; round++) {
    for (const state of ['off', 'on'] as const) {
      await db.execute(
        sql.raw(`alter table interaction_events ${state === 'on' ? 'enable' : 'disable'} trigger interaction_events_analytics`),
      );
      const started = performance.now();
      for (let batch = 0; batch < 50; batch++) {
        await insertInteractionEvents(db, `ingest-bench-${state}-${round}-${batch}`, TRACKING_BATCH);
      }
      ingest[state] += performance.now() - started;
    }
  }
  await db.execute(sql`alter table interaction_events enable trigger interaction_events_analytics`);
  console.log(`| off | ${(ingest.off / 400).toFixed(2)} |\n| on | ${(ingest.on / 400).toFixed(2)} |`);
  await app.close();
} finally {
  await database.close();
  await scratch.drop();
}

function percentile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * `count` events numbered from `offset + 1`, EVENTS_PER_SESSION to a session, 30 s apart, the
 * sessions spread evenly over EVENT_DAYS up to now (some cross midnight). Every session lands on
 * the home page; one in five opens the request form, one in twenty submits a request that exists
 * (the reference of a seeded request: bench/seed.ts makes it from the row's number), and each
 * ends with a summary of up to 15 minutes.
 */
async function seedEvents(offset: number, count: number): Promise<void> {
  const sessions = Math.ceil(EVENTS / EVENTS_PER_SESSION);
  await database.db.execute(sql`
    insert into interaction_events (session_id, interaction_type, page, element, value, service_request_reference, created_at)
    select
      'bench-session-' || s,
      case
        when p in (0, 1, 5) then 'page_view'
        when p = 8 and s % 20 = 0 then 'form_complete'
        when p = 9 then 'session_summary'
        when p in (2, 6) then 'form_field_focus'
        else 'button_click'
      end,
      case
        when p = 0 then '/'
        when p = 1 and s % 5 = 0 then '/service-request'
        when p = 1 then '/track'
        when p = 5 then '/join-us'
        when p = 8 and s % 20 = 0 then '/service-request'
        else '/'
      end,
      case when p in (2, 6) then 'contactName' when p in (3, 4, 7) then 'cta-primary' end,
      case when p = 9 then jsonb_build_object('durationSeconds', 30 + s % 870) end,
      case when p = 8 and s % 20 = 0 then
        (select 'SR-' || upper(substr(h, 1, 4) || '-' || substr(h, 5, 4) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4))
         from (select md5((1 + (s * 7) % ${ROWS}::int)::text || 'seed') as h) as reference)
      end,
      now() - make_interval(secs => (${sessions}::bigint - s) * (${EVENT_DAYS * 86_400}::float8 / ${sessions}::bigint)) + make_interval(secs => p * 30)
    from (
      select n / ${EVENTS_PER_SESSION}::int as s, n % ${EVENTS_PER_SESSION}::int as p
      from generate_series(${offset}::bigint, ${offset + count - 1}::bigint) as n
    ) as generated
  `);
}
