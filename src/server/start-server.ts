// What main.ts and dev.ts share: read the config, open and migrate the database, build the app,
// start the e-mail worker and the scheduler, listen, and shut down cleanly on SIGTERM or an uncaught error.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, storageFromConfig } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { applyMigrations, describeMigrations } from './db/apply-migrations.js';
import { createMailTransport } from './infra/email/transports.js';
import { createOutboxWorker, type OutboxWorker } from './infra/email/worker.js';
import { createMailRequestWorker, type MailRequestWorker } from './infra/email/mail-request-worker.js';
import { emailOutbox } from './infra/email/outbox.js';
import { requestedMailComposers } from './requested-mail.js';
import { scheduledJobs } from './scheduled-jobs.js';
import { createScheduler, type Scheduler } from './platform/scheduler/scheduler.js';
import { keepNewFilesPrivate, makeDataDirPrivate } from './infra/private-files.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { closeOnSignalsAndErrors } from './shutdown.js';
import type { SiteAssets } from './site/site-assets.js';
import type { Tracing } from './tracing/tracing-handle.js';
import { ensureFirstAdmin, hasStaffMember, noStaffMemberMessage } from './features/admin/index.js';
import { allMailDocuments } from './mail-document-renderer.js';
import { createRetentionWorker } from './features/analytics/index.js';
import { createWeeklyDieselFetch } from './features/invoicing/index.js';
import { issueDriverSignInLink } from './features/dispatch/index.js';
import { createTextSender, type TextSender, twilioProvider } from './features/text-messages/index.js';

/** `tracing`: started by the caller before this module loaded `pg` (main.ts). */
export async function startServer(config: Config, makeSite: () => Promise<SiteAssets>, tracing?: Tracing): Promise<FastifyInstance> {
  // DATA_DIR is our user's alone: what this process writes, and what an earlier version left.
  keepNewFilesPrivate();
  const notPrivate = usesDataDir(config) ? makeDataDirPrivate(config.dataDir, DATA_DIR_FOLDERS) : [];
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, applicationName: APPLICATION_NAME });
  const migrations = await applyMigrations(database);
  // The outbox wakes the e-mail worker once a transaction that queued mail has committed; the
  // worker logs through the app, so it is made just after it, and connected here.
  let wakeOutbox = (): void => undefined;
  let wakeComposer = (): void => undefined;
  // One storage for the app and the e-mail worker: the proof of delivery's images are read from
  // where the driver's uploads were written (the same choice app.ts makes when given none).
  const storage = storageFromConfig(config);
  const app = await buildApp({
    config,
    database,
    storage,
    site: await makeSite(),
    outbox: { wake: () => wakeOutbox() },
    mailRequests: { wake: () => wakeComposer() },
    tracing,
  });
  const { outbox, mailRequests } = createMailWorkers(app, await ownDatabase(database, config, MAIL_WORKER_POOL), config, storage);
  wakeOutbox = () => outbox.wake();
  wakeComposer = () => mailRequests.wake();
  // Reminders, marking invoices overdue (decision 074): on every instance; each job runs on one at a time.
  const scheduler = createScheduledWork(app, await ownDatabase(database, config, SCHEDULER_POOL), config, () => outbox.wake());
  // Texts (decision 084): only with Twilio's settings; its own connections, like the e-mail worker's.
  // Texts are queued inside dispatch's transactions, which cannot wake it after their commit: it polls (TEXT_POLL_MS).
  const textSender = config.texts ? createTextWorker(app, await ownDatabase(database, config, TEXT_SENDER_POOL), config) : undefined;
  closeOnSignalsAndErrors(app, database, tracing);
  // Deletes interaction events past ANALYTICS_RETENTION_MONTHS, hourly; the rollups keep their numbers.
  const eventRetention = createRetentionWorker({ db: database.db, retentionMonths: config.analyticsRetentionMonths, logger: app.log });
  app.addHook('onClose', () => eventRetention.stop());
  // With EIA_API_KEY: the week's diesel price from the EIA, looked for hourly once due (Monday
  // afternoon ET) until recorded; one instance fetches, the others find it recorded (decision 067).
  const { eia } = config.fuelSurcharge;
  const dieselFetch = eia ? createWeeklyDieselFetch({ db: database.db, eia, logger: app.log }) : undefined;
  if (dieselFetch) app.addHook('onClose', () => dieselFetch.stop());
  if (notPrivate.length > 0) {
    app.log.warn(
      { paths: notPrivate.slice(0, 20), count: notPrivate.length },
      'files under DATA_DIR other users may read could not be made private: another user owns them',
    );
  }
  if (config.admin.firstAdmin && (await ensureFirstAdmin(database.db, config.admin.firstAdmin))) {
    app.log.info({ email: config.admin.firstAdmin.email }, 'created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD');
  }
  // A fresh start has no one who can sign in to /admin: say how to make the first account.
  if (!(await hasStaffMember(database.db))) app.log.warn(noStaffMemberMessage(config.publicBaseUrl));
  warnAboutPaymentMode(app, config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ migrationsApplied: migrations.applied, migrations: migrations.total }, describeMigrations(migrations));
  app.log.info(
    { database: database.driver, url: config.publicBaseUrl, env: config.env },
    `serving ${config.company.name} on ${database.driver === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`,
  );
  outbox.start();
  mailRequests.start();
  textSender?.start();
  eventRetention.start();
  dieselFetch?.start();
  scheduler.start();
  return app;
}

