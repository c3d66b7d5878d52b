// What main.ts and dev.ts share: read the config, open and migrate the database, build the app,
// listen, and shut down cleanly on SIGTERM.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { exitOnSignals } from './shutdown.js';
import type { SiteAssets } from './site/site-assets.js';

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
}

export async function startServer(config: Config, makeSite: () => Promise<SiteAssets>): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, site: await makeSite() });
  exitOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.driver, url: config.publicBaseUrl },
    `serving ${config.company.name} on ${database.driver === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`,
  );
  return app;
}
