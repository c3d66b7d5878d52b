// A newcomer's first look: `npm run db:seed` on an empty database, the production server on it,
// and the demo owner signed in sees the seeded totals on the dashboard's summary cards and the
// Advanced Analytics tab full of numbers.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { count, gte } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { driverApplications, serviceRequests } from '../../src/server/db/schema.js';
import { DEMO_PASSWORD, demoStaffEmail } from '../../src/server/demo/demo-staff.js';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { periodOf } from '../../src/shared/analytics/analytics-report.js';
import type { ServiceRequestStatus } from '../../src/shared/service-requests/service-requests.js';
import { openAdminArea } from '../support/admin-browser.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startProductionServer, type RunningProcess } from '../support/processes.js';
import { scratchFolder } from '../support/test-config.js';
import { createScratchPostgresDatabase } from '../support/test-database.js';

interface Expected {
  total: number;
  byStatus: Record<ServiceRequestStatus, number>;
  applications: number;
  /** Requests in the Advanced Analytics tab's default period (the last 30 days). */
  lastThirtyDays: number;
}

let env: Record<string, string>;
let seedOutput: string;
let secondSeedOutput: string;
let expected: Expected;
let server: RunningProcess;
let browser: Browser;
const cleanups: (() => Promise<void> | void)[] = [];

/** `npm run db:seed` as a newcomer runs it (NODE_ENV=test: no developer's .env is read). */
function dbSeed(): { status: number | null; stdout: string; stderr: string } {
  return spawnSync('npm', ['run', '--silent', 'db:seed'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
}

/** What the database holds, read before the server opens it (the embedded one takes one process at a time). */
async function countsInDatabase(): Promise<Expected> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const db = database.db;
    const byStatus = { received: 0, 'in-progress': 0, 'in-transit': 0, delivered: 0, cancelled: 0 } satisfies Record<
      ServiceRequestStatus,
      number
    >;
    for (const row of await db
      .select({ status: serviceRequests.status, value: count() })
      .from(serviceRequests)
      .groupBy(serviceRequests.status)) {
      byStatus[row.status] = row.value;
    }
    const [applications] = await db.select({ value: count() }).from(driverApplications);
    const period = periodOf({ range: '30' }, new Date().toISOString().slice(0, 10));
    const [recent] = await db
      .select({ value: count() })
      .from(serviceRequests)
      .where(gte(serviceRequests.createdAt, new Date(`${period.from}T00:00:00Z`)));
    const total = Object.values(byStatus).reduce((sum, value) => sum + value, 0);
    return { total, byStatus, applications: applications?.value ?? 0, lastThirtyDays: recent?.value ?? 0 };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const dataDir = scratchFolder('freight-demo-e2e-');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const scratch = await createScratchPostgresDatabase();
  if (scratch) cleanups.push(() => scratch.drop());
  env = scratch ? { DATA_DIR: dataDir, DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };

  const seeded = dbSeed();
  expect(seeded.status, seeded.stderr).toBe(0);
  seedOutput = seeded.stdout;
  const again = dbSeed();
  expect(again.status, again.stderr).toBe(0);
  secondSeedOutput = again.stdout;
  expected = await countsInDatabase();
  server = await startProductionServer({ ...env, LOG_LEVEL: 'warn' });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signInAsDemoOwner(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel('Email').fill(demoStaffEmail('owner'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return page;
}

const shown = (value: number) => value.toLocaleString('en-US');

/** How long a figure may take to appear: an area's code and its report load first, slower on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };

describe('the demo data set', () => {
  it('is seeded by npm run db:seed, which prints the sign-in; a second run adds nothing', async () => {
    expect(seedOutput).toContain(`Sign in at `);
    expect(seedOutput).toContain(`as ${demoStaffEmail('owner')} with the password ${DEMO_PASSWORD}`);
    expect(expected.total).toBeGreaterThan(300);
    expect(expected.applications).toBeGreaterThan(0);
    expect(expected.lastThirtyDays).toBeGreaterThan(0);
    expect(secondSeedOutput).toContain('The database already holds the demo data; nothing to add.');
  });

  it("shows the seeded totals on the dashboard's summary cards and fills Advanced Analytics", async () => {
    const page = await signInAsDemoOwner();
    const errors = collectPageErrors(page);

    const summary = page.getByRole('list', { name: 'Summary' });
    const card = (label: string) => summary.getByRole('listitem').filter({ hasText: label });
    await expect.poll(() => card('Total Requests').textContent(), PAGE_LOAD).toContain(shown(expected.total));
    expect(await card('Received').textContent()).toContain(shown(expected.byStatus.received));
    expect(await card('In Progress').textContent()).toContain(shown(expected.byStatus['in-progress']));
    expect(await card('Delivered').textContent()).toContain(shown(expected.byStatus.delivered));
    expect(await card('Driver Apps').textContent()).toContain(shown(expected.applications));

    await openAdminArea(page, 'Advanced Analytics');
    const kpi = (label: string) => page.getByTestId(`kpi-${label}`);
    await expect.poll(() => kpi('Total Requests').textContent(), PAGE_LOAD).toBe(shown(expected.lastThirtyDays));
    // Sessions and their summaries were seeded too: both session figures are numbers, not '–'.
    expect(await kpi('Conversion Rate').textContent()).toMatch(/^\d+\.\d%$/);
    expect(await kpi('Avg Session Time').textContent()).toMatch(/^\d+:\d{2}$/);
    await page.getByRole('img', { name: 'Daily trends line chart' }).waitFor();
    await page.screenshot({ path: screenshotPath('demo-seed-analytics'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
