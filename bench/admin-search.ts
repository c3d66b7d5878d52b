// `npm run bench:admin`: the admin list and export over 100,000 service requests (BENCH_ROWS).
// Runs on PostgreSQL when BENCH_DATABASE_URL is set (a scratch database is created and dropped),
// otherwise on the embedded PGlite. Each query runs through the whole app (routing, session
// check, validation, SQL, serialisation) via app.inject; times are per request, in ms.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 30;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const scratch = await createScratchPostgresDatabase();
const database = await openDatabase({ url: scratch?.url, poolSize: 5 });
await migrateDatabase(database);

const seedStart = performance.now();
for (let done = 0; done < ROWS; done += 100_000) await seedRealisticRequests(database.db, Math.min(100_000, ROWS - done), done);
console.log(
  `${database.driver}: seeded ${ROWS.toLocaleString('en-US')} requests in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const admin = { email: 'bench@freight.example', password: 'benchmark password' };
await createOrResetAdmin(database.db, admin.email, admin.password);
const login = await app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: config.publicBaseUrl }, payload: admin });
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const [sample] = (await app.inject({ method: 'GET', url: '/api/admin/service-requests?page=700', headers: { cookie } })).json<{
  items: { referenceId: string }[];
}>().items;

const queries: [string, string][] = [
  ['first page, no filter', ''],
  ['status filter', 'status=in-transit'],
  ['partial name "gonz"', 'search=gonz'],
  ['partial name + status', 'search=natara&status=delivered'],
  ['partial e-mail "gonzalez60"', 'search=gonzalez60'],
  ['common e-mail part "yahoo"', 'search=yahoo'],
  ['whole reference ID', `search=${sample?.referenceId.toLowerCase() ?? ''}`],
  ['part of a reference ID', `search=${sample?.referenceId.slice(3, 10) ?? ''}`],
  ['page 200 (offset 3,980)', 'page=200'],
];

console.log(`\n| query | p50 ms | p95 ms | rows | total |\n|---|---|---|---|---|`);
for (const [name, query] of queries) {
  const times: number[] = [];
  let body: { items: unknown[]; total: number; totalIsCapped: boolean } = { items: [], total: 0, totalIsCapped: false };
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/admin/service-requests?${query}`, headers: { cookie } });
    if (run >= 3) times.push(performance.now() - start);
    body = response.json();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  console.log(
    `| ${name} | ${at(0.5)} | ${at(0.95)} | ${body.items.length} | ${body.total.toLocaleString('en-US')}${body.totalIsCapped ? '+' : ''} |`,
  );
}

const exportStart = performance.now();
const rssBefore = process.memoryUsage().rss;
const exported = await app.inject({ method: 'GET', url: '/api/admin/export/service-requests', headers: { cookie } });
const seconds = (performance.now() - exportStart) / 1000;
const lines = exported.body.split('\r\n').length - 2;
console.log(
  `\nCSV export: ${lines.toLocaleString('en-US')} rows, ${(exported.rawPayload.length / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s ` +
    `(${Math.round(lines / seconds).toLocaleString('en-US')} rows/s; RSS ${(rssBefore / 1e6).toFixed(0)} -> ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, ` +
    'including the whole response held by app.inject)',
);

await app.close();
await database.close();
await scratch?.drop();
