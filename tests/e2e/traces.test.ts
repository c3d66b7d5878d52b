// Traces from the compiled server as an operator runs it (`node dist/server/server/main.js`), sent
// to a fake OTLP collector: a span per request named by its route, the queries under it, the
// caller's traceparent honoured, the same trace id in the request's log line, and the spans still
// queued at SIGTERM delivered before the process exits. Without OTEL_EXPORTER_OTLP_ENDPOINT, not
// one OpenTelemetry module is loaded.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { startFakeOtlpCollector, type CollectedSpan, type FakeOtlpCollector } from '../support/fake-otlp-collector.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';
import { scratchFolder } from '../support/test-config.js';

const MAIN = join(PROJECT_ROOT, 'dist', 'server', 'server', 'main.js');
const PACKAGE_VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
// Well formed, stored nowhere: the look-up queries the database, then answers 404.
const REFERENCE_ID = 'SR-ABCD-EFGH-JKMN-PQRS';
const LOOK_UP_PATH = `/api/service-requests/${REFERENCE_ID}?session=do-not-export`;

// A module loader hook (Node's module.register) that writes every URL the process imports to a file.
const IMPORT_RECORDER_HOOKS = `
  import { appendFileSync } from 'node:fs';
  export async function resolve(specifier, context, next) {
    const resolved = await next(specifier, context);
    appendFileSync(process.env.RECORD_IMPORTS_TO, resolved.url + '\\n');
    return resolved;
  }`;
const RECORD_IMPORTS = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(IMPORT_RECORDER_HOOKS)}`)});`,
)}`;

interface RunningServer {
  baseUrl: string;
  logLines(): Record<string, unknown>[];
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const dataDir = scratchFolder('freight-traces-');
  cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: PROJECT_ROOT,
    // Load shedding off, as in tests/support/processes.ts: a busy test machine is not an overloaded server.
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  cleanUps.push(() => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  let baseUrl: string | undefined;
  while (!baseUrl) {
    baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function completedLine(lines: Record<string, unknown>[], requestId: string): Record<string, unknown> | undefined {
  return lines.find((line) => line.msg === 'request completed' && line.requestId === requestId);
}

/** The span's ancestors within its trace, nearest first. */
function ancestorsOf(span: CollectedSpan, spans: CollectedSpan[]): CollectedSpan[] {
  const chain: CollectedSpan[] = [];
  for (let parent = spans.find((other) => other.spanId === span.parentSpanId); parent;) {
    chain.push(parent);
    const next = parent.parentSpanId;
    parent = spans.find((other) => other.spanId === next);
  }
  return chain;
}

const onPostgres = testDatabaseUrl() !== undefined;

describe.skipIf(!onPostgres)('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let collector: FakeOtlpCollector;
  let spans: CollectedSpan[];
  let logLines: Record<string, unknown>[];
  const callerTraceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');

  beforeAll(async () => {
    collector = await startFakeOtlpCollector();
    cleanUps.push(() => collector.close());
    const scratch = await createScratchPostgresDatabase();
    cleanUps.push(() => scratch?.drop());
    const server = await startServer({
      DATABASE_URL: scratch!.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Nothing is sent on a timer within the test: every span arrives through the flush at SIGTERM.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    const traced = await fetch(`${server.baseUrl}${LOOK_UP_PATH}`, {
      headers: { traceparent: `00-${callerTraceId}-${callerSpanId}-01`, 'x-request-id': 'with-traceparent' },
    });
    expect(traced.status).toBe(404);
    const fresh = await fetch(`${server.baseUrl}${LOOK_UP_PATH}`, { headers: { 'x-request-id': 'without-traceparent' } });
    expect(fresh.status).toBe(404);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    expect(collector.spans()).toEqual([]);
    expect(await server.stop()).toBe(0);
    const serverSpans = (all: CollectedSpan[]) => all.filter((span) => span.kind === 2);
    spans = await collector.waitFor((all) => (serverSpans(all).length >= 2 ? all : undefined));
    logLines = server.logLines();
  });

  it('sends a server span per request, named by its route pattern, under the caller’s traceparent', () => {
    const request = spans.find((span) => span.kind === 2 && span.traceId === callerTraceId);
    expect(request).toMatchObject({
      name: 'GET /api/service-requests/:ref',
      parentSpanId: callerSpanId,
      serviceName: 'freight-site',
      attributes: {
        'http.route': '/api/service-requests/:ref',
        'url.path': '/api/service-requests/:ref',
        'http.response.status_code': 404,
      },
    });
    expect(request?.resource['service.version']).toBe(PACKAGE_VERSION);
    expect(collector.requests().every((sent) => sent.path === '/v1/traces' && sent.contentType.startsWith('application/json'))).toBe(true);
  });

  it('puts the request’s queries in its trace, under its span, with placeholders and no values', () => {
    const request = spans.find((span) => span.kind === 2 && span.traceId === callerTraceId)!;
    const queries = spans.filter((span) => span.traceId === callerTraceId && span.name.startsWith('pg.query'));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(ancestorsOf(query, spans)).toContainEqual(request);
      expect(query.attributes['db.system.name']).toBe('postgresql');
      expect(String(query.attributes['db.query.text'])).toMatch(/\$1/);
    }
  });

  it('starts a trace of its own for a request without traceparent', () => {
    const fresh = spans.filter((span) => span.kind === 2 && span.traceId !== callerTraceId);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ name: 'GET /api/service-requests/:ref', parentSpanId: '' });
  });

  it('writes the trace id in the request’s log line', () => {
    expect(completedLine(logLines, 'with-traceparent')?.trace_id).toBe(callerTraceId);
    const fresh = spans.find((span) => span.kind === 2 && span.traceId !== callerTraceId)!;
    expect(completedLine(logLines, 'without-traceparent')?.trace_id).toBe(fresh.traceId);
    expect(completedLine(logLines, 'without-traceparent')?.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('exports neither the reference ID nor the query string, and no span for the readiness probe', () => {
    const exported = JSON.stringify(spans);
    expect(exported).not.toContain(REFERENCE_ID);
    expect(exported).not.toContain('do-not-export');
    expect(spans.filter((span) => JSON.stringify(span.attributes).includes('/readyz'))).toEqual([]);
  });
});

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('loads no OpenTelemetry module, and logs requests with their ID and no trace id', async () => {
    const importsFile = join(scratchFolder('freight-imports-'), 'imports.txt');
    const scratch = await createScratchPostgresDatabase();
    cleanUps.push(() => scratch?.drop());
    const server = await startServer({ RECORD_IMPORTS_TO: importsFile, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, [
      `--import=${RECORD_IMPORTS}`,
    ]);
    expect((await fetch(`${server.baseUrl}${LOOK_UP_PATH}`, { headers: { 'x-request-id': 'untraced' } })).status).toBe(404);
    expect(await server.stop()).toBe(0);

    const imported = readFileSync(importsFile, 'utf8').split('\n');
    // The recorder saw the server's own imports...
    expect(imported.some((url) => url.endsWith('/dist/server/server/tracing/tracing.js'))).toBe(true);
    expect(imported.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    // ...and nothing of OpenTelemetry.
    expect(imported.filter((url) => /\/node_modules\/(@opentelemetry|@fastify\/otel)\/|\/tracing\/open-telemetry\.js$/.test(url))).toEqual(
      [],
    );
    const line = completedLine(server.logLines(), 'untraced');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('trace_id');
  });
});