/** How the server's connections are named in PostgreSQL's pg_stat_activity. */
const APPLICATION_NAME = 'freight-site';

interface OwnPool {
  size: number;
  applicationName: string;
}

/**
 * The e-mail worker sends one mail at a time; a second connection serves a PDF it renders
 * meanwhile, a third the mail-request worker composing sign-in links and resets.
 */
const MAIL_WORKER_POOL: OwnPool = { size: 3, applicationName: 'freight-site e-mail worker' };
/** How often the text sender looks for due texts: an "arriving soon" waits at most this long. */
const TEXT_POLL_MS = 2000;
/** The text sender claims under one lock and sends one text at a time; the second connection makes a driver's link meanwhile. */
const TEXT_SENDER_POOL: OwnPool = { size: 2, applicationName: 'freight-site text sender' };
/**
 * The scheduler runs one job at a time, each a statement or a transaction at a time; the second
 * connection keeps a job that reads outside its open transaction from waiting on itself.
 */
const SCHEDULER_POOL: OwnPool = { size: 2, applicationName: 'freight-site scheduler' };

interface OwnDatabase {
  database: DatabaseHandle;
  /** Closes the worker's own connections; nothing when it shares the app's database. */
  closeOwn: () => Promise<void>;
}

// On PostgreSQL the e-mail worker and the scheduler have connections of their own. Sharing the
// requests' pool, the e-mail worker's queries waited behind every request's whenever the pool was
// busy, so mail queued under load went out only once the load was over
// (docs/decisions/050-throughput-against-the-same-sql.md); and a month-end run must not make
// requests wait for it either. The embedded database is one connection: they share it.
async function ownDatabase(database: DatabaseHandle, config: Config, pool: OwnPool): Promise<OwnDatabase> {
  if (database.driver !== 'postgres' || !config.databaseUrl) return { database, closeOwn: async () => undefined };
  const own = await openDatabase({ url: config.databaseUrl, poolSize: pool.size, applicationName: pool.applicationName });
  return { database: own, closeOwn: () => own.close() };
}

/**
 * The scheduler over every job of scheduled-jobs.ts, logging as `scheduler`. Mail its jobs queue
 * wakes the e-mail worker once their transaction commits. Stopped as the app closes, before the
 * database: a run in progress finishes first.
 */
