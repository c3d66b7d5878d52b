// `npm run db:migrate`: applies the migrations in drizzle/ and exits, for a deploy's release step
// (before new instances start). Uses the same DATABASE_URL / DATA_DIR as the server, .env
// included; the server applies them at start too, so this is never required, only earlier.
// Under PostgreSQL it waits for the same advisory lock as starting instances. The embedded
// database can be opened by one process at a time: stop the server first.
import { applyMigrations, describeMigrations } from '../db/apply-migrations.js';
import { openDatabase } from '../db/client.js';
import { loadConfigOrExit } from '../load-config-or-exit.js';

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const outcome = await applyMigrations(database);
  console.log(`${database.driver === 'pglite' ? 'Embedded database' : 'PostgreSQL'}: ${describeMigrations(outcome)}.`);
} finally {
  await database.close();
}
