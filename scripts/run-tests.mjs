// `npm test`: every check CI runs and the whole vitest suite, with a timing summary at the end.
// The message catalogs are compiled first, then the two builds the browser tests run against.
// Then the suite starts, and the checks (type-checks, lint, format, import rules) run beside it at
// a lower CPU priority: on two cores the suite's workers wait on the database and the browser
// often enough that the checks fit into their gaps, where one after the other they added two and
// a half minutes to every run (docs/decisions/060-current-platform-and-fast-ci.md). Any failing
// step fails the run. A lane's output is printed whole when its step ends, so the log stays
// readable; vitest's own output streams as it runs.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT as root, TSC, TYPE_CHECKED_PROJECTS } from './typescript-projects.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

/** @typedef {{ name: string, command: string, args: string[], nice?: boolean }} Step */
/** @type {(name: string, command: string, ...args: string[]) => Step} */
const step = (name, command, ...args) => ({ name, command: bin(command), args });
/** A check: run beside the suite at a lower priority (nice 10), so the suite's workers come first. */
const check = (name, command, ...args) => ({ ...step(name, command, ...args), nice: true });
/** TypeScript 7 (scripts/typescript-projects.mjs), run by the Node that runs this script. */
const tsc = (name, ...args) => ({ name, command: process.execPath, args: [TSC, ...args] });

// The type-check, the lint and both builds read the compiled catalogs.
const FIRST = step('compile messages', 'lingui', 'compile', '--strict', '--typescript');
// What the browser and process tests run: the server's build emits without checking types, which
// the type-check of the same files (tsconfig.json holds tsconfig.server.json's) does beside it.
const BUILDS = [
  step('build: client (Vite)', 'vite', 'build', '--logLevel', 'warn'),
  tsc('build: server (tsc 7, emit only)', '-p', 'tsconfig.server.json', '--noCheck'),
];
const CHECK_LANES = [
  [check('lint (ESLint)', 'eslint', '--max-warnings', '0', '.')],
  [
    // One thread each: beside the suite, CPU time is what counts (its threads cost half again as much).
    ...TYPE_CHECKED_PROJECTS.map(({ name, tsconfig }) => ({
      ...tsc(`type-check: ${name}`, '-p', tsconfig, '--singleThreaded'),
      nice: true,
    })),
    check('format (Prettier)', 'prettier', '--check', '--log-level', 'warn', '.'),
    // The import graph's rules (.dependency-cruiser.cjs): circles, and the floors under the features.
    check('import rules: server and shared', 'depcruise', '--config', '.dependency-cruiser.cjs', 'src/server', 'src/shared'),
    check(
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
function run({ name, command, args, nice }, { stream }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const [program, programArgs] = nice ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    const child = spawn(program, programArgs, { cwd: root, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
    `\n::: timing of npm test (the builds side by side, then the suite with the checks beside it)\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)} s\n`,
  );
}

const started = performance.now();
let ok = await run(FIRST, { stream: false });
if (ok) ok = (await Promise.all(BUILDS.map((each) => run(each, { stream: false })))).every(Boolean);
// The suite needs the builds; the checks need nothing but the catalogs, and fill the suite's gaps.
if (ok) {
  const checksStarted = performance.now();
  const checks = Promise.all(CHECK_LANES.map(runLane)).then((lanes) => {
    timings.push({
      name: 'checks beside the suite, wall clock',
      seconds: (performance.now() - checksStarted) / 1000,
      ok: lanes.every(Boolean),
    });
    return lanes.every(Boolean);
  });
  const suite = run(SUITE, { stream: true });
  ok = (await Promise.all([checks, suite])).every(Boolean);
}
printSummary((performance.now() - started) / 1000);
process.exit(ok ? 0 : 1);
