// The container image, built from this tree and run with podman: the migration as a command of its
// own on a new PostgreSQL database, the server as an unprivileged user on a read-only system with
// its HEALTHCHECK turning healthy on /readyz, and a SIGTERM that lets a request in flight finish
// before node exits 0. Minutes, not seconds (a cold build runs npm ci twice, Vite and tsc), so it
// is not part of the default suite: npm run test:container.
//
// It needs podman, PostgreSQL (TEST_DATABASE_URL) and a base image: NODE_IMAGE, by default
// localhost/node:24.22.3-bookworm-slim as deploy/container/make-base-image.sh makes it without a
// registry. Missing any of them, it skips, saying which. FREIGHT_IMAGE runs an image built
// elsewhere instead of building one. Where podman's defaults cannot run a container (a sandbox
// that refuses raising resource limits, cgroups v1 with a v2 controller that crun rejects), it
// retries with runc and the machine's own limits, and says so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { freePort } from '../support/processes.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';

const BASE_IMAGE = process.env.NODE_IMAGE || 'localhost/node:24.22.3-bookworm-slim';
const BUILT_IMAGE = process.env.FREIGHT_IMAGE || undefined;
const IMAGE = BUILT_IMAGE ?? 'localhost/freight-site:container-test';
/** The image's user (Dockerfile). */
const APP_UID = '10001';

interface Podman {
  /** Environment for every podman command (CONTAINERS_CONF when the defaults cannot run here). */
  env: NodeJS.ProcessEnv;
  note?: string;
  /** The folder of that CONTAINERS_CONF, removed at the end. */
  folder?: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { encoding: 'utf8', env, timeout: 120_000 });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
}

/** Which podman settings run a container here, or why none does. */
function findPodman(): Podman | string {
  if (run('podman', ['--version']).status !== 0) return 'podman is not installed';
  if (run('podman', ['image', 'exists', BUILT_IMAGE ?? BASE_IMAGE]).status !== 0) {
    return BUILT_IMAGE
      ? `the image ${BUILT_IMAGE} (FREIGHT_IMAGE) is not in podman's store`
      : `the base image ${BASE_IMAGE} is not in podman's store: make it with deploy/container/make-base-image.sh (no registry needed), or set NODE_IMAGE`;
  }
  const probe = (env: NodeJS.ProcessEnv) =>
    run('podman', ['run', '--rm', '--network', 'host', BUILT_IMAGE ?? BASE_IMAGE, 'node', '--version'], env);
  const plain = probe(process.env);
  if (plain.status === 0) return { env: process.env };
  // Limits no higher than this process's own (podman asks for more), and runc (crun 1.8 refuses a
  // cgroups v1 machine whose v2 hierarchy holds a controller).
  const folder = mkdtempSync(join(tmpdir(), 'freight-podman-'));
  const hard = (name: string, fallback: number) => {
    const value = new RegExp(`^${name}\\s+\\S+\\s+(\\d+)`, 'm').exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    return value === undefined ? fallback : Number(value);
  };
  const files = hard('Max open files', 1024);
  // The kernel's pid_max also bounds what the runtime may set here (a higher value was refused).
  const processes = Math.min(hard('Max processes', 4096), Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8')));
  const conf = join(folder, 'containers.conf');
  writeFileSync(
    conf,
    [
      '[containers]',
      `default_ulimits = ["nofile=${files}:${files}", "nproc=${processes}:${processes}"]`,
      '[engine]',
      `runtime = "${existsSync('/usr/bin/runc') || existsSync('/usr/sbin/runc') ? 'runc' : 'crun'}"`,
      '',
    ].join('\n'),
  );
  const env = { ...process.env, CONTAINERS_CONF: conf };
  const adjusted = probe(env);
  if (adjusted.status === 0) {
    return { env, folder, note: `podman's defaults cannot run a container here (${lastLine(plain.stderr)}); using ${conf}` };
  }
  rmSync(folder, { recursive: true, force: true });
  return `podman cannot run a container here: ${lastLine(plain.stderr)}; with runc and the machine's limits: ${lastLine(adjusted.stderr)}`;
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

const podmanOrReason = testDatabaseUrl() ? findPodman() : 'TEST_DATABASE_URL is not set (the image runs on PostgreSQL here)';
const skipReason = typeof podmanOrReason === 'string' ? podmanOrReason : undefined;
if (skipReason) console.warn(`container image tests skipped: ${skipReason}`);

/** A podman command that must succeed; its standard output. Asynchronous, so a long build does not block vitest's worker. */
function podman(
  args: string[],
  options: { timeoutMs?: number; allowFailure?: boolean; nice?: boolean } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { env } = podmanOrReason as Podman;
  // A build at a low priority: it shares the machine with whatever else runs.
  const [command, ...rest] = options.nice && existsSync('/usr/bin/nice') ? ['nice', '-n', '10', 'podman', ...args] : ['podman', ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(timer);
      if (status !== 0 && !options.allowFailure) reject(new Error(`podman ${args.join(' ')} exited ${status}:\n${stderr.slice(-3000)}`));
      else resolve({ status, stdout, stderr });
    });
  });
}

