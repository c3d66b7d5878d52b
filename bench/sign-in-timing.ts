// `npx tsx bench/sign-in-timing.ts`: whether asking for a sign-in (customers, drivers) or a staff
// password reset takes longer for an address that belongs to someone than for one that does not
// (issue 34, item 3; docs/decisions/055-sign-in-a-stranger-cannot-block.md). For each of the
// three routes, SAMPLES member and SAMPLES unknown addresses are asked for, alternating (which of
// the two goes first alternates too), each through the whole app (app.inject: limits, validation,
// the handler, serialisation), each address once, from a client address of its own. Prints the
// median, p90 and the ratio of the medians. Figures, not a pass/fail: the test that guards this is
// structural (tests/security/sign-in-requests-alike.test.ts). A scratch database is created on the
// server of BENCH_DATABASE_URL (or DATABASE_URL, or the local postgres) and dropped at the end.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { SITE_ORIGIN } from '../tests/support/admin.js';
import { insertDriver } from '../tests/support/dispatch.js';
import { composeRequestedMail } from '../tests/support/mail-requests.js';
import { insertServiceRequestRow } from '../tests/support/service-requests.js';
import { testConfig } from '../tests/support/test-config.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const WARM_UP = 5;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = (await createScratchPostgresDatabase())!;
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
await migrateDatabase(database);
const config = testConfig();
const app = await buildApp({ config, database, logger: false });
await app.ready();

interface Route {
  name: string;
  url: string;
  /** Makes `count` addresses that belong to someone, none asked for before. */
  members(count: number): Promise<string[]>;
}

const ROUTES: Route[] = [
  {
    name: 'customer sign-in',
    url: '/api/account/sign-in/request',
    async members(count) {
      const emails = addresses('customer', count);
      for (const email of emails) await insertServiceRequestRow(database.db, { contactEmail: email });
      return emails;
    },
  },
  {
    name: 'driver sign-in',
    url: '/api/driver/sign-in/request',
    async members(count) {
      const emails = addresses('driver', count);
      for (const email of emails) await insertDriver(database.db, { email });
      return emails;
    },
  },
  {
    name: 'staff password reset',
    url: '/api/admin/login/password-reset/request',
    async members(count) {
      const emails = addresses('staff', count);
      for (const email of emails) await createOrResetAdmin(database.db, email, 'a long enough bench password', 'operations');
      return emails;
    },
  },
];

let addressCount = 0;
function addresses(kind: string, count: number): string[] {
  return Array.from({ length: count }, () => `${kind}-${++addressCount}@timing.example`);
}

let clientCount = 0;
/** A client address of its own for every call: the routes are limited per client. */
function nextClient(): string {
  clientCount += 1;
  return `10.${Math.floor(clientCount / 65_536) % 256}.${Math.floor(clientCount / 256) % 256}.${clientCount % 256}`;
}

async function timeOne(url: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClient(),
    headers: { origin: SITE_ORIGIN },
    payload: { email },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return elapsed;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

console.log(`${SAMPLES} member and ${SAMPLES} unknown addresses per route, alternating, on PostgreSQL (app.inject)\n`);
try {
  for (const route of ROUTES) {
    const members = await route.members(SAMPLES + WARM_UP);
    const unknown = addresses(`unknown-${route.name.replace(/\W+/g, '-')}`, SAMPLES + WARM_UP);
    const times = { member: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < SAMPLES + WARM_UP; i++) {
      const memberFirst = i % 2 === 0;
      const first = await timeOne(route.url, memberFirst ? members[i]! : unknown[i]!);
      const second = await timeOne(route.url, memberFirst ? unknown[i]! : members[i]!);
      if (i < WARM_UP) continue;
      times.member.push(memberFirst ? first : second);
      times.unknown.push(memberFirst ? second : first);
    }
    const member = quantile(times.member, 0.5);
    const other = quantile(times.unknown, 0.5);
    console.log(
      `${route.name.padEnd(22)} member median ${ms(member)} (p90 ${ms(quantile(times.member, 0.9))}), ` +
        `unknown median ${ms(other)} (p90 ${ms(quantile(times.unknown, 0.9))}), ratio ${(member / other).toFixed(2)}`,
    );
  }
  // The member-only work happens after the answer: here, once every answer is in.
  const started = performance.now();
  const composed = await composeRequestedMail(database.db, { config });
  console.log(`\ncomposed ${composed} requested mails afterwards in ${ms(performance.now() - started)} (the worker's share)`);
} finally {
  await app.close();
  await database.close();
  await scratch.drop();
}
