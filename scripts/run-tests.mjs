// `npm test`: every check CI runs, then the whole vitest suite, with a timing summary at the end.
// The checks before the suite (type-check, lint, format, build) are independent of each other, so
// they run in two lanes at once: ESLint's type-aware rules alone take as long as the rest together
// (docs/decisions/060-current-platform-and-fast-ci.md). A lane's output is printed whole when its
// step ends, so the log stays readable; vitest's own output streams as it runs.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** @typedef {{ name: string, command: string, args: string[] }} Step */
/** @type {(name: string, command: string, ...args: string[]) => Step} */
const step = (name, command, ...args) => ({ name, command: bin(command), args });

// The message catalogs are compiled first: the type-check, the lint and both builds read them.
const FIRST = step('compile messages', 'lingui', 'compile', '--strict', '--typescript');
const LANES = [
  [step('lint (ESLint)', 'eslint', '--max-warnings', '0', '.')],
  [
    step('type-check: server, shared, scripts', 'tsc', '-p', 'tsconfig.json'),
    step('type-check: tests', 'tsc', '-p', 'tests/tsconfig.json'),
    step('type-check: client', 'tsc', '-p', 'src/client/tsconfig.json'),
    step('type-check: service worker', 'tsc', '-p', 'src/client/service-worker/tsconfig.json'),
    step('build: client (Vite)', 'vite', 'build', '--logLevel', 'warn'),
    step('build: server (tsc)', 'tsc', '-p', 'tsconfig.server.json'),
    step('format (Prettier)', 'prettier', '--check', '--log-level', 'warn', '.'),
    // The import graph's rules (.dependency-cruiser.cjs): circles, and the floors under the features.
    step('import rules: server and shared', 'depcruise', '--config', '.dependency-cruiser.cjs', 'src/server', 'src/shared'),
    step(
      'import rules: client',
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      '--ts-config',
      'src/client/tsconfig.json',
      'src/client',
    ),
  ],
];
const SUITE = step('tests (vitest)', 'vitest', 'run', ...process.argv.slice(2));

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];

/** Runs a step; its output is streamed, or kept and printed in one piece when it ends. */
function run({ name, command, args }, { stream }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (ok) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds, ok });
      const text = Buffer.concat(output).toString().trimEnd();
      process.stdout.write(`\n::: ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s\n${text ? `${text}\n` : ''}`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function runLane(steps) {
  let ok = true;
  // A lane goes on after a failure: one run shows every failing check.
  for (const each of steps) ok = (await run(each, { stream: false })) && ok;
  return ok;
}

function printSummary(totalSeconds) {
  const width = Math.max(...timings.map((timing) => timing.name.length));
  const lines = timings.map(
    ({ name, seconds, ok }) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`,
  );
  process.stdout.write(
    `\n::: timing of npm test (the lanes of checks run at once)\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)} s\n`,
  );
}

const started = performance.now();
let ok = await run(FIRST, { stream: false });
if (ok) {
  const checksStarted = performance.now();
  ok = (await Promise.all(LANES.map(runLane))).every(Boolean);
  timings.push({ name: 'checks before the suite, wall clock', seconds: (performance.now() - checksStarted) / 1000, ok });
}
// The suite runs only on a build that passed every check, as CI would land it.
if (ok) ok = await run(SUITE, { stream: true });
printSummary((performance.now() - started) / 1000);
process.exit(ok ? 0 : 1);
