// `npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [rows]`: where a V8 CPU profile (node
// --cpu-prof, written by BENCH_PROFILE_DIR) spent its time, as self time by function and by
// package or source file, so a bench's bottleneck reads in a terminal without DevTools. Shares are
// of the busy time: a bench's server idles while the database is seeded, which says nothing.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArgument ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const idle = [...selfMicros]
  .filter(([id]) => nodes.get(id)!.callFrame.functionName === '(idle)')
  .reduce((sum, [, micros]) => sum + micros, 0);
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0) - idle;

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  if (functionName === '(idle)') continue;
  const place = placeOf(url);
  add(byFunction, `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`, micros);
  add(byPlace, place, micros);
}

console.log(`${(total / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle\n`);
print('self time by package or file', byPlace);
print('self time by function', byFunction);

function add(totals: Map<string, number>, key: string, micros: number): void {
  totals.set(key, (totals.get(key) ?? 0) + micros);
}

/** A package's name for its files, the path under the project for ours, the node: or V8 name otherwise. */
function placeOf(url: string): string {
  if (!url) return '(native or GC)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const ours = /\/(dist\/server\/.*|src\/.*)$/.exec(url);
  return ours ? ours[1]! : url;
}

function print(title: string, totals: Map<string, number>): void {
  console.log(`${title}:`);
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
  console.log('');
}
