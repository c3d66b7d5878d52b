// `npm run bench:memory`: resident memory of the production server at rest, on PostgreSQL
// (issue 25's goal: <= 100 MB). Starts the build (`npm run build` first) on a scratch database,
// reads its RSS when it is ready and again once it has settled (V8 gives back the young
// generation that start-up grew, some tens of seconds after start), then serves a few typical
// public requests (the pages, the home page's estimate, a request submitted with its e-mails
// sent, an invoice look-up, a tracking batch), lets it settle again and reads it again. Prints
// the heap and which of the libraries that wait for first use are loaded at each point.
// BENCH_DATABASE_URL (default: the local test server); BENCH_SETTLE_SECONDS (default 60).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/server/db/client.js';
import { heavyLibrariesIn, LOADED_MODULES_NODE_ARGS, loadedModules, packageOf } from '../tests/support/loaded-modules.js';
import { startProductionServer, type RunningProcess } from '../tests/support/processes.js';
import { brokerRequest } from '../tests/support/service-requests.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';
import { invoiceForLookUp } from './support/fixtures.js';

const GOAL_MB = 100;
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const SAMPLE_SECONDS = 5;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const reportFile = join(dataDir, 'loaded-modules.json');
const database = await openDatabase({ url: scratch.url, poolSize: 2 });
let server: RunningProcess | undefined;

try {
  server = await startProductionServer(
    { DATABASE_URL: scratch.url, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', LOADED_MODULES_FILE: reportFile },
    LOADED_MODULES_NODE_ARGS,
  );
  const running = server;
  console.log(`\nServer RSS (goal <= ${GOAL_MB} MB), settling ${SETTLE_SECONDS} s at each point, sampled every ${SAMPLE_SECONDS} s`);
  console.log(`  ready:                         ${mb(running.rssMb())}`);
  const atRest = await settle(running);
  console.log(`  at rest after start:           ${mb(atRest.last)} (lowest ${mb(atRest.lowest)})  ${verdict(atRest.last)}`);
  await describeLoaded(running, 'at rest after start');

  await seedRealisticRequests(database.db, 1_000);
  const referenceId = await invoiceForLookUp(database.db);
  await typicalPublicRequests(running, referenceId);
  console.log(`  just after the requests:       ${mb(running.rssMb())}`);
  const afterRequests = await settle(running);
  console.log(
    `  at rest after the requests:    ${mb(afterRequests.last)} (lowest ${mb(afterRequests.lowest)})  ${verdict(afterRequests.last)}`,
  );
  console.log(`  peak (VmHWM):                  ${mb(running.peakRssMb())}`);
  await describeLoaded(running, 'at rest after the requests');
} finally {
  await server?.stop();
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** RSS sampled while the server sits idle: the last sample, and the lowest. */
async function settle(running: RunningProcess): Promise<{ last: number; lowest: number }> {
  let lowest = running.rssMb();
  for (let waited = 0; waited < SETTLE_SECONDS; waited += SAMPLE_SECONDS) {
    await sleep(SAMPLE_SECONDS * 1000);
    lowest = Math.min(lowest, running.rssMb());
  }
  return { last: running.rssMb(), lowest };
}

async function typicalPublicRequests(running: RunningProcess, referenceId: string): Promise<void> {
  const from = (n: number) => ({ 'x-forwarded-for': `10.25.0.${n}` });
  const requests: [string, RequestInit?][] = [
    ['/'],
    ['/track'],
    ['/join-us'],
    ['/api/payments/config'],
    ['/api/estimate?pickupZip=10001&deliveryZip=60601&serviceType=furniture&weight=1200&urgency=standard', { headers: from(1) }],
    [
      '/api/service-requests',
      { method: 'POST', headers: { 'content-type': 'application/json', ...from(2) }, body: JSON.stringify(brokerRequest()) },
    ],
    [`/api/service-requests/${referenceId}`, { headers: from(3) }],
    [
      '/api/track/interaction',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': crypto.randomUUID(), ...from(4) },
        body: JSON.stringify({ events: [{ interactionType: 'page_view', page: '/' }] }),
      },
    ],
  ];
  for (const [path, init] of requests) {
    const response = await fetch(`${running.url}${path}`, init);
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${path}: ${response.status}`);
  }
}

async function describeLoaded(running: RunningProcess, when: string): Promise<void> {
  const loaded = await loadedModules(running, reportFile);
  const packages = new Set(loaded.files.map(packageOf).filter((name) => name !== undefined));
  const heavy = heavyLibrariesIn(loaded.files);
  console.log(
    `    ${when}: heap used ${mb(loaded.heapUsedMb)} of ${mb(loaded.heapTotalMb)}, ${loaded.files.length} scripts from ${packages.size} packages;` +
      ` loaded of those that wait for first use: ${heavy.length > 0 ? heavy.join(', ') : 'none'}`,
  );
}

function mb(value: number): string {
  return `${value.toFixed(1)} MB`;
}

function verdict(value: number): string {
  return value <= GOAL_MB ? 'goal met' : `over the goal by ${(value - GOAL_MB).toFixed(1)} MB`;
}
