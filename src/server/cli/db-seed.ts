// `npm run db:seed [-- --force]`: fills the configured database (DATABASE_URL, or the embedded one
// in DATA_DIR; .env included, as the server reads them) with the demo data set and prints how to
// sign in. Migrates first. Refuses a database that holds real data unless --force, and a
// production environment unless --force: the demo staff's password is in the source code. A
// database that already holds the demo is left as it is. See docs/decisions/048-demo-data.md.
import { parseArgs } from 'node:util';
import { storageFromConfig } from '../app.js';
import { applyMigrations } from '../db/apply-migrations.js';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, demoStaffEmail } from '../demo/demo-staff.js';
import { seedDemoData, type DemoSummary } from '../demo/seed-demo.js';
import { loadConfigOrExit } from '../load-config-or-exit.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function forced(): boolean {
  try {
    return parseArgs({ args: process.argv.slice(2), options: { force: { type: 'boolean' } } }).values.force === true;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

function describe(summary: DemoSummary): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ');
  return [
    `Demo data: ${summary.requests} service requests (${list(summary.requestsByRole)}; ${list(summary.requestsByStatus)}),`,
    `  ${summary.payments} payments (${list(summary.paymentsByMethod)}),`,
    `  ${summary.applications} driver applications, ${summary.drivers} drivers hired, ${summary.loads} loads dispatched,`,
    `  ${summary.interactionEvents} interaction events, ${summary.auditEvents} audit events.`,
  ].join('\n');
}

const force = forced();
const config = loadConfigOrExit();
if (config.env === 'production' && !force) {
  fail(
    'Not seeding demo data: NODE_ENV is production, and the demo accounts share a published password. Use --force on a demo server only.',
  );
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await applyMigrations(database);
  const result = await seedDemoData(database.db, { storage: storageFromConfig(config), force });
  if (result.outcome === 'refused') {
    process.exitCode = 1;
    console.error(`Not seeding demo data: the database already holds ${result.found}. Use --force to add the demo data anyway.`);
  } else {
    if (result.outcome === 'already-seeded') console.log('The database already holds the demo data; nothing to add.');
    else console.log(describe(result.summary));
    console.log(
      `Sign in at ${config.publicBaseUrl}/admin-login as ${demoStaffEmail('owner')} with the password ${DEMO_PASSWORD}` +
        ` (also ${demoStaffEmail('operations')}, ${demoStaffEmail('accounting')} and ${demoStaffEmail('recruiting')}, same password).`,
    );
  }
} finally {
  await database.close();
}
