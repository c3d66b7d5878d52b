// `npm run bench:scale`: one million service requests (BENCH_ROWS), generated inside PostgreSQL,
// then, against the production build: the admin search's first page for a partial name, a
// partial e-mail and a reference ID (goal: p95 under 50 ms each), and the CSV export of every
// row, plain and gzip-compressed (goal: at least 100,000 rows/s, server peak RSS under 200 MB,
// gzip as fast as plain). Needs `npm run build`; BENCH_DATABASE_URL as for bench:api.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { seedRealisticRequests } from './seed.js';
import { startProductionServer, type RunningProcess } from '../tests/support/processes.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 40;
const SEARCH_P95_GOAL_MS = 50;
const EXPORT_ROWS_PER_SECOND_GOAL = 100_000;
const EXPORT_RSS_GOAL_MB = 200;
const EXPORT_RUNS = 3;
/** gzip is 'no loss of speed' when its median rows/s is within this fraction of plain's (run-to-run noise). */
const GZIP_SPEED_TOLERANCE = 0.05;

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

    console.log(`\nCSV export of every request, streamed, plain and gzip (Accept-Encoding) in turn, ${EXPORT_RUNS} runs each:`);
    const runs: Record<CsvEncoding, CsvExportRun[]> = { identity: [], gzip: [] };
    for (let run = 0; run < EXPORT_RUNS; run++) {
      for (const encoding of ['identity', 'gzip'] as const) runs[encoding].push(await exportAllRequests(server, cookie, encoding, false));
    }
    printExportTable(runs, await exportAllRequests(server, cookie, 'gzip', true));
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

type CsvEncoding = 'identity' | 'gzip';

interface CsvExportRun {
  rows: number;
  /** Bytes on the wire, and of the CSV once decoded. */
  wireBytes: number;
  csvBytes: number;
  seconds: number;
  /** CPU the server process spent (every thread: the event loop and zlib's pool). */
  serverCpuSeconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

/**
 * The export read through node:http, so the compressed bytes can be counted. A browser decodes
 * gzip on its own machine; here that would take the server's two cores, so timed gzip runs only
 * count bytes (their rows are those of `decoded`), and one more run, untimed, decodes the answer
 * to check it holds the plain export's rows and bytes.
 */
async function exportAllRequests(server: RunningProcess, cookie: string, encoding: CsvEncoding, decode: boolean): Promise<CsvExportRun> {
  resetPeakRss(server.pid);
  const rssBeforeMb = server.rssMb();
  const cpuBefore = cpuSecondsOf(server.pid);
  const start = performance.now();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpGet(`${server.url}/api/admin/export/service-requests`, { headers: { cookie, 'accept-encoding': encoding } }, resolve).on(
      'error',
      reject,
    );
  });
  if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
  const compressed = response.headers['content-encoding'] === 'gzip';
  if (compressed !== (encoding === 'gzip'))
    throw new Error(`asked for ${encoding}, got content-encoding ${response.headers['content-encoding']}`);
  let wireBytes = 0;
  let csvBytes = 0;
  let lines = 0;
  response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      csvBytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      done();
    },
  });
  if (compressed && decode) await pipeline(response, createGunzip(), counter);
  else if (compressed) await pipeline(response, new Writable({ write: (_chunk, _encoding, done) => done() }));
  else await pipeline(response, counter);
  return {
    rows: compressed && !decode ? ROWS : lines - 1,
    wireBytes,
    csvBytes,
    seconds: (performance.now() - start) / 1000,
    serverCpuSeconds: cpuSecondsOf(server.pid) - cpuBefore,
    rssBeforeMb,
    peakRssMb: server.peakRssMb(),
  };
}

function printExportTable(runs: Record<CsvEncoding, CsvExportRun[]>, decoded: CsvExportRun) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rate = (run: CsvExportRun) => run.rows / run.seconds;
  const plainRate = median(runs.identity.map(rate));
  console.log('| measure | plain | gzip | goal |\n|---|---|---|---|');
  const row = (measure: string, cell: (of: CsvExportRun[]) => string, goal: string) =>
    console.log(`| ${measure} | ${cell(runs.identity)} | ${cell(runs.gzip)} | ${goal} |`);
  row('rows (each run)', (of) => of.map((run) => run.rows.toLocaleString('en-US')).join(', '), ROWS.toLocaleString('en-US'));
  const plain = runs.identity[0]!;
  const sameAsPlain = decoded.rows === plain.rows && decoded.csvBytes === plain.csvBytes;
  console.log(
    `| gzip decoded: rows, CSV MB | | ${decoded.rows.toLocaleString('en-US')}, ${(decoded.csvBytes / 1e6).toFixed(0)} | the plain export's: ${sameAsPlain ? 'met' : 'NOT met'} |`,
  );
  row('MB on the wire', (of) => (of[0]!.wireBytes / 1e6).toFixed(0), '');
  row('seconds (each run)', (of) => of.map((run) => run.seconds.toFixed(1)).join(', '), '');
  row(
    'rows per second (median)',
    (of) => Math.round(median(of.map(rate))).toLocaleString('en-US'),
    `at least ${EXPORT_ROWS_PER_SECOND_GOAL.toLocaleString('en-US')}: ${[runs.identity, runs.gzip].every((of) => median(of.map(rate)) >= EXPORT_ROWS_PER_SECOND_GOAL) ? 'met' : 'NOT met'}`,
  );
  const gzipRatio = median(runs.gzip.map(rate)) / plainRate;
  console.log(
    `| gzip / plain rows per second | | ${gzipRatio.toFixed(2)} | no loss (at least ${1 - GZIP_SPEED_TOLERANCE}, the runs' noise): ${gzipRatio >= 1 - GZIP_SPEED_TOLERANCE ? 'met' : 'NOT met'} |`,
  );
  row('server CPU s per export (median)', (of) => median(of.map((run) => run.serverCpuSeconds)).toFixed(1), '');
  const worstPeak = Math.max(...[...runs.identity, ...runs.gzip].map((run) => run.peakRssMb));
  row(
    'server RSS before -> peak MB (worst run)',
    (of) => {
      const worst = of.reduce((a, b) => (b.peakRssMb > a.peakRssMb ? b : a));
      return `${worst.rssBeforeMb.toFixed(0)} -> ${worst.peakRssMb.toFixed(0)}`;
    },
    `under ${EXPORT_RSS_GOAL_MB} MB: ${worstPeak < EXPORT_RSS_GOAL_MB ? 'met' : 'NOT met'}`,
  );
}

/** Linux's peak-RSS reset (clear_refs 5), so each export's peak is its own; the lifetime peak where it is refused. */
function resetPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed (another user's process, an old kernel): the peaks are since the server started.
  }
}

function cpuSecondsOf(pid: number): number {
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
