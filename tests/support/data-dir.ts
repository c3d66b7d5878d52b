// DATA_DIR as an operator's disk sees it: the server started as a process on a folder of its own
// (tests/support/data-dir-server.ts), and the mode of everything under that folder.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/project-root.js';

export interface DataDirServer {
  url: string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The server on `dataDir`, always on the embedded database (the folder holds its files), with
 * mail written to files and uploads on local disk: every kind of file DATA_DIR can hold.
 */
export async function startOnDataDir(dataDir: string): Promise<DataDirServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'tests', 'support', 'data-dir-server.ts')], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await listeningUrl(child, () => output);
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

async function listeningUrl(child: ChildProcessWithoutNullStreams, output: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output()}`);
}

/** Every folder and file under `root` (itself included) whose mode is not 0700 (folders) or 0600 (files), with its mode. */
export function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o7777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) found.push(`${path.slice(root.length) || '/'} ${mode.toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

/** Counts of the files under `root`, by their folder's name (pglite, uploads, mail). */
export function filesByFolder(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const top = entry.parentPath.slice(root.length + 1).split(/[\\/]/)[0] ?? '';
    counts[top] = (counts[top] ?? 0) + 1;
  }
  return counts;
}
