// The built site with its API, on a free local port, for browser tests. The mail-request worker
// runs (sign-in links and password resets are composed into the outbox, as on a server); with
// `smtpUrl`, the e-mail worker runs too and sends the outbox to that server.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, storageFromConfig } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { createMailTransport } from '../../src/server/infra/email/transports.js';
import { createOutboxWorker, type OutboxWorker } from '../../src/server/infra/email/worker.js';
import { createMailRequestWorker } from '../../src/server/infra/email/mail-request-worker.js';
import { requestedMailComposers } from '../../src/server/requested-mail.js';
import { allMailDocuments } from '../../src/server/mail-document-renderer.js';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { loadBuiltSite } from '../../src/server/site/built-site.js';
import { testConfig } from './test-config.js';
import { openTestDatabase } from './test-database.js';

export interface RunningSite {
  baseUrl: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}, options: { smtpUrl?: string } = {}): Promise<RunningSite> {
  const config = testConfig(env);
  const database = await openTestDatabase();
  // TEST_SITE_DIR: a client built elsewhere (`vite build --outDir …`), so two builds never share a folder.
  const siteDir = process.env.TEST_SITE_DIR ?? join(PROJECT_ROOT, 'dist', 'client');
  const site = await loadBuiltSite(siteDir, config.company, { measurementId: config.analytics.measurementId });
  let worker: OutboxWorker | undefined;
  // One storage for the app and the worker: the proof of delivery's images are the driver's uploads.
  const storage = storageFromConfig(config);
  const mailRequests = createMailRequestWorker({
    db: database.db,
    composers: requestedMailComposers(config),
    logger: pino({ level: 'silent' }),
    mailQueued: () => worker?.wake(),
    pollIntervalMs: 500,
  });
  const app = await buildApp({
    config,
    database,
    storage,
    site,
    logger: false,
    outbox: { wake: () => worker?.wake() },
    mailRequests: { wake: () => mailRequests.wake() },
  });
  mailRequests.start();
  const transport = options.smtpUrl
    ? createMailTransport({ smtpUrl: options.smtpUrl, mailDir: 'unused', logger: pino({ level: 'silent' }), ignoreTLS: true })
    : undefined;
  if (transport) {
    worker = createOutboxWorker({
      db: database.db,
      transport,
      from: config.mail.from,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 500,
      renderMailDocument: allMailDocuments(database.db, { company: config.company, publicBaseUrl: config.publicBaseUrl, storage }),
    });
    worker.start();
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    database,
    config,
    async close() {
      await mailRequests.stop();
      await worker?.stop();
      transport?.close();
      await app.close();
      await database.close();
    },
  };
}
