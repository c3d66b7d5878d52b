// `npm run bench:api`: API throughput with autocannon against the production build on PostgreSQL,
// each endpoint beside a bare node:http server answering a fixed JSON body of the same size on
// the same machine in the same run (the practical limit). Needs `npm run build` first.
// BENCH_DATABASE_URL (default: the local test server) names the PostgreSQL server; a scratch
// database is created and dropped. BENCH_SECONDS per endpoint (default 10), 50 connections.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { brokerRequest } from '../tests/support/service-requests.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';
import { startBareServer, startProductionServer } from '../tests/support/processes.js';
import { invoiceForLookUp } from './support/fixtures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SEED_ROWS = 100_000;
/** Only the endpoints whose name contains this text (e.g. "look-up"). */
const ONLY = process.env.BENCH_ONLY ?? '';
/** Writes a V8 CPU profile of the server here (open it in Chrome DevTools): what holds it back. */
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
  const admin = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(database.db, admin.email, admin.password);
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const lookUpBody = await (await fetch(`${server.url}/api/service-requests/${referenceId}`)).text();

  // Each simulated visitor comes from its own address, as real customers do: the per-address
  // limits (which guard these routes) are checked on every request but never reached.
  let visitor = 0;
  const fromNewAddress = (request: autocannon.Request) => {
    visitor += 1;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
  };

  const endpoints: Endpoint[] = [
    {
      name: 'invoice look-up GET /api/service-requests/{ref}',
      goal: 0.4,
      request: { method: 'GET', path: `/api/service-requests/${referenceId}`, setupRequest: fromNewAddress },
    },
    {
      name: 'broker request POST /api/service-requests',
      goal: 0.2,
      request: {
        method: 'POST',
        path: '/api/service-requests',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(brokerRequest()),
        setupRequest: fromNewAddress,
      },
    },
    {
      name: 'tracking POST /api/track/interaction (10 events)',
      goal: 0.5,
      request: {
        method: 'POST',
        path: '/api/track/interaction',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: TRACKING_BATCH }),
        // A browser session of its own for each batch, as many visitors at once would be.
        setupRequest: (request) => {
          const withAddress = fromNewAddress(request);
          return { ...withAddress, headers: { ...withAddress.headers, 'x-session-id': randomUUID() } };
        },
      },
    },
    {
      name: 'admin search GET /api/admin/service-requests?search=gonz',
      goal: undefined,
      request: { method: 'GET', path: '/api/admin/service-requests?search=gonz', headers: { cookie } },
    },
  ];

  const bare = await startBareServer(lookUpBody);
  const reference = await load(bare.url, { method: 'GET', path: '/' });
  await bare.stop();

  console.log(`\n${SECONDS} s per endpoint, ${CONNECTIONS} connections, ${SEED_ROWS.toLocaleString('en-US')} requests in the database`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs bare | goal | errors |\n|---|---|---|---|---|---|---|');
  console.log(row('bare node:http, fixed JSON (the limit)', reference, reference, undefined));
  for (const endpoint of endpoints.filter((candidate) => candidate.name.includes(ONLY)))
    console.log(row(endpoint.name, await load(server.url, endpoint.request), reference, endpoint.goal));
  console.log(`\nserver peak RSS ${server.peakRssMb().toFixed(0)} MB`);
} finally {
  await server.stop();
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

interface Endpoint {
  name: string;
  /** Fraction of the bare server's req/s we aim for. */
  goal: number | undefined;
  request: autocannon.Request;
}

async function load(url: string, request: autocannon.Request): Promise<autocannon.Result> {
  // A short warm-up first: the JIT, the connection pools and PostgreSQL's caches.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, requests: [request] });
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [request] });
}

function row(name: string, result: autocannon.Result, reference: autocannon.Result, goal: number | undefined): string {
  const ratio = result.requests.average / reference.requests.average;
  const verdict = goal === undefined ? '-' : `${Math.round(goal * 100)}% ${ratio >= goal ? 'met' : 'NOT met'}`;
  const p99 = result.latency.p99;
  const errors = result.errors + result.non2xx;
  return `| ${name} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p50} | ${p99}${p99 >= 25 ? ' (over 25)' : ''} | ${(ratio * 100).toFixed(0)}% | ${verdict} | ${errors} |`;
}