/** GET or a slow POST against the container's port; the status and body. */
function http(port: number, path: string, body?: { chunks: string[]; everyMs: number; onFirstChunk?: () => void }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const total = body ? Buffer.byteLength(body.chunks.join('')) : 0;
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json', 'content-length': total, origin: `http://localhost:${port}` } : {},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    if (!body) return void outgoing.end();
    const [first, ...rest] = body.chunks;
    outgoing.write(first);
    body.onFirstChunk?.();
    let index = 0;
    const timer = setInterval(() => {
      if (index < rest.length) outgoing.write(rest[index++]);
      if (index === rest.length) {
        clearInterval(timer);
        outgoing.end();
      }
    }, body.everyMs);
  });
}

describe.skipIf(skipReason !== undefined)('the container image', () => {
  const containers: string[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;
  const figures: string[] = [];

  /** The settings every container of this file gets: the scratch database, production, host networking. */
  const settings = (port: number) => ['--network', 'host', '-e', `DATABASE_URL=${database!.url}`, '-e', `PORT=${port}`];

  beforeAll(async () => {
    if (typeof podmanOrReason !== 'string' && podmanOrReason.note) console.warn(podmanOrReason.note);
    if (!BUILT_IMAGE) {
      // Behind a TLS-intercepting proxy npm needs its CA: the Dockerfile takes it as a build secret.
      const ca = process.env.NODE_EXTRA_CA_CERTS;
      const started = Date.now();
      await podman(
        [
          'build',
          '--format',
          'docker',
          '--build-arg',
          `NODE_IMAGE=${BASE_IMAGE}`,
          ...(ca && existsSync(ca) ? ['--secret', `id=ca,src=${ca}`] : []),
          '--tag',
          IMAGE,
          PROJECT_ROOT,
        ],
        { timeoutMs: 1_100_000, nice: true },
      );
      figures.push(`build ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    database = await createScratchPostgresDatabase();
  });

  afterAll(async () => {
    for (const name of containers) await podman(['rm', '--force', '--volumes', name], { allowFailure: true });
    await database?.drop();
    if (typeof podmanOrReason !== 'string' && podmanOrReason.folder) rmSync(podmanOrReason.folder, { recursive: true, force: true });
    if (figures.length > 0) console.log(`container image: ${figures.join(', ')}`);
  });

  it('is the release alone, run as an unprivileged user, with a HEALTHCHECK (kept only in the docker format)', async () => {
    const [inspected] = JSON.parse((await podman(['image', 'inspect', IMAGE])).stdout) as {
      Size: number;
      Config: { User: string; Cmd: string[]; Entrypoint?: string[] | null; StopSignal: string; Env: string[] };
      Healthcheck?: { Test: string[] };
    }[];
    const { Config: config, Healthcheck: healthcheck, Size: size } = inspected!;
    figures.push(`image ${(size / 1e6).toFixed(0)} MB`);
    expect(config.User).toBe(`${APP_UID}:${APP_UID}`);
    expect(config.Cmd).toEqual(['node', 'dist/server/server/main.js']);
    expect(config.Entrypoint ?? []).toEqual([]);
    expect(config.StopSignal).toBe('SIGTERM');
    expect(config.Env).toEqual(expect.arrayContaining(['NODE_ENV=production', 'HOST=0.0.0.0', 'DATA_DIR=/var/lib/freight-site']));
    expect(healthcheck?.Test).toEqual(['CMD', 'node', 'healthcheck.mjs']);

    const listing = await podman(['run', '--rm', '--no-healthcheck', IMAGE, 'sh', '-c', 'ls -A /app; echo ---; ls /app/node_modules']);
    const [top, modules] = listing.stdout.split('---\n');
    expect(top!.trim().split('\n')).toEqual(['dist', 'drizzle', 'healthcheck.mjs', 'node_modules', 'package-lock.json', 'package.json']);
    const installed = modules!.trim().split('\n');
    expect(installed).toEqual(expect.arrayContaining(['fastify', 'argon2', 'pg']));
    // Development dependencies stay in the build stage.
    for (const tool of ['vite', 'vitest', 'eslint', 'tsx', 'playwright-core', 'drizzle-kit']) expect(installed, tool).not.toContain(tool);
  });

  it('keeps the application read-only to its user, who owns nothing but DATA_DIR', async () => {
    const probe = await podman([
      'run',
      '--rm',
      '--no-healthcheck',
      IMAGE,
      'sh',
      '-c',
      'id -u; stat -c "%U %a" /var/lib/freight-site; touch /var/lib/freight-site/probe && echo data-writable; touch /app/package.json 2>/dev/null || echo app-read-only',
    ]);
    expect(probe.stdout.trim().split('\n')).toEqual([APP_UID, 'freight-site 700', 'data-writable', 'app-read-only']);
  });

  it('migrates a new database as a command of its own, then finds it up to date', async () => {
    const migrate = ['run', '--rm', '--no-healthcheck', ...settings(5000), IMAGE, 'node', 'dist/server/server/cli/db-migrate.js'];
    expect((await podman(migrate)).stdout).toMatch(/^PostgreSQL: applied \d+ migrations \(\d+ in all\)\.$/m);
    expect((await podman(migrate)).stdout).toMatch(/database up to date/);
  });

  it('serves /readyz on a read-only system, and its HEALTHCHECK turns healthy', async () => {
    const port = await freePort();
    const name = `freight-container-test-${process.pid}-serve`;
    containers.push(name);
    const started = Date.now();
    await podman([
      'run',
      '--detach',
      '--name',
      name,
      '--read-only',
      '--cap-drop',
      'ALL',
      '--security-opt',
      'no-new-privileges',
      ...settings(port),
      IMAGE,
    ]);
    // podman runs HEALTHCHECKs from systemd timers; without systemd, `podman healthcheck run` is the timer's work.
    let healthy = false;
    while (!healthy && Date.now() - started < 60_000) {
      healthy = (await podman(['healthcheck', 'run', name], { allowFailure: true })).status === 0;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    figures.push(`run to healthy ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(healthy, (await podman(['logs', name], { allowFailure: true })).stdout.slice(-2000)).toBe(true);
    expect((await podman(['inspect', '--format', '{{.State.Health.Status}}', name])).stdout.trim()).toBe('healthy');
    expect(await http(port, '/readyz')).toEqual({ status: 200, body: '{"status":"ready"}' });
    expect((await podman(['exec', name, 'id', '-u'])).stdout.trim()).toBe(APP_UID);
    // Node itself is the first process: no shell or npm between the runtime's SIGTERM and the app.
    expect((await podman(['exec', name, 'cat', '/proc/1/cmdline'])).stdout.split('\0').slice(0, 2)).toEqual([
      'node',
      'dist/server/server/main.js',
    ]);
  });

  it('lets a request in flight finish on SIGTERM, then node exits 0', async () => {
    const port = await freePort();
    const name = `freight-container-test-${process.pid}-drain`;
    containers.push(name);
    await podman(['run', '--detach', '--name', name, '--no-healthcheck', ...settings(port), IMAGE]);
    const deadline = Date.now() + 60_000;
    while ((await http(port, '/readyz').catch(() => ({ status: 0 }))).status !== 200) {
      expect(Date.now(), 'the server did not answer /readyz within 60 s').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A chat message sent slowly (7 parts 0.1 s apart, faster than the app's 500 bytes a second minimum):
    // the stop begins while its body is still arriving.
    const body = JSON.stringify({ message: `How long does a load from Detroit to Chicago take? ${'Thanks. '.repeat(100)}`.slice(0, 1000) });
    const chunks = body.match(/[\s\S]{1,150}/g)!;
    let stopping: Promise<unknown> = Promise.resolve();
    let stopStartedAt = 0;
    const response = await http(port, '/api/chat', {
      chunks,
      everyMs: 100,
      onFirstChunk: () => {
        stopStartedAt = Date.now();
        // Kept as a value, so a failed stop is reported below rather than as an unhandled rejection.
        stopping = new Promise((resolve) => setTimeout(resolve, 300))
          .then(() => podman(['stop', '--time', '35', name]))
          .catch((error: unknown) => error);
      },
    });
    expect(await stopping).not.toBeInstanceOf(Error);
    figures.push(`stop with a request in flight ${((Date.now() - stopStartedAt) / 1000).toFixed(1)} s`);
    expect(response.status).toBe(200);
    expect((await podman(['inspect', '--format', '{{.State.ExitCode}}', name])).stdout.trim()).toBe('0');
    const logs = (await podman(['logs', name])).stdout;
    const order = ['"msg":"shutting down"', '"path":"/api/chat"', '"msg":"closed"'].map((text) => logs.indexOf(text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
