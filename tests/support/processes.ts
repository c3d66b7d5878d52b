// Child processes for benchmarks: the production server and a bare node:http reference, each in
// its own process so the load generator never shares their event loop. Peak memory is read from
// the kernel (VmHWM), which counts every byte the process ever held at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/project-root.js';

export interface RunningProcess {
  url: string;
  pid: number;
  /** Peak resident memory so far, in MB. */
  peakRssMb(): number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** SIGTERM, then the exit code once it has exited. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `node dist/server/server/main.js` with production settings and `env` on top. */
export async function startProductionServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(PROJECT_ROOT, 'dist', 'server', 'server', 'main.js')], {
    // Load shedding by event-loop delay off, as in testConfig: a busy test machine is not an
    // overloaded server (src/server/plugins/under-pressure.test.ts tests the shedding itself).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/readyz');
}

/** The practical limit: node:http answering one fixed JSON body, nothing else. */
export async function startBareServer(body: string): Promise<RunningProcess> {
  const port = await freePort();
  const script = `
    const body = ${JSON.stringify(body)};
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  return started(child, `http://127.0.0.1:${port}`, '/');
}

async function started(child: ChildProcess, url: string, readyPath: string): Promise<RunningProcess> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${url} did not become ready within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const status = (field: string) =>
    Number(
      /\d+/.exec(
        readFileSync(`/proc/${child.pid}/status`, 'utf8')
          .split('\n')
          .find((line) => line.startsWith(field)) ?? '',
      )?.[0] ?? 0,
    ) / 1024;
  return {
    url,
    pid: child.pid!,
    peakRssMb: () => status('VmHWM:'),
    rssMb: () => status('VmRSS:'),
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
