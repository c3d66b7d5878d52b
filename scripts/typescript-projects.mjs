// The compiler and the projects it checks, for `npm run typecheck` and `npm test` alike.
//
// The type-check and the server's build run TypeScript 7, the native compiler (about a third of
// TypeScript 6's CPU time on these projects, and the same JavaScript out). TypeScript 6 stays
// installed as `typescript`: typescript-eslint reads its API and supports nothing newer yet
// (docs/decisions/089-typescript-7-for-the-type-check.md). Both packages name a `tsc` command, so
// every script here calls TypeScript 7 by its path, never by `npx tsc`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** TypeScript 7's command (package `typescript-7`, an alias of typescript@7). */
export const TSC = join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** Every project the type-check covers: tsconfig.json holds tsconfig.server.json's files. */
export const TYPE_CHECKED_PROJECTS = [
  { name: 'server, shared, scripts', tsconfig: 'tsconfig.json' },
  { name: 'tests', tsconfig: 'tests/tsconfig.json' },
  { name: 'client', tsconfig: 'src/client/tsconfig.json' },
  { name: 'service worker', tsconfig: 'src/client/service-worker/tsconfig.json' },
];
