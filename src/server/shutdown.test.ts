import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { scratchFolder, testConfig } from '../../tests/support/test-config.js';
import { createScratchPostgresDatabase, openTestDatabase } from '../../tests/support/test-database.js';
import { PROJECT_ROOT } from './project-root.js';
import { buildApp } from './app.js';
import { closeGracefully } from './shutdown.js';

describe('closeGracefully', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    let finished = false;
    app.get('/api/test/slow', async () => {
      await sleep(400);
      finished = true;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

    const inFlight = fetch(`${baseUrl}/api/test/slow`);
    await sleep(100);
    const closing = closeGracefully(app, database);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(finished).toBe(true);
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('an uncaught error in the server process', () => {
  it.each([
    ['an uncaught exception', 'throw', 'thrown outside any request'],
    ['an unhandled rejection', 'reject', 'rejected with nobody listening'],
  ])(
    'after %s: logs it, lets the request in flight finish, closes, and exits 1',
    async (_name, how, message) => {
      const dataDir = scratchFolder('freight-crash-');
      const scratch = await createScratchPostgresDatabase();
      const server = startCrashingServer({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
      try {
        const baseUrl = await server.listening();

        const response = await fetch(`${baseUrl}/api/test/crash?how=${how}`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ finished: true });
        expect(await server.exited).toBe(1);

        const lines = server.logLines();
        const crash = lines.findIndex((line) => line.level === 60 && (line.err as { message?: string } | undefined)?.message === message);
        const completed = lines.findIndex((line) => line.msg === 'request completed' && line.res !== undefined);
        const closed = lines.findIndex((line) => line.msg === 'closed');
        expect(crash, server.output()).toBeGreaterThanOrEqual(0);
        expect(lines[crash]?.msg).toBe('uncaught error; closing, then exiting with 1');
        // Logged first; then the request finished (its answer above) and everything was closed. The
        // request's own log line and 'closed' may come in either order: the response is written
        // before its onResponse log, and close() waits only for the response.
        expect(completed).toBeGreaterThan(crash);
        expect(closed).toBeGreaterThan(crash);
      } finally {
        server.kill();
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

function startCrashingServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'tests', 'support', 'crashing-server.ts')], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async listening(): Promise<string> {
      for (let waited = 0; waited < 60_000; waited += 100) {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) return match[1];
        if (child.exitCode !== null) break;
        await sleep(100);
      }
      throw new Error(`the server did not start:\n${output}`);
    },
    kill: () => child.kill('SIGKILL'),
  };
}