function createScheduledWork(
  app: FastifyInstance,
  { database, closeOwn }: OwnDatabase,
  config: Config,
  wakeMailWorker: () => void,
): Scheduler {
  const logger = app.log.child({ component: 'scheduler' });
  const jobs = scheduledJobs({ db: database.db, outbox: emailOutbox(database.db, wakeMailWorker), config, logger });
  const scheduler = createScheduler({ db: database.db, jobs, logger });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await closeOwn();
    logger.info('scheduler stopped');
  });
  return {
    ...scheduler,
    start() {
      scheduler.start();
      logger.info({ jobs: jobs.map((job) => job.name) }, 'scheduler started: it looks for due jobs every minute');
    },
  };
}

/** What we keep under DATA_DIR: the embedded database, uploads on local disk, mail written to files. */
const DATA_DIR_FOLDERS = ['pglite', 'uploads', 'mail'];

function usesDataDir(config: Config): boolean {
  return !config.databaseUrl || !config.s3 || !config.mail.smtpUrl;
}

// Simulated payments in production must be impossible to miss in the logs; no payments by card
// at all deserves a line too.
function warnAboutPaymentMode(app: FastifyInstance, config: Config) {
  const { mode } = config.payments;
  if (mode === 'test' && config.env === 'production') {
    app.log.warn(
      { paymentsMode: mode },
      '!!! PAYMENTS_TEST_MODE=true: card and PayPal payments are SIMULATED and no money moves. Every payment page says so. Never run a real business like this. !!!',
    );
  } else if (mode === 'test') {
    app.log.info({ paymentsMode: mode }, 'payments in test mode: no provider keys, a local checkout stands in and no money moves');
  } else if (mode === 'manual') {
    app.log.warn(
      { paymentsMode: mode },
      'no Stripe or PayPal keys: card and PayPal payments are not offered; bank transfer, Zelle, wire and ACH are',
    );
  }
}

/** The sender of queued texts through Twilio, logging as `texts`; stopped as the app closes, before the database. */
function createTextWorker(app: FastifyInstance, { database, closeOwn }: OwnDatabase, config: Config): TextSender | undefined {
  const settings = config.texts;
  if (!settings) return undefined;
  const logger = app.log.child({ component: 'texts' });
  const sender = createTextSender({
    db: database.db,
    provider: twilioProvider(settings),
    publicBaseUrl: config.publicBaseUrl,
    maxPerSecond: settings.maxPerSecond,
    perNumberPerDay: settings.perNumberPerDay,
    driverSignInLink: (tx, driverProfileId, now) => issueDriverSignInLink(tx, config.publicBaseUrl, driverProfileId, now),
    logger,
    pollIntervalMs: TEXT_POLL_MS,
  });
  app.addHook('onClose', async () => {
    await sender.stop();
    await closeOwn();
  });
  logger.info(
    { sender: settings.sender.kind, maxPerSecond: settings.maxPerSecond },
    'text messages on: queued texts go through Twilio from this instance too',
  );
  return sender;
}

/** The e-mail worker, and the mail-request worker that composes what people asked for after their answer (decision 055). */
function createMailWorkers(
  app: FastifyInstance,
  { database, closeOwn }: OwnDatabase,
  config: Config,
  storage: FileStorage,
): { outbox: OutboxWorker; mailRequests: MailRequestWorker } {
  const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, mailDir: join(config.dataDir, 'mail'), logger: app.log });
  const worker = createOutboxWorker({
    db: database.db,
    transport,
    from: config.mail.from,
    logger: app.log,
    // The invoice, receipt, credit note, proof of delivery, packet and statement PDFs customer mails carry, made from stored data when sent.
    renderMailDocument: allMailDocuments(database.db, {
      company: config.company,
      publicBaseUrl: config.publicBaseUrl,
      storage,
      billingTimeZone: config.billing.timeZone,
      recruitingEmail: config.mail.recruitingEmail,
    }),
  });
  const mailRequests = createMailRequestWorker({
    db: database.db,
    composers: requestedMailComposers(config),
    logger: app.log,
    mailQueued: () => worker.wake(),
  });
  // onClose runs once the last request has finished, and before the database is closed.
  app.addHook('onClose', async () => {
    await mailRequests.stop();
    await worker.stop();
    transport.close();
    await closeOwn();
  });
  app.log.info(transport.describe());
  return { outbox: worker, mailRequests };
}
