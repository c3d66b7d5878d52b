// The compiled server as an operator runs it: `node dist/server/server/main.js`.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { createScratchPostgresDatabase } from '../support/test-database.js';
import { scratchFolder } from '../support/test-config.js';

const MAIN = join(PROJECT_ROOT, 'dist', 'server', 'server', 'main.js');
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function runServer(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; output: () => string } {
  const child = spawn(process.execPath, [MAIN], {
    cwd: PROJECT_ROOT,
    // Load shedding off, as in tests/support/processes.ts: a busy test machine is not an overloaded server.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForListening(output: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

describe('the production server process', () => {
  it('refuses a bad setting with one line naming it, and exits 1', async () => {
    const { child, output } = runServer({ PORT: 'eighty' });
    expect(await exitOf(child)).toBe(1);
    expect(output().trim()).toBe('Invalid configuration: PORT must be a port number from 0 to 65535 (got "eighty")');
  });

  it('migrates, serves the site and the API, logs JSON, and exits 0 on SIGTERM', async () => {
    const dataDir = scratchFolder('freight-data-');
    dataDirs.push(dataDir);
    const scratch = await createScratchPostgresDatabase();
    const { child, output } = runServer({
      PORT: '0',
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    try {
      const baseUrl = await waitForListening(output);

      const ready = await fetch(`${baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      const home = await fetch(`${baseUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>OTP Freight &amp; Delivery</title>');
      const missing = await fetch(`${baseUrl}/api/nothing-here`);
      expect(missing.status).toBe(404);

      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);

      const entries = output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      // By path: a page's line is written when its body has finished streaming, which may be after
      // the next request's.
      const completed = (path: string) =>
        entries.find((entry) => entry.msg === 'request completed' && (entry.req as { path?: string } | undefined)?.path === path);
      expect(typeof completed('/')?.requestId).toBe('string');
      expect(completed('/')?.res).toMatchObject({ statusCode: 200 });
      expect(completed('/api/nothing-here')?.res).toMatchObject({ statusCode: 404 });
      expect(output()).toContain('"shutting down"');
      // The production entry runs as production without NODE_ENV (no simulated payments by accident).
      expect(entries.find((entry) => String(entry.msg).startsWith('serving '))?.env).toBe('production');
      // A fresh start has no staff member: the log says how to make the first one.
      const noStaff = entries.find((entry) => String(entry.msg).startsWith('no staff member yet'));
      expect(noStaff?.level).toBe(40);
      expect(noStaff?.msg).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
      expect(noStaff?.msg).toContain('npm run admin:create');
      expect(noStaff?.msg).toMatch(/then sign in at http:\/\/\S+\/admin-login$/);
    } finally {
      child.kill('SIGKILL');
      await scratch?.drop();
    }
  });

  it('creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD, never printing the password', async () => {
    const dataDir = scratchFolder('freight-data-');
    dataDirs.push(dataDir);
    const scratch = await createScratchPostgresDatabase();
    const password = 'first owner password 7Q';
    const { child, output } = runServer({
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'first.owner@freight.example',
      ADMIN_PASSWORD: password,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    try {
      await waitForListening(output);
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output()).toContain('created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD');
      expect(output()).not.toContain('no staff member yet');
      expect(output()).not.toContain(password);
    } finally {
      child.kill('SIGKILL');
      await scratch?.drop();
    }
  });
});
