// The load: 50 connections, each request from its own client address (X-Forwarded-For, read by the
// product with TRUST_PROXY), as many customers at once would be. wrk when it is installed
// (`apt-get install wrk`): written in C, it leaves the servers more of this 2-core machine than
// autocannon, which runs in Node and takes most of a core. Otherwise autocannon (BENCH_LOAD=autocannon
// chooses it). Both the limit and the product get the same generator in the same run.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

export interface LoadSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each request carries its own x-session-id (a browser session per tracking batch). */
  ownSession?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and answers that were not 2xx. */
  errors: number;
}

export type LoadGeneratorName = 'wrk' | 'autocannon';

const run = promisify(execFile);

// Every run starts at a new block of client numbers, so no address or session is used twice in a
// bench (the product's per-address limits are checked on each request and never reached); 2^18
// requests a run is more than 10 seconds of either server answers (under 20,000 a second).
const CLIENTS_PER_RUN = 2 ** 18;
let runs = 0;

export async function chooseLoadGenerator(): Promise<LoadGeneratorName> {
  if (process.env.BENCH_LOAD === 'autocannon') return 'autocannon';
  const found = await run('wrk', ['--version']).then(
    () => true,
    (error: { stdout?: string }) => Boolean(error.stdout?.includes('wrk')), // wrk --version exits 1
  );
  return found ? 'wrk' : 'autocannon';
}

export async function applyLoad(generator: LoadGeneratorName, url: string, spec: LoadSpec, seconds: number): Promise<LoadResult> {
  const firstClient = runs++ * CLIENTS_PER_RUN;
  return generator === 'wrk' ? withWrk(url, spec, seconds, firstClient) : withAutocannon(url, spec, seconds, firstClient);
}

/** Client number n as an address in 10.0.0.0/8. */
function clientAddress(n: number): string {
  return `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

// Each of the two wrk threads numbers its requests; even numbers are the first thread's, odd the second's.
function wrkScript(spec: LoadSpec, firstClient: number): string {
  const headers = { ...spec.headers };
  return `
local thread_count = 0
function setup(thread)
  thread:set("thread_number", thread_count)
  thread_count = thread_count + 1
end
local counter = 0
local method, path, body = ${luaString(spec.method)}, ${luaString(spec.path)}, ${spec.body === undefined ? 'nil' : luaString(spec.body)}
function request()
  counter = counter + 1
  local n = ${firstClient} + counter * 2 + thread_number
  local headers = { ${Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ')} }
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  ${spec.ownSession ? 'headers["X-Session-Id"] = string.format("bench-session-%010d", n)' : ''}
  return wrk.format(method, path, headers, body)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"durationUs":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout + e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

function luaString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

async function withWrk(url: string, spec: LoadSpec, seconds: number, firstClient: number): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const script = join(folder, 'load.lua');
    writeFileSync(script, wrkScript(spec, firstClient));
    const { stdout } = await run('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url]);
    const line = stdout.split('\n').find((candidate) => candidate.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const result = JSON.parse(line.slice('RESULT '.length)) as {
      requests: number;
      durationUs: number;
      errors: number;
      p50Us: number;
      p99Us: number;
    };
    return {
      requestsPerSecond: result.requests / (result.durationUs / 1e6),
      p50Ms: result.p50Us / 1000,
      p99Ms: result.p99Us / 1000,
      errors: result.errors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function withAutocannon(url: string, spec: LoadSpec, seconds: number, firstClient: number): Promise<LoadResult> {
  let client = firstClient;
  const request: autocannon.Request = {
    method: spec.method,
    path: spec.path,
    headers: spec.headers ?? {},
    ...(spec.body === undefined ? {} : { body: spec.body }),
    setupRequest: (current) => {
      client += 1;
      const headers: Record<string, string> = { ...spec.headers, 'x-forwarded-for': clientAddress(client) };
      if (spec.ownSession) headers['x-session-id'] = `bench-session-${String(client).padStart(10, '0')}`;
      return { ...current, headers };
    },
  };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [request] });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
