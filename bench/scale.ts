// `npm run bench:scale`: one million service requests (BENCH_ROWS), generated inside PostgreSQL,
// then, against the production build: the admin search's first page for a partial name, a
// partial e-mail and a reference ID (goal: p95 under 50 ms each), and the CSV export of every
// row (goal: at least 100,000 rows/s, server peak RSS under 200 MB). Needs `npm run build`;
// BENCH_DATABASE_URL as for bench:api.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';
import { startProductionServer } from '../tests/support/processes.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 40;
const SEARCH_P95_GOAL_MS = 50;
const EXPORT_ROWS_PER_SECOND_GOAL = 100_000;
const EXPORT_RSS_GOAL_MB = 200;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
const database = await openDatabase({ url: scratch.url, poolSize: 2 });

try {
  await migrateDatabase(database);
  const seedStart = performance.now();
  for (let done = 0; done < ROWS; done += 250_000) await seedRealisticRequests(database.db, Math.min(250_000, ROWS - done), done);
  console.log(`seeded ${ROWS.toLocaleString('en-US')} requests in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const server = await startProductionServer({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
  try {
    const cookie = await signIn(server.url);
    const get = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
    const sample = ((await (await get('/api/admin/service-requests?page=4000')).json()) as { items: { referenceId: string }[] }).items[0];
    const searches: [string, string][] = [
      ['partial name "gonz"', 'search=gonz'],
      ['partial e-mail "natarajan4"', 'search=natarajan4'],
      ['reference ID', `search=${sample?.referenceId ?? ''}`],
    ];
    console.log(`\nadmin search, first page over ${ROWS.toLocaleString('en-US')} requests, ${RUNS} runs each:`);
    console.log('| search | p50 ms | p95 ms | matches | goal |\n|---|---|---|---|---|');
    for (const [name, query] of searches) {
      const times: number[] = [];
      let total = '';
      for (let run = 0; run < RUNS + 3; run++) {
        const start = performance.now();
        const body = (await (await get(`/api/admin/service-requests?${query}`)).json()) as { total: number; totalIsCapped: boolean };
        if (run >= 3) times.push(performance.now() - start);
        total = `${body.total.toLocaleString('en-US')}${body.totalIsCapped ? '+' : ''}`;
      }
      times.sort((a, b) => a - b);
      const p95 = times[Math.floor(0.95 * times.length)] ?? 0;
      const verdict = p95 < SEARCH_P95_GOAL_MS ? 'met' : 'NOT met';
      console.log(
        `| ${name} | ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} | ${p95.toFixed(1)} | ${total} | < ${SEARCH_P95_GOAL_MS} ms: ${verdict} |`,
      );
    }

    const rssBefore = server.rssMb();
    const start = performance.now();
    const response = await get('/api/admin/export/service-requests');
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - start) / 1000;
    const rows = lines - 1;
    const rate = rows / seconds;
    const peak = server.peakRssMb();
    console.log(`\nCSV export of every request, streamed:`);
    console.log('| measure | value | goal |\n|---|---|---|');
    console.log(
      `| rows | ${rows.toLocaleString('en-US')} (${(bytes / 1e6).toFixed(0)} MB) in ${seconds.toFixed(1)} s | ${ROWS.toLocaleString('en-US')} |`,
    );
    console.log(
      `| rows per second | ${Math.round(rate).toLocaleString('en-US')} | at least ${EXPORT_ROWS_PER_SECOND_GOAL.toLocaleString('en-US')}: ${rate >= EXPORT_ROWS_PER_SECOND_GOAL ? 'met' : 'NOT met'} |`,
    );
    console.log(
      `| server RSS before -> peak | ${rssBefore.toFixed(0)} -> ${peak.toFixed(0)} MB | under ${EXPORT_RSS_GOAL_MB} MB: ${peak < EXPORT_RSS_GOAL_MB ? 'met' : 'NOT met'} |`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function signIn(baseUrl: string): Promise<string> {
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(database.db, admin.email, admin.password);
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
