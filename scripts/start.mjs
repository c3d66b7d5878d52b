// `npm start`: build whatever is missing or older than its sources, then run the production
// server (migrations are applied as it starts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

const targets = [
  {
    name: 'client',
    output: at('dist', 'client', 'index.html'),
    sources: [at('src', 'client'), at('src', 'shared'), at('src', 'locales'), at('vite.config.ts'), at('package-lock.json')],
    script: 'build:client',
  },
  {
    name: 'server',
    output: at('dist', 'server', 'server', 'main.js'),
    sources: [at('src', 'server'), at('src', 'shared'), at('src', 'locales'), at('tsconfig.server.json'), at('package-lock.json')],
    script: 'build:server',
  },
];

// The compiled message catalogs (src/locales/*/*.ts) are written by each build itself: only their
// JSON sources count as a change.
const GENERATED = /[/\\]locales[/\\][^/\\]+[/\\][^/\\]+\.ts$/;

function newestChange(path) {
  if (!existsSync(path) || GENERATED.test(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

for (const target of targets) {
  const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map(newestChange));
  if (builtAt >= changedAt) continue;
  console.error(`Building the ${target.name} (${builtAt ? 'sources changed' : 'not built yet'})...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', target.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// main.js reads .env and runs as production unless NODE_ENV (environment or .env) says otherwise.
await import(at('dist', 'server', 'server', 'main.js'));
