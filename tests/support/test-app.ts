// The app as the API tests drive it: built on this test file's own database (test-database.ts),
// ready for app.inject, optionally with the test admin signed in; and closed again, app first.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { createTestAdmin, signIn, type AdminClient } from './admin.js';
import { testConfig } from './test-config.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  database: DatabaseHandle;
  app: FastifyInstance;
}

/** What buildApp takes besides the database; the configuration defaults to testConfig(), the logger to none. */
export type TestAppOptions = Partial<Omit<AppDeps, 'database'>>;

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config: testConfig(), logger: false, ...options, database });
    await app.ready();
    return { database, app };
  } catch (error) {
    // afterAll never sees what this call opened: close it here.
    await stopTestApp(app, database);
    throw error;
  }
}

/** startTestApp, then the test admin's account (admin.ts) and a session signed in with it. */
export async function startTestAppWithAdmin(options: TestAppOptions = {}): Promise<TestApp & { admin: AdminClient }> {
  const started = await startTestApp(options);
  try {
    await createTestAdmin(started.database.db);
    return { ...started, admin: await signIn(started.app) };
  } catch (error) {
    await stopTestApp(started.app, started.database);
    throw error;
  }
}

/** Closes the app, then the database it uses; either is undefined when starting them failed. */
export async function stopTestApp(app: FastifyInstance | undefined, database: DatabaseHandle | undefined): Promise<void> {
  await app?.close();
  await database?.close();
}
