// `npm run bench:texts`: 1,000 milestone texts (BENCH_TEXTS) queued at once, as a busy afternoon's
// deliveries would, sent by two senders (two instances of the site, each with its own connections)
// through Twilio's SDK to the local fake (tests/support/fake-twilio.ts), which answers 429 past its
// rate limit (BENCH_TEXTS_PER_SECOND, default 10, as SMS_MAX_PER_SECOND is set to). Goal (issue
// 40): every text arrives once, and the fake never has to refuse one for going too fast. Real
// clock, real waits: about BENCH_TEXTS / BENCH_TEXTS_PER_SECOND seconds. BENCH_DATABASE_URL as
// for bench:api.
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { createTextSender, queueText, twilioProvider } from '../src/server/features/text-messages/index.js';
import { insertDispatchableRequest } from '../tests/support/dispatch.js';
import { FAKE_TWILIO_ACCOUNT_SID, FAKE_TWILIO_AUTH_TOKEN, FAKE_TWILIO_FROM, startFakeTwilio } from '../tests/support/fake-twilio.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { testConfig } from '../tests/support/test-config.js';

const TEXTS = Number(process.env.BENCH_TEXTS ?? 1000);
const PER_SECOND = Number(process.env.BENCH_TEXTS_PER_SECOND ?? 10);
const SENDERS = 2;
const PUBLIC_BASE_URL = 'https://freight.example';

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const fake = await startFakeTwilio({ maxPerSecond: PER_SECOND });
const databases = await Promise.all(Array.from({ length: SENDERS + 1 }, () => openDatabase({ url: scratch.url, poolSize: 2 })));
const [seeding, ...instances] = databases;

try {
  await migrateDatabase(seeding!);
  const { db } = seeding!;
  // A delivered text per load (exempt from quiet hours, so all are due now, whatever the hour).
  const requests = await Promise.all(Array.from({ length: TEXTS }, () => insertDispatchableRequest(db)));
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const [n, request] of requests.entries()) {
      await queueText(
        tx,
        {
          serviceRequestId: request.id,
          recipient: 'consignee',
          kind: 'delivered',
          dedupeKey: `request:${request.id}:consignee:delivered`,
          toPhone: `+1312555${String(n).padStart(4, '0')}`,
          language: n % 4 === 0 ? 'es' : 'en',
          timeZone: 'America/Chicago',
          companyName: 'Lakeshore Freight',
          referenceId: request.referenceId,
        },
        now,
      );
    }
  });
  console.log(`queued ${TEXTS} texts at once; the fake takes at most ${PER_SECOND} a second; ${SENDERS} senders`);

  const settings = testConfig({
    TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
    TWILIO_FROM_NUMBER: FAKE_TWILIO_FROM,
    TWILIO_API_BASE_URL: fake.baseUrl,
    SMS_MAX_PER_SECOND: String(PER_SECOND),
  }).texts!;
  const provider = twilioProvider(settings);
  const started = performance.now();
  const senders = instances.map((instance) =>
    createTextSender({
      db: instance.db,
      provider,
      publicBaseUrl: PUBLIC_BASE_URL,
      maxPerSecond: settings.maxPerSecond,
      perNumberPerDay: settings.perNumberPerDay,
      driverSignInLink: async () => undefined,
      logger: pino({ level: 'warn' }),
    }),
  );
  // Each sender drains what it can, as the instances' polling loops would, until nothing is left.
  await Promise.all(
    senders.map(async (sender) => {
      while (fake.messages.length < TEXTS) if ((await sender.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const bodiesByNumber = new Map<string, number>();
  for (const message of fake.messages) bodiesByNumber.set(message.to, (bodiesByNumber.get(message.to) ?? 0) + 1);
  const twice = [...bodiesByNumber.values()].filter((count) => count > 1).length;
  // The fake's own count of the busiest second it saw.
  const perSecond = new Map<number, number>();
  for (const message of fake.messages) {
    const second = Math.floor(message.at.getTime() / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  const busiest = Math.max(...perSecond.values());
  console.log('| texts arrived | sent twice | refused by the fake (429) | busiest second | seconds | texts/s | goal |');
  console.log('|---|---|---|---|---|---|---|');
  const met = fake.messages.length === TEXTS && twice === 0 && fake.rateLimited === 0;
  console.log(
    `| ${fake.messages.length} of ${TEXTS} | ${twice} | ${fake.rateLimited} | ${busiest} | ${seconds.toFixed(1)} | ${(TEXTS / seconds).toFixed(1)} | all once, none refused: ${met ? 'met' : 'NOT met'} |`,
  );
} finally {
  for (const database of databases) await database.close();
  await fake.close();
  await scratch.drop();
}
