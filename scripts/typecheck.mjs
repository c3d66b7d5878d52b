// `npm run typecheck`: every project, one after another; fails when any has an error.
import { spawnSync } from 'node:child_process';
import { ROOT, TSC, TYPE_CHECKED_PROJECTS } from './typescript-projects.mjs';

let failed = false;
for (const { name, tsconfig } of TYPE_CHECKED_PROJECTS) {
  const { status } = spawnSync(process.execPath, [TSC, '-p', tsconfig], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`type-check failed: ${name} (${tsconfig})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
