// `npm run bench:tracking-link`: a consignee's tracking link (issue 40) through the whole
// production build, on PostgreSQL holding 1,000,000 requests (BENCH_ROWS) and 10,000,000 positions
// the drivers' phones reported (BENCH_POSITIONS), 100 per load on the road, with four stage
// updates, a tracking row and a link per load. Goal: GET /api/tracking-links/:token p95 under
// 50 ms, each request for a different load's link from its own client address (X-Forwarded-For,
// TRUST_PROXY), one at a time and 10 at once. Needs `npm run build`; BENCH_DATABASE_URL as for
// bench:api. The texts' half of the issue's benchmark is bench/texts.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { trackingLinks } from '../src/server/db/schema.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { insertDriver } from '../tests/support/dispatch.js';
import { startProductionServer } from '../tests/support/processes.js';
import { seedRealisticRequests } from './seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 10_000_000);
const POSITIONS_PER_LOAD = 100;
const LOADS_ON_THE_ROAD = Math.floor(POSITIONS / POSITIONS_PER_LOAD);
const DRIVERS = 50;
const P95_GOAL_MS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-tracking-link-'));
const database = await openDatabase({ url: scratch.url, poolSize: 2 });

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

try {
  await migrateDatabase(database);
  const { db } = database;
  let started = performance.now();
  for (let done = 0; done < ROWS; done += 250_000) await seedRealisticRequests(db, Math.min(250_000, ROWS - done), done);
  console.log(`seeded ${ROWS.toLocaleString('en-US')} requests in ${seconds(started)} s`);

  started = performance.now();
  const drivers: number[] = [];
  for (let n = 0; n < DRIVERS; n++) drivers.push((await insertDriver(db, { email: `driver${n}@bench.example` })).id);
  const driverIds = sql.raw(`array[${drivers.join(',')}]`);
  // The loads on the road: the first LOADS_ON_THE_ROAD requests, picked up, each with its driver.
  await db.execute(sql`
    insert into dispatch_assignments (service_request_id, driver_profile_id, planned_pickup_date, stage, stage_changed_at)
    select id, (${driverIds})[1 + id % ${DRIVERS}], current_date, 'picked_up', now() - interval '3 hours'
    from service_requests where id <= ${LOADS_ON_THE_ROAD}`);
  await db.execute(sql`update service_requests set status = 'in-transit' where id <= ${LOADS_ON_THE_ROAD}`);
  await db.execute(sql`
    insert into dispatch_updates (client_update_id, service_request_id, driver_profile_id, kind, stage, recorded_at)
    select gen_random_uuid(), id, (${driverIds})[1 + id % ${DRIVERS}], 'stage', stage,
      now() - make_interval(hours => 6 - ordinality::int)
    from service_requests, unnest(array['accepted', 'at_pickup', 'picked_up']) with ordinality as stage
    where id <= ${LOADS_ON_THE_ROAD}`);
  console.log(`dispatched ${LOADS_ON_THE_ROAD.toLocaleString('en-US')} loads in ${seconds(started)} s`);

  started = performance.now();
  // 100 positions per load, from Detroit towards Chicago (the seeded lane), a million rows a statement.
  for (let first = 1; first <= LOADS_ON_THE_ROAD; first += 10_000) {
    const last = Math.min(LOADS_ON_THE_ROAD, first + 9_999);
    await db.execute(sql`
      insert into driver_positions (client_position_id, service_request_id, driver_profile_id, latitude, longitude, recorded_at)
      select gen_random_uuid(), id, (${driverIds})[1 + id % ${DRIVERS}],
        round((42.33 - 0.0045 * step)::numeric, 6), round((-83.05 - 0.0459 * step)::numeric, 6),
        now() - make_interval(mins => 200 - 2 * step)
      from generate_series(${first}::int, ${last}::int) as id, generate_series(1, ${POSITIONS_PER_LOAD}) as step`);
  }
  await db.execute(sql`analyze driver_positions`);
  console.log(`stored ${(LOADS_ON_THE_ROAD * POSITIONS_PER_LOAD).toLocaleString('en-US')} positions in ${seconds(started)} s`);

  started = performance.now();
  // Each load's tracking as the listener leaves it after its last position, and a link per load.
  await db.execute(sql`
    insert into load_tracking (service_request_id, last_city, last_state, last_update_at, eta_basis, eta_earliest, eta_latest,
      remaining_miles, eta_time_zone, eta_computed_at)
    select id, 'Kalamazoo', 'MI', now() - interval '2 minutes', 'position', now() + interval '2 hours', now() + interval '2 hours 40 minutes',
      118.5, 'America/Chicago', now() - interval '2 minutes'
    from service_requests where id <= ${LOADS_ON_THE_ROAD}`);
  await db.execute(sql`
    insert into tracking_links (service_request_id, token, made_by)
    select id, substr(translate(encode(sha256(('bench-link-' || id)::bytea), 'base64'), '+/=', '-_'), 1, 43), 'system'
    from service_requests where id <= ${LOADS_ON_THE_ROAD}`);
  await db.execute(sql`analyze`);
  console.log(`tracking rows and links for every load in ${seconds(started)} s`);

  const sampled = await db
    .select({ token: trackingLinks.token })
    .from(trackingLinks)
    .orderBy(sql`md5(${trackingLinks.id}::text)`)
    .limit(REQUESTS);
  const tokens = sampled.map((row) => row.token);

  const server = await startProductionServer({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' });
  try {
    let client = 0;
    const open = async (token: string): Promise<number> => {
      client += 1;
      const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
      const start = performance.now();
      const response = await fetch(`${server.url}/api/tracking-links/${token}`, { headers: { 'x-forwarded-for': address } });
      const body = (await response.json()) as { state?: string; eta?: unknown };
      const elapsed = performance.now() - start;
      if (response.status !== 200 || body.state !== 'active' || !body.eta) throw new Error(`a link answered ${response.status}`);
      return elapsed;
    };
    // Warm the server's pools and plans, as a running site is.
    for (const token of tokens.slice(0, 50)) await open(token);

    console.log(
      `\nGET /api/tracking-links/:token over ${ROWS.toLocaleString('en-US')} requests and ` +
        `${(LOADS_ON_THE_ROAD * POSITIONS_PER_LOAD).toLocaleString('en-US')} positions, ${tokens.length} different links:`,
    );
    console.log('| clients at once | p50 ms | p95 ms | p99 ms | requests/s | goal p95 |\n|---|---|---|---|---|---|');
    for (const concurrency of [1, 10]) {
      const times: number[] = [];
      const queue = [...tokens];
      const runStart = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let token = queue.pop(); token; token = queue.pop()) times.push(await open(token));
        }),
      );
      const wall = (performance.now() - runStart) / 1000;
      const at = (q: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      const p95 = at(0.95);
      console.log(
        `| ${concurrency} | ${at(0.5).toFixed(1)} | ${p95.toFixed(1)} | ${at(0.99).toFixed(1)} | ${(times.length / wall).toFixed(0)} | < ${P95_GOAL_MS} ms: ${p95 < P95_GOAL_MS ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
