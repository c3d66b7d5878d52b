// Two app instances on one PostgreSQL, one Redis and one S3-compatible store, as behind a load
// balancer: a sign-in on one holds on the other, rate limits are shared, every outbox mail is
// sent exactly once, and a file uploaded through one downloads through the other.
// Needs TEST_DATABASE_URL (PGlite cannot be shared by two instances) and Redis; skips otherwise.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { emailOutbox, uploads } from '../../src/server/db/schema.js';
import { enqueueEmails } from '../../src/server/infra/email/outbox-repository.js';
import { createMailTransport } from '../../src/server/infra/email/transports.js';
import { createOutboxWorker } from '../../src/server/infra/email/worker.js';
import { createTestAdmin, signIn, SITE_ORIGIN } from '../support/admin.js';
import { PNG_BYTES } from '../support/files.js';
import { shipperFields, submitMultipart } from '../support/service-requests.js';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  redisIsReachable,
  startTestS3,
  TEST_REDIS_URL,
  type TestS3,
} from '../support/shared-services.js';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { testConfig } from '../support/test-config.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';

const redisUp = await redisIsReachable();
const canRun = Boolean(testDatabaseUrl()) && redisUp;
if (!canRun) {
  console.warn(
    `Skipping the two-instance test: it needs ${testDatabaseUrl() ? '' : 'TEST_DATABASE_URL (PostgreSQL) '}${redisUp ? '' : `Redis at ${TEST_REDIS_URL}`}`.trim(),
  );
}

describe.skipIf(!canRun)('two instances behind a load balancer', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let databases: DatabaseHandle[];
  let instances: FastifyInstance[];
  let s3: TestS3;
  let smtp: SmtpTestServer;
  const redisPrefix = randomRedisPrefix();

  beforeAll(async () => {
    const created = await createScratchPostgresDatabase();
    if (!created) throw new Error('no PostgreSQL');
    scratch = created;
    s3 = await startTestS3();
    smtp = await startSmtpTestServer();
    databases = [await openDatabase({ url: scratch.url, poolSize: 5 }), await openDatabase({ url: scratch.url, poolSize: 5 })];
    await Promise.all(databases.map((database) => migrateDatabase(database)));
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix, ...s3.env });
    instances = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
    await Promise.all(instances.map((instance) => instance.ready()));
    await createTestAdmin(databases[0]!.db);
  });

  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    for (const database of databases ?? []) await database.close();
    await scratch?.drop();
    await s3?.close();
    await smtp?.close();
    await deleteRedisKeys(redisPrefix);
  });

  const first = () => instances[0]!;
  const second = () => instances[1]!;

  it('an admin signed in on one is signed in on the other, and signed out on both', async () => {
    const client = await signIn(first(), undefined, '10.80.0.1');
    const onSecond = await second().inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: client.cookie } });
    expect(onSecond.statusCode).toBe(200);
    await second().inject({ method: 'POST', url: '/api/admin/logout', headers: { origin: SITE_ORIGIN, cookie: client.cookie } });
    expect((await first().inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: client.cookie } })).statusCode).toBe(401);
  });

  it('shares rate limits: 10 look-ups a minute per client across both', async () => {
    const lookup = { referenceId: 'SR-0000-0000-0000-0000', email: 'who@example.com' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const instance = attempt % 2 === 0 ? first() : second();
      statuses.push((await instance.inject({ method: 'POST', url: '/api/track', remoteAddress: '10.80.0.2', payload: lookup })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
  });

  it('sends each outbox mail exactly once with a worker on each instance', async () => {
    const count = 40;
    await enqueueEmails(
      databases[0]!.db,
      Array.from({ length: count }, (_, n) => ({
        to: `customer${n}@example.com`,
        subject: `Mail ${n}`,
        text: `Body ${n}`,
        kind: 'scale-test',
      })),
    );
    const logger = pino({ level: 'silent' });
    const workers = databases.map((database) =>
      createOutboxWorker({
        db: database.db,
        transport: createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger, ignoreTLS: true }),
        from: '"Freight" <info@freight.example>',
        logger,
        batchSize: 3,
      }),
    );
    const sent = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sent[0]! + sent[1]!).toBe(count);
    expect(sent.every((n) => n > 0)).toBe(true);
    const messageIds = smtp.received.map((mail) => /Message-ID: (<[^>]+>)/i.exec(mail.raw)?.[1]);
    expect(messageIds).toHaveLength(count);
    expect(new Set(messageIds).size).toBe(count);
    const rows = await databases[1]!.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.kind, 'scale-test'));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });

  it('a file uploaded through one instance downloads through the other, from S3', async () => {
    const response = await submitMultipart(first(), '/api/service-requests', shipperFields(), {
      itemPhotos: [{ name: 'pallet.png', bytes: PNG_BYTES }],
    });
    expect(response.statusCode).toBe(201);
    const [upload] = await databases[0]!.db.select().from(uploads).where(eq(uploads.originalName, 'pallet.png'));
    expect(upload).toBeDefined();
    const stored = readFileSync(`${s3.directory}/freight-uploads/${upload!.storageKey}._S3rver_object`);
    expect(stored.equals(PNG_BYTES)).toBe(true);

    const admin = await signIn(second(), undefined, '10.80.0.3');
    const download = await admin.request({ method: 'GET', url: `/api/admin/uploads/${upload!.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});
