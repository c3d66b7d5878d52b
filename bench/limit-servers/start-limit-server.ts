// Starts one limit server (a file of this folder) as its own process, as the product runs in its
// own, and stops it. TypeScript runs through tsx's loader, which compiles each file once at start.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from '../../tests/support/processes.js';

export interface LimitServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export type LimitServerName = 'invoice-look-up' | 'invoice-look-up-fastify' | 'broker-submission' | 'tracking-batch';

export async function startLimitServer(
  name: LimitServerName,
  settings: { databaseUrl: string; poolSize: number; env?: Record<string, string> },
): Promise<LimitServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, `${name}.ts`)], {
    env: {
      ...process.env,
      ...settings.env,
      NODE_ENV: 'production',
      LIMIT_PORT: String(port),
      LIMIT_DATABASE_URL: settings.databaseUrl,
      LIMIT_POOL_SIZE: String(settings.poolSize),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    void exited.then(([code]) => reject(new Error(`limit server ${name} exited with ${String(code)}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
